import { globalStyle, style } from '@vanilla-extract/css';
import { scrollCue } from '../../theme/scrollCue';
import { vars } from '../../theme/vars.css';
import { mq } from '../../theme/tokens';

/** Long-form text rendered from Markdown (articles, legal pages, the about story). */
export const prose = style({
  maxWidth: vars.layout.proseWidth,
  fontSize: vars.fontSize.m,
  lineHeight: 1.7,
});

const flow = `${vars.space.m}`;
globalStyle(`${prose} > * + *`, { marginTop: flow });
globalStyle(`${prose} h2`, {
  marginTop: vars.space.xl,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  '@media': { [mq.tablet]: { fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.xxl } },
});
globalStyle(`${prose} h3`, {
  marginTop: vars.space.l,
  fontSize: vars.fontSize.l,
  lineHeight: vars.lineHeight.l,
});
globalStyle(`${prose} ul, ${prose} ol`, { paddingLeft: '1.4em' });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xs });
globalStyle(`${prose} blockquote`, {
  borderLeft: `4px solid ${vars.color.accent}`,
  paddingLeft: vars.space.m,
  color: vars.color.textMuted,
  fontStyle: 'italic',
});
/**
 * A table's scroll region (the Markdown pipeline puts every table in one): wider than the screen,
 * it scrolls sideways, with a shadow on the side that has more columns.
 */
globalStyle(`${prose} [data-table-region]`, { maxWidth: '100%', ...scrollCue() });
globalStyle(`${prose} table`, {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.s,
});
globalStyle(`${prose} th, ${prose} td`, {
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${prose} th`, { background: vars.color.surface, fontWeight: vars.fontWeight.semibold });
globalStyle(`${prose} hr`, { border: 0, borderTop: `1px solid ${vars.color.border}`, marginBlock: vars.space.xl });
globalStyle(`${prose} strong`, { fontWeight: vars.fontWeight.semibold });
