import { addMonths } from './addMonths';

describe('addMonths', () => {
  it('moves across years both ways', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2027, month: 1 }, 359)).toEqual({ year: 2056, month: 12 });
    expect(addMonths({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
    expect(addMonths({ year: 2026, month: 5 }, 0)).toEqual({ year: 2026, month: 5 });
  });

  it('counts whole months only', () => {
    expect(addMonths({ year: 2026, month: 1 }, 2.9)).toEqual({ year: 2026, month: 3 });
  });
});
