import { roundHalfUp, roundToCents, toCents } from './money';

describe('money rounding', () => {
  it('rounds half a cent up even when binary floating point lands just below it', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(523.125)).toBe(52313);
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundHalfUp(52312.5)).toBe(52313);
  });

  it('rounds negatives away from zero', () => {
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(-0.004)).toBe(-0);
  });
});
