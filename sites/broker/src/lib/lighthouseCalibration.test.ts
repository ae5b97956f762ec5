import { calibratedMultiplier, median } from '../../budgets/calibration';

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

describe('median', () => {
  it('takes the middle value', () => {
    expect(median([97, 91, 95])).toBe(95);
    expect(median([1, 2, 3, 4])).toBe(2.5);
  });
});
