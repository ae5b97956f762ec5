import type { FormType } from '../store';

/** A stored lead as the deliveries see it. */
export interface LeadForDelivery {
  id: string;
  formType: FormType;
  language: string;
  source: string | null;
  createdAt: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  payload: Record<string, unknown>;
  consent: { text: string; consentedAt: string } | null;
  transcript: { sender: 'user' | 'bot'; text: string; at: string }[];
}

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : String(value);
}

function transcriptText(lead: LeadForDelivery): string {
  return lead.transcript.map((m) => `[${m.at}] ${m.sender === 'user' ? 'Visitor' : 'Assistant'}: ${m.text}`).join('\n');
}

/**
 * The CRM form fields of SPEC §7.3, by form type. Chat leads use the same names where the chat
 * lead form has the same field.
 */
export function crmFields(lead: LeadForDelivery): [string, string][] {
  const p = lead.payload;
  const person: [string, string][] = [
    ['firstname', text(lead.firstName)],
    ['lastname', text(lead.lastName)],
    ['email', text(lead.email)],
    ['phone', text(lead.phone)],
  ];
  switch (lead.formType) {
    case 'prequalification':
      return [
        ...person,
        ['property_type', text(p.propertyType)],
        ['property_value', text(p.propertyValue)],
        ['down_payment', text(p.downPayment)],
        ['credit_score', text(p.creditScore)],
        ['annual_income', text(p.annualIncome)],
        ['employment_status', text(p.employmentStatus)],
        ['City', text(p.propertyLocation)],
        ['loan_purpose', text(p.loanPurpose)],
        ['timeline', text(p.timeline)],
        ['monthly_debt', text(p.monthlyDebt)],
        ['Message', text(p.additionalInfo)],
      ];
    case 'contact':
      return [...person, ['loan_type', text(p.loanType)], ['Message', text(p.message)]];
    case 'chat':
      return [
        ...person,
        ['property_type', text(p.propertyType)],
        ['loan_amount', text(p.loanAmount)],
        ['credit_score', text(p.creditScore)],
        ['timeline', text(p.timeline)],
        ['Message', `Lead captured by the website chat assistant.\n\n${transcriptText(lead)}`.slice(0, 5000)],
      ];
  }
}

const FORM_TITLES: Record<FormType, string> = {
  prequalification: 'Pre-qualification',
  contact: 'Contact',
  chat: 'Chat',
};

const LABELS: Record<string, string> = {
  propertyType: 'Property type',
  propertyValue: 'Property value',
  downPayment: 'Down payment',
  creditScore: 'Credit score',
  annualIncome: 'Annual income',
  employmentStatus: 'Employment status',
  propertyLocation: 'Property location',
  loanPurpose: 'Loan purpose',
  timeline: 'Timeline',
  monthlyDebt: 'Monthly debt',
  additionalInfo: 'Additional information',
  loanType: 'Loan type',
  message: 'Message',
  loanAmount: 'Loan amount',
};

/** The e-mail to the broker about a lead, or with a finished chat's transcript. */
export function leadEmail(lead: LeadForDelivery, kind: 'lead' | 'transcript'): { subject: string; text: string } {
  const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ') || 'Website visitor';
  const lines = [
    `${FORM_TITLES[lead.formType]} lead ${lead.id}`,
    `Received: ${lead.createdAt}`,
    `Language: ${lead.language}`,
    `Page: ${lead.source ?? ''}`,
    '',
    `Name: ${name}`,
    `E-mail: ${lead.email ?? ''}`,
    `Phone: ${lead.phone ?? ''}`,
  ];
  for (const [key, label] of Object.entries(LABELS)) {
    const value = lead.payload[key];
    if (value !== undefined && value !== null && value !== '') lines.push(`${label}: ${text(value)}`);
  }
  if (lead.consent) {
    lines.push('', `Consent to be contacted (${lead.consent.consentedAt}): "${lead.consent.text}"`);
  }
  if (lead.transcript.length > 0) lines.push('', 'Chat transcript:', transcriptText(lead));
  const subject =
    kind === 'transcript'
      ? `Chat transcript: ${name} (lead ${lead.id.slice(0, 8)})`
      : `New ${FORM_TITLES[lead.formType].toLowerCase()} lead: ${name}`;
  return { subject, text: lines.join('\n') };
}
