import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { mq } from '../../theme/tokens';
import { panel } from '../../theme/panel.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [mq.desktop]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 0.9fr)', gap: vars.space.xl } },
});

export { panel };

export const results = style([
  panel,
  {
    background: vars.color.surface,
    borderColor: 'transparent',
    '@media': { [mq.desktop]: { position: 'sticky', top: `calc(${vars.layout.headerHeight} + ${vars.space.l})` } },
  },
]);

export const panelHeading = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  marginBottom: vars.space.l,
});

export const fields = style({
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mq.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

/** A heading that groups a calculator's fields or results, with a rule above it. */
export const group = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.m,
  lineHeight: vars.lineHeight.m,
  fontWeight: vars.fontWeight.bold,
  margin: `${vars.space.xs} 0 0`,
  paddingTop: vars.space.s,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 0, paddingTop: 0 } },
});

export const wide = style({ '@media': { [mq.tablet]: { gridColumn: '1 / -1' } } });

export const field = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', minWidth: 0 });

export const fieldset = style([field, { border: 0, padding: 0, margin: 0 }]);

export const label = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.s, padding: 0 });

/** A fieldset's legend sits outside the grid, so it keeps the label's distance to the inputs itself. */
export const legend = style([label, { marginBottom: vars.space.xs }]);

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.6fr) minmax(0, 1fr)',
  gap: vars.space.s,
});

export const affix = style({ position: 'relative', display: 'flex', alignItems: 'center', minWidth: 0 });

const adornment = {
  position: 'absolute',
  color: vars.color.textMuted,
  pointerEvents: 'none',
  fontSize: vars.fontSize.s,
} as const;

export const prefix = style({ ...adornment, left: vars.space.s, fontSize: vars.fontSize.m });
export const suffix = style({ ...adornment, right: vars.space.s });

export const input = style({
  width: '100%',
  minWidth: 0,
  minHeight: '48px',
  padding: `${vars.space.xs} ${vars.space.s}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.m,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.m,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:focus-visible': { outlineOffset: '0px', borderColor: vars.color.primary },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

export const select = style({ appearance: 'auto', cursor: 'pointer' });

export const withPrefix = style({ paddingLeft: '1.75rem' });
export const withSuffix = style({ paddingRight: '3.75rem' });
export const withShortSuffix = style({ paddingRight: '2rem' });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.xs });

export const issue = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
});

export const sliderRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 9rem',
  alignItems: 'center',
  gap: vars.space.m,
});

export const slider = style({
  width: '100%',
  height: '44px',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
});

export const range = style({
  display: 'flex',
  justifyContent: 'space-between',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const list = style({ display: 'grid', gap: 0, margin: 0 });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.m,
  paddingBlock: vars.space.s,
  borderBottom: `1px solid ${vars.color.border}`,
  // On paper, rows sit closer so the longest breakdown still fits one page.
  '@media': { print: { paddingBlock: '2pt' } },
});

export const term = style({ color: vars.color.textMuted });

export const amount = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'right',
});

export const totalRow = style([row, { borderBottom: 0, paddingTop: vars.space.m, fontSize: vars.fontSize.l }]);

export const headline = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  fontVariantNumeric: 'tabular-nums',
});

export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s, marginBottom: vars.space.s });

export const notice = style({
  marginTop: vars.space.m,
  padding: `${vars.space.s} ${vars.space.m}`,
  borderLeft: `4px solid ${vars.color.notice}`,
  background: vars.color.noticeSurface,
  color: vars.color.text,
  fontSize: vars.fontSize.s,
  borderRadius: vars.radius.s,
});

export const actions = style({ display: 'grid', gap: vars.space.s, marginTop: vars.space.l, minWidth: 0 });

/** Long labels (Spanish, 375 px) wrap instead of pushing the button out of the panel. */
export const wrapButton = style({ whiteSpace: 'normal', textWrapStyle: 'balance' });

export const note = style({
  marginTop: vars.space.m,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
});

export const textButton = style({
  justifySelf: 'start',
  padding: `${vars.space.xxs} 0`,
  minHeight: '44px',
  border: 0,
  background: 'none',
  color: vars.color.link,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.linkHover } },
});

export const explanations = style({ marginTop: vars.space.xxl });

export const sectionHeading = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  marginBottom: vars.space.l,
});

/** Only on paper: the scenario's address, so a printout leads back to the same figures. */
export const printOnly = style({ display: 'none', '@media': { print: { display: 'block' } } });

/** Left off paper: sliders, buttons, explanations. */
export const noPrint = style({ '@media': { print: { display: 'none' } } });

export const printRoot = style({});

// A one-page summary on paper (US Letter): the page's header, footer and floating buttons, the
// sliders, the field hints, the explanations and every section of the page without the calculator
// (how it works, more calculators) stay off it; the hero keeps only its heading; the page prints at
// 78% so the longest calculator still fits; colours print as black on white.
const onPaper = (selector: string) => `body:has(${printRoot}) ${selector}`;
globalStyle(
  [
    onPaper('main ~ *'),
    onPaper('*:has(~ main)'),
    onPaper('[data-print="hide"]'),
    onPaper(`section:has([data-print="hide"]):not(:has(${printRoot}))`),
    onPaper('main > header p'),
    onPaper('main > header::before'),
    onPaper('main > header::after'),
  ].join(', '),
  { '@media': { print: { display: 'none !important' } } },
);
globalStyle(`${printRoot} input[type="range"], ${printRoot} ${range}, ${printRoot} ${field} > ${hint}`, {
  '@media': { print: { display: 'none' } },
});
// Screen controls stay off paper: every button (e.g. "use the estimate"), and a choice between
// options prints as the option chosen, without its radio buttons.
globalStyle(
  [
    `${printRoot} button`,
    `${printRoot} [role="button"]`,
    `${printRoot} select`,
    `${printRoot} input[type="radio"]`,
    `${printRoot} input[type="checkbox"]`,
    `${printRoot} label:has(> input[type="radio"]:not(:checked))`,
  ].join(', '),
  { '@media': { print: { display: 'none !important' } } },
);
globalStyle(onPaper('main'), { '@media': { print: { paddingTop: '0 !important', zoom: 0.78 } } });
globalStyle(onPaper('main > header'), {
  '@media': { print: { padding: '0 0 8pt !important', minHeight: '0 !important' } },
});
globalStyle(onPaper('main > section'), { '@media': { print: { paddingBlock: '0 !important' } } });
globalStyle(onPaper('*'), {
  '@media': {
    print: { color: '#000 !important', background: 'transparent !important', boxShadow: 'none !important' },
  },
});
globalStyle(`${printRoot} ${panel}`, {
  '@media': { print: { padding: '8pt', border: '1px solid #999', position: 'static' } },
});
globalStyle(`${printRoot} ${layout}`, { '@media': { print: { gridTemplateColumns: '1fr 1fr', gap: '12pt' } } });
globalStyle(`${printRoot} ${fields}`, { '@media': { print: { gap: '6pt', gridTemplateColumns: '1fr 1fr' } } });
// The number box takes the slider's column; its sides keep room for the $ and % signs.
globalStyle(`${printRoot} ${sliderRow}`, { '@media': { print: { gridTemplateColumns: 'minmax(0, 1fr)' } } });
globalStyle(`${printRoot} ${input}`, {
  '@media': { print: { minHeight: 0, paddingTop: '2pt', paddingBottom: '2pt', border: 0 } },
});
