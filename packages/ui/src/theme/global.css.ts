import { globalStyle, style } from '@vanilla-extract/css';
import { mq } from './tokens';
import { vars } from './vars.css';
import './fonts.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // Anchored sections must not hide under the fixed header.
  scrollPaddingTop: 'calc(80px + 1rem)',
});

globalStyle('body', { margin: 0, minHeight: '100vh' });

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol', { margin: 0 });
globalStyle('img, svg, video', { display: 'block', maxWidth: '100%', height: 'auto' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('button', { cursor: 'pointer' });
globalStyle('[hidden]', { display: 'none !important' });

/**
 * Base typography and colours of everything inside the themed root. Descendant rules use `:where`
 * so that any component class overrides them.
 */
export const root = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.m,
  lineHeight: vars.lineHeight.m,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.text,
  background: vars.color.background,
  // A long address or word breaks rather than pushing the page wider than the screen.
  overflowWrap: 'break-word',
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});

globalStyle(`:where(${root}) :where(h1, h2, h3)`, {
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '-0.01em',
  textWrap: 'balance',
});

globalStyle(`:where(${root}) a`, {
  color: vars.color.link,
  textUnderlineOffset: '0.15em',
  // E-mail addresses and URLs may break anywhere, also inside grid and flex items.
  overflowWrap: 'anywhere',
});
// A phone number stays on one line.
globalStyle(`:where(${root}) a[href^="tel:"]`, { whiteSpace: 'nowrap', overflowWrap: 'normal' });
globalStyle(`:where(${root}) a:where(:hover)`, { color: vars.color.linkHover });

globalStyle(`:where(${root}) :focus-visible`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle(`:where(${root}) ::selection`, { background: vars.color.surfaceWarm, color: vars.color.text });

// Under reduced motion nothing moves. Transitions are switched off rather than shortened: a
// duration forced on every element would make every property transition (the initial
// transition-property is `all`), so a script measuring layout would read the values of the frame
// before.
globalStyle('*, *::before, *::after', {
  '@media': {
    [mq.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionProperty: 'none !important',
    },
  },
});
