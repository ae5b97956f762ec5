import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui/theme/vars.css';

export const backLink = style({
  display: 'inline-block',
  marginBottom: vars.space.m,
  fontWeight: vars.fontWeight.semibold,
});

export const badge = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.s}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceWarm,
  color: vars.color.text,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.semibold,
});

export const meta = style({
  margin: 0,
  color: 'inherit',
  fontSize: vars.fontSize.s,
});

export const notice = style({
  marginBottom: vars.space.xl,
  padding: vars.space.l,
  borderInlineStart: `4px solid ${vars.color.notice}`,
  background: vars.color.noticeSurface,
  borderRadius: vars.radius.m,
  color: vars.color.text,
});

export const noticeHeading = style({
  marginTop: 0,
  fontSize: vars.fontSize.l,
});

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 1000px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
});

export const stack = style({ display: 'grid', gap: vars.space.l, alignContent: 'start' });

export const infoBlock = style({ display: 'grid', gap: vars.space.xs });

export const infoHeading = style({ margin: 0, fontSize: vars.fontSize.l });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m, justifyContent: 'center' });

export const checkList = style({
  display: 'grid',
  gap: vars.space.s,
  paddingInlineStart: vars.space.l,
  margin: 0,
  listStyle: "'✓  '",
});

export const address = style({ fontStyle: 'normal', lineHeight: 1.6 });

export const plain = style({ margin: 0 });

export const bigLink = style({ fontSize: vars.fontSize.l, fontWeight: vars.fontWeight.semibold });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const proofList = style({
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  margin: 0,
});

/** The figure reads first on screen; the markup keeps the term before its value. */
export const proofItem = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxs,
  padding: vars.space.l,
  borderRadius: vars.radius.l,
  background: vars.color.background,
  borderTop: `4px solid ${vars.color.primary}`,
  boxShadow: vars.shadow.s,
});

export const proofValue = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const proofLabel = style({ color: vars.color.textMuted });

export const reviewProfiles = style({ marginTop: vars.space.l, fontSize: vars.fontSize.l });
