import fc from 'fast-check';
import { readNumberInput } from './readNumberInput';

const price = { max: 1_000_000_000, required: true };
const term = { min: 15, max: 30, whole: true, required: true };

describe('readNumberInput', () => {
  it('reads amounts as people type them', () => {
    expect(readNumberInput('$500,000', price)).toEqual({ value: 500000 });
    expect(readNumberInput(' 6,5 ', { max: 25 })).toEqual({ value: 6.5 });
    expect(readNumberInput('7.25%', { max: 25 })).toEqual({ value: 7.25 });
    expect(readNumberInput('0', price)).toEqual({ value: 0 });
  });

  it('names each problem and reads the text as a usable value', () => {
    expect(readNumberInput('', price)).toEqual({ value: 0, issue: 'empty' });
    expect(readNumberInput('   ', { max: 10 })).toEqual({ value: 0 });
    expect(readNumberInput('abc', price)).toEqual({ value: 0, issue: 'notNumber' });
    expect(readNumberInput('12e5', price)).toEqual({ value: 0, issue: 'notNumber' });
    expect(readNumberInput('-5000', price)).toEqual({ value: 0, issue: 'negative' });
    expect(readNumberInput('− 5,000', price)).toEqual({ value: 0, issue: 'negative' });
    expect(readNumberInput('99999999999999999999', price)).toEqual({ value: 1_000_000_000, issue: 'tooLarge' });
    expect(readNumberInput('10', term)).toEqual({ value: 15, issue: 'tooSmall' });
    expect(readNumberInput('0', term)).toEqual({ value: 15, issue: 'tooSmall' });
    expect(readNumberInput('22.5', term)).toEqual({ value: 23, issue: 'notWhole' });
    expect(readNumberInput('45', term)).toEqual({ value: 30, issue: 'tooLarge' });
  });

  it('refuses a term below its range instead of putting the minimum in its place', () => {
    const refused = { ...term, refuseBelowMin: true };
    for (const text of ['0', '', '  ', '-5', '− 10', 'abc', '10', '14.4', '0.5'])
      expect(readNumberInput(text, refused)).toEqual({ value: 0, issue: 'outOfRange' });
    expect(readNumberInput('15', refused)).toEqual({ value: 15 });
    expect(readNumberInput('22.5', refused)).toEqual({ value: 23, issue: 'notWhole' });
    expect(readNumberInput('45', refused)).toEqual({ value: 30, issue: 'tooLarge' });
  });

  it('never gives a negative, infinite or NaN value, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (text, whole) => {
        const { value } = readNumberInput(text, { min: 1, max: 1e9, whole });
        expect(Number.isFinite(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1e9);
      }),
      { numRuns: 500 },
    );
  });
});
