import {
  CHAT_CREDIT_SCORE_LABELS,
  CHAT_CREDIT_SCORES,
  CHAT_PROPERTY_TYPE_LABELS,
  CHAT_PROPERTY_TYPES,
  CONTACT_LOAN_TYPE_LABELS,
  CONTACT_LOAN_TYPES,
  CREDIT_SCORE_LABELS,
  CREDIT_SCORES,
  EMPLOYMENT_STATUS_LABELS,
  EMPLOYMENT_STATUSES,
  LOAN_PURPOSE_LABELS,
  LOAN_PURPOSES,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  TIMELINE_LABELS,
  TIMELINES,
} from './options';

const lists = [
  ['PROPERTY_TYPES', PROPERTY_TYPES, PROPERTY_TYPE_LABELS],
  ['CREDIT_SCORES', CREDIT_SCORES, CREDIT_SCORE_LABELS],
  ['EMPLOYMENT_STATUSES', EMPLOYMENT_STATUSES, EMPLOYMENT_STATUS_LABELS],
  ['LOAN_PURPOSES', LOAN_PURPOSES, LOAN_PURPOSE_LABELS],
  ['TIMELINES', TIMELINES, TIMELINE_LABELS],
  ['CONTACT_LOAN_TYPES', CONTACT_LOAN_TYPES, CONTACT_LOAN_TYPE_LABELS],
  ['CHAT_PROPERTY_TYPES', CHAT_PROPERTY_TYPES, CHAT_PROPERTY_TYPE_LABELS],
  ['CHAT_CREDIT_SCORES', CHAT_CREDIT_SCORES, CHAT_CREDIT_SCORE_LABELS],
] as const;

describe('form options', () => {
  it('keeps the values of docs/behaviour.md §3', () => {
    expect(PROPERTY_TYPES).toEqual(['single-family', 'condo', 'townhouse', 'multi-family', 'investment']);
    expect(CREDIT_SCORES).toEqual(['excellent', 'good', 'fair', 'poor', 'unknown']);
    expect(EMPLOYMENT_STATUSES).toEqual(['employed', 'self-employed', 'business-owner', 'retired', 'other']);
    expect(LOAN_PURPOSES).toEqual(['purchase', 'refinance', 'cash-out', 'investment']);
    expect(TIMELINES).toEqual(['asap', '30-days', '60-days', '90-days', '6-months', 'just-looking']);
    expect(CONTACT_LOAN_TYPES).toEqual(['purchase', 'refinance', 'cash-out', 'investment', 'other']);
    expect(CHAT_PROPERTY_TYPES).toHaveLength(4);
    expect(CHAT_CREDIT_SCORES).toHaveLength(4);
  });

  it('uses the Spanish contact loan-type wording of docs/behaviour.md §3', () => {
    expect(CONTACT_LOAN_TYPE_LABELS.es).toEqual({
      purchase: 'Compra de Casa',
      refinance: 'Refinanciamiento',
      'cash-out': 'Refinanciamiento de Efectivo',
      investment: 'Propiedad de Inversión',
      other: 'Otro',
    });
    expect(CHAT_PROPERTY_TYPE_LABELS.en['primary-residence']).toBe('Primary Residence');
    expect(CHAT_CREDIT_SCORE_LABELS.en['below-620']).toBe('Below 620');
  });

  it.each(lists)('%s has a distinct label for every value in both languages', (_name, values, labels) => {
    for (const lang of ['en', 'es'] as const) {
      const record = labels[lang] as Record<string, string>;
      expect(Object.keys(record).sort()).toEqual([...values].sort());
      const texts = Object.values(record);
      expect(texts.every((t) => t.trim().length > 0)).toBe(true);
      expect(new Set(texts).size).toBe(texts.length);
    }
  });
});
