import fc from 'fast-check';
import { parseAmount, readAmount } from './parseAmount';

describe('readAmount', () => {
  it.each([
    ['500000', 500000],
    ['500000.50', 500000.5],
    ['6.5', 6.5],
    ['6.125', 6.125],
    ['6,5', 6.5],
    ['1234,56', 1234.56],
    ['$500,000', 500000],
    ['$ 500,000.50', 500000.5],
    ['US$1,250,000', 1250000],
    ['USD 750', 750],
    ['1,250', 1250],
    ['1,250,000', 1250000],
    ['500.000,50', 500000.5],
    ['1.250.000', 1250000],
    ['1.250.000,75', 1250000.75],
    ['500 000', 500000],
    ['500\u00a0000', 500000],
    ['6.5%', 6.5],
    ['  42  ', 42],
    ['.5', 0.5],
    ['5.', 5],
    ['0', 0],
  ])('reads %j as %d', (text, expected) => {
    expect(readAmount(text)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'abc',
    '-5',
    '+5',
    '1e5',
    '12abc',
    '$',
    '.',
    '1,2.5',
    '1.2.3,4',
    '12,34,567',
    '1.23.456',
    '5,5,5',
    '1,000.5.5',
    '9'.repeat(400),
  ])('finds no amount in %j', (text) => {
    expect(readAmount(text)).toBeUndefined();
  });
});

describe('parseAmount', () => {
  it('turns empty, negative and non-numeric input into 0, as the calculator form does', () => {
    expect(parseAmount('')).toBe(0);
    expect(parseAmount('abc')).toBe(0);
    expect(parseAmount('-100')).toBe(0);
    expect(parseAmount(undefined)).toBe(0);
    expect(parseAmount(null)).toBe(0);
    expect(parseAmount(Number.NaN)).toBe(0);
    expect(parseAmount(Number.POSITIVE_INFINITY)).toBe(0);
    expect(parseAmount(-3)).toBe(0);
  });

  it('keeps decimals and non-negative numbers', () => {
    expect(parseAmount('6.5')).toBe(6.5);
    expect(parseAmount(12.75)).toBe(12.75);
    expect(parseAmount('$1,234.56')).toBe(1234.56);
  });

  it('reads back any non-negative number written plainly or with US thousands separators', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const plain = `${whole}.${String(cents).padStart(2, '0')}`;
        const grouped = `$${whole.toLocaleString('en-US')}.${String(cents).padStart(2, '0')}`;
        expect(parseAmount(plain)).toBe(Number(plain));
        expect(parseAmount(grouped)).toBe(Number(plain));
      }),
    );
  });

  it('never returns a negative or non-finite number, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const value = parseAmount(text);
        expect(Number.isFinite(value) && value >= 0).toBe(true);
      }),
    );
  });
});
