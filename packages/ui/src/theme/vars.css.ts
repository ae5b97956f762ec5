import { createThemeContract } from '@vanilla-extract/css';
import { brandTokens } from './tokens';
import { themeValues } from './themeValues';

/** The theme contract: every component reads these CSS variables, never raw values. */
export const vars = createThemeContract(themeValues(brandTokens));
