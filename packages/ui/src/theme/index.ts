export { vars } from './vars.css';
export { themeClass } from './theme.css';
export { root as themeRootClass } from './global.css';
export { brandTokens, breakpoints, mq } from './tokens';
export type { Tokens, ColorTokens, Breakpoint } from './tokens';
export { themeValues } from './themeValues';
export type { ThemeValues } from './themeValues';
export { contrastRatio, relativeLuminance, contrastPairs } from './contrast';
export type { ContrastPair } from './contrast';
