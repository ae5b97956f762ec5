import { createTheme } from '@vanilla-extract/css';
import { brandTokens } from './tokens';
import { themeValues } from './themeValues';
import { vars } from './vars.css';

/** Class that applies the brand theme; put it on the root element of the page (ThemeRoot does). */
export const themeClass = createTheme(vars, themeValues(brandTokens), 'brand');
