import { formatUsd } from './formatUsd';

describe('formatUsd', () => {
  it('writes whole dollars with US grouping in both languages', () => {
    expect(formatUsd(2528.27, 'en')).toBe('$2,528');
    expect(formatUsd(2528.27, 'es')).toBe('$2,528');
    expect(formatUsd(1234567.5, 'en')).toBe('$1,234,568');
    expect(formatUsd(766550, 'es')).toBe('$766,550');
  });

  it('rounds half away from zero', () => {
    expect(formatUsd(0.5, 'en')).toBe('$1');
    expect(formatUsd(-2.5, 'en')).toBe('-$3');
  });

  it('shows $0 for zero, tiny negatives and non-finite values', () => {
    expect(formatUsd(0, 'en')).toBe('$0');
    expect(formatUsd(-0.2, 'en')).toBe('$0');
    expect(formatUsd(Number.NaN, 'es')).toBe('$0');
    expect(formatUsd(Number.POSITIVE_INFINITY, 'en')).toBe('$0');
  });
});
