import type { Language } from '../routes';

/**
 * The choices the forms offer, as the values sent to the server (docs/behaviour.md §3). Each list gives both
 * the TypeScript type and the runtime check; the `…_LABELS` records give what a person reads.
 */
export const PROPERTY_TYPES = ['single-family', 'condo', 'townhouse', 'multi-family', 'investment'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const CREDIT_SCORES = ['excellent', 'good', 'fair', 'poor', 'unknown'] as const;
export type CreditScore = (typeof CREDIT_SCORES)[number];

export const EMPLOYMENT_STATUSES = ['employed', 'self-employed', 'business-owner', 'retired', 'other'] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

export const LOAN_PURPOSES = ['purchase', 'refinance', 'cash-out', 'investment'] as const;
export type LoanPurpose = (typeof LOAN_PURPOSES)[number];

/** Pre-qualification timelines; the chat lead form offers the same ones. */
export const TIMELINES = ['asap', '30-days', '60-days', '90-days', '6-months', 'just-looking'] as const;
export type Timeline = (typeof TIMELINES)[number];

export const CONTACT_LOAN_TYPES = ['purchase', 'refinance', 'cash-out', 'investment', 'other'] as const;
export type ContactLoanType = (typeof CONTACT_LOAN_TYPES)[number];

export const CHAT_PROPERTY_TYPES = ['primary-residence', 'investment-property', 'second-home', 'refinance'] as const;
export type ChatPropertyType = (typeof CHAT_PROPERTY_TYPES)[number];

export const CHAT_CREDIT_SCORES = ['excellent', 'good', 'fair', 'below-620'] as const;
export type ChatCreditScore = (typeof CHAT_CREDIT_SCORES)[number];

type Labels<T extends string> = Readonly<Record<Language, Readonly<Record<T, string>>>>;

export const PROPERTY_TYPE_LABELS: Labels<PropertyType> = {
  en: {
    'single-family': 'Single-Family Home',
    condo: 'Condo',
    townhouse: 'Townhouse',
    'multi-family': 'Multi-Family (2-4 units)',
    investment: 'Investment Property',
  },
  es: {
    'single-family': 'Casa Unifamiliar',
    condo: 'Condominio',
    townhouse: 'Townhouse',
    'multi-family': 'Multifamiliar (de 2 a 4 unidades)',
    investment: 'Propiedad de Inversión',
  },
};

export const CREDIT_SCORE_LABELS: Labels<CreditScore> = {
  en: {
    excellent: 'Excellent (740+)',
    good: 'Good (680-739)',
    fair: 'Fair (620-679)',
    poor: 'Below 620',
    unknown: 'Not sure',
  },
  es: {
    excellent: 'Excelente (740+)',
    good: 'Bueno (de 680 a 739)',
    fair: 'Regular (de 620 a 679)',
    poor: 'Menos de 620',
    unknown: 'No estoy seguro',
  },
};

export const EMPLOYMENT_STATUS_LABELS: Labels<EmploymentStatus> = {
  en: {
    employed: 'Employed',
    'self-employed': 'Self-Employed',
    'business-owner': 'Business Owner',
    retired: 'Retired',
    other: 'Other',
  },
  es: {
    employed: 'Empleado',
    'self-employed': 'Trabajador Independiente',
    'business-owner': 'Dueño de Negocio',
    retired: 'Jubilado',
    other: 'Otro',
  },
};

export const LOAN_PURPOSE_LABELS: Labels<LoanPurpose> = {
  en: { purchase: 'Purchase', refinance: 'Refinance', 'cash-out': 'Cash-Out Refinance', investment: 'Investment' },
  es: {
    purchase: 'Compra',
    refinance: 'Refinanciamiento',
    'cash-out': 'Refinanciamiento con Retiro de Efectivo',
    investment: 'Inversión',
  },
};

export const TIMELINE_LABELS: Labels<Timeline> = {
  en: {
    asap: 'As soon as possible',
    '30-days': 'Within 30 days',
    '60-days': 'Within 60 days',
    '90-days': 'Within 90 days',
    '6-months': 'Within 6 months',
    'just-looking': 'Just looking',
  },
  es: {
    asap: 'Lo antes posible',
    '30-days': 'En 30 días',
    '60-days': 'En 60 días',
    '90-days': 'En 90 días',
    '6-months': 'En 6 meses',
    'just-looking': 'Solo estoy explorando',
  },
};

export const CONTACT_LOAN_TYPE_LABELS: Labels<ContactLoanType> = {
  en: {
    purchase: 'Home Purchase',
    refinance: 'Refinance',
    'cash-out': 'Cash-Out Refinance',
    investment: 'Investment Property',
    other: 'Other',
  },
  es: {
    purchase: 'Compra de Casa',
    refinance: 'Refinanciamiento',
    'cash-out': 'Refinanciamiento de Efectivo',
    investment: 'Propiedad de Inversión',
    other: 'Otro',
  },
};

export const CHAT_PROPERTY_TYPE_LABELS: Labels<ChatPropertyType> = {
  en: {
    'primary-residence': 'Primary Residence',
    'investment-property': 'Investment Property',
    'second-home': 'Second Home',
    refinance: 'Refinance',
  },
  es: {
    'primary-residence': 'Residencia Principal',
    'investment-property': 'Propiedad de Inversión',
    'second-home': 'Segunda Vivienda',
    refinance: 'Refinanciamiento',
  },
};

export const CHAT_CREDIT_SCORE_LABELS: Labels<ChatCreditScore> = {
  en: { excellent: 'Excellent (740+)', good: 'Good (680-739)', fair: 'Fair (620-679)', 'below-620': 'Below 620' },
  es: {
    excellent: 'Excelente (740+)',
    good: 'Bueno (de 680 a 739)',
    fair: 'Regular (de 620 a 679)',
    'below-620': 'Menos de 620',
  },
};
