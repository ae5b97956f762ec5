import { calibratedMultiplier, currentMultiplier, median } from '../../budgets/calibration';

describe('calibratedMultiplier', () => {
  it('follows Lighthouse’s calibration table', () => {
    expect(calibratedMultiplier(1750, {})).toBe(4);
    expect(calibratedMultiplier(1500, {})).toBe(4);
    expect(calibratedMultiplier(1481, {})).toBe(2);
    expect(calibratedMultiplier(1000, {})).toBe(2);
    expect(calibratedMultiplier(750, {})).toBe(1.5);
    expect(calibratedMultiplier(200, {})).toBe(1);
  });

  it('lets LIGHTHOUSE_CPU_MULTIPLIER override it', () => {
    expect(calibratedMultiplier(1000, { LIGHTHOUSE_CPU_MULTIPLIER: '4' })).toBe(4);
  });
});

describe('currentMultiplier', () => {
  it('follows the host as its speed changes: the median of its latest readings', () => {
    const fastThenSlow = [1620, 1650, 1580, 1700, 1610, 1640];
    expect(currentMultiplier(fastThenSlow, 6, {})).toBe(4);
    expect(currentMultiplier([...fastThenSlow, 870, 1050], 6, {})).toBe(4);
    expect(currentMultiplier([...fastThenSlow, 870, 1050, 940], 6, {})).toBe(2);
  });

  it('ignores one stray reading', () => {
    expect(currentMultiplier([1620, 1650, 600, 1700, 1610], 6, {})).toBe(4);
  });
});

describe('median', () => {
  it('takes the middle value', () => {
    expect(median([97, 91, 95])).toBe(95);
    expect(median([1, 2, 3, 4])).toBe(2.5);
  });
});
