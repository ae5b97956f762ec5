import { brandTokens } from './tokens';
import { contrastPairs, contrastRatio, relativeLuminance } from './contrast';

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0b6462', '#0b6462')).toBe(1);
  });

  it('matches published WCAG figures', () => {
    // #767676 on white is the well-known 4.54:1 grey.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(relativeLuminance('#ffffff')).toBe(1);
  });

  it('rejects colours that are not #rrggbb', () => {
    expect(() => relativeLuminance('rgb(0,0,0)')).toThrow(/#rrggbb/);
  });
});

describe('brand theme', () => {
  it.each(contrastPairs.map((pair) => [pair.foreground, pair.background, pair.minimum] as const))(
    '%s on %s reaches %s:1',
    (foreground, background, minimum) => {
      const ratio = contrastRatio(brandTokens.color[foreground], brandTokens.color[background]);
      expect(ratio).toBeGreaterThanOrEqual(minimum);
    },
  );

  it('checks every text colour the theme defines', () => {
    const foregrounds = new Set(contrastPairs.map((pair) => pair.foreground));
    const textRoles = Object.keys(brandTokens.color).filter((role) =>
      /^(text|link|on|accentText|accentOnInverse|danger$|success$|notice$|focus|borderStrong)/.test(role),
    );
    expect(textRoles.filter((role) => !foregrounds.has(role as never))).toEqual([]);
  });
});
