import { pluralText } from './plural';

describe('pluralText', () => {
  const en = { years_one: '{{count}} year', years_other: '{{count}} years', unit_one: 'year', unit_other: 'years' };
  const es = { years_one: '{{count}} año', years_other: '{{count}} años', unit_one: 'año', unit_other: 'años' };

  it('says one year, and years for every other count, in English', () => {
    expect(pluralText(en, 'years', 1, 'en')).toBe('1 year');
    expect(pluralText(en, 'years', 0, 'en')).toBe('0 years');
    expect(pluralText(en, 'years', 30, 'en')).toBe('30 years');
    expect(pluralText(en, 'years', 1.5, 'en')).toBe('1.5 years');
  });

  it('says 1 año and 30 años in Spanish, with _other for the forms the copy leaves out', () => {
    expect(pluralText(es, 'years', 1, 'es')).toBe('1 año');
    expect(pluralText(es, 'years', 30, 'es')).toBe('30 años');
    // Spanish has a "many" category for millions; the copy's _other form stands in for it.
    expect(pluralText(es, 'years', 1_000_000, 'es')).toBe('1000000 años');
  });

  it('picks a unit word with no count in it', () => {
    expect(pluralText(en, 'unit', 1, 'en')).toBe('year');
    expect(pluralText(es, 'unit', 2, 'es')).toBe('años');
  });
});
