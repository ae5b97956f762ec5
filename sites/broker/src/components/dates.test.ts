import { monthYear } from './dates';

describe('monthYear', () => {
  it('writes the month and year in each language', () => {
    expect(monthYear('2025-01-15', 'en')).toBe('January 2025');
    expect(monthYear('2025-01-15T00:00:00.000Z', 'es')).toBe('Enero 2025');
    expect(monthYear('2024-12-01', 'es')).toBe('Diciembre 2024');
  });
});
