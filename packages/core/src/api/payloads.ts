import type { Attribution } from '../attribution/fields';
import type { Language } from '../routes';
import type {
  LeadScenario,
  ContactField,
  ContactLoanType,
  ContactPayload,
  CreditScore,
  EmploymentStatus,
  FieldErrors,
  LoanPurpose,
  PrequalificationField,
  PrequalificationPayload,
  PropertyType,
  Timeline,
} from '../validation';

/** The pre-qualification form as the person filled it in (docs/behaviour.md §3); selects are `''` until chosen. */
export interface PrequalificationFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  propertyType: string;
  propertyValue: string | number;
  downPayment: string | number;
  creditScore: string;
  annualIncome: string | number;
  monthlyDebt: string;
  employmentStatus: string;
  propertyLocation: string;
  loanPurpose: string;
  timeline: string;
  additionalInfo: string;
  /** The hidden honeypot input. */
  website?: string;
  /** Version of the consent notice shown next to the submit button (`currentConsent(language).version`). */
  consentVersion?: string;
  /** The optional automated-contact box; unticked unless the visitor ticks it. */
  automatedContact?: boolean;
  /** A calculator scenario sent along ("Send this scenario to a loan officer"). */
  scenario?: LeadScenario;
}

/** The contact form as the person filled it in (docs/behaviour.md §3). */
export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  loanType: string;
  message: string;
  website?: string;
  consentVersion?: string;
  automatedContact?: boolean;
}

/** Where and when a form is sent from. */
export interface SubmissionContext {
  language: Language;
  /** The page path, e.g. `/es/contacto`. */
  source: string;
  /** When the form was shown (ms since 1970). */
  startedAt?: number;
  /** Reuse the key of an earlier attempt of the same submission, so it is not stored twice. */
  idempotencyKey?: string;
  /** What brought the visitor (`readAttribution(sessionStorage)`). */
  attribution?: Attribution;
}

export type PrequalificationFormField =
  keyof PrequalificationFormValues | Exclude<PrequalificationField, 'first_name' | 'last_name'>;
export type ContactFormField = keyof ContactFormValues | Exclude<ContactField, 'first_name' | 'last_name'>;

/** A full name split on whitespace: the first word, then the rest (docs/behaviour.md §7.2). */
export function splitName(name: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

function optionalFields(
  values: { website?: string; consentVersion?: string; automatedContact?: boolean },
  context: SubmissionContext,
) {
  return {
    website: values.website ?? '',
    ...(context.startedAt !== undefined ? { startedAt: context.startedAt } : {}),
    // The schema checks the version against the published ones.
    ...(values.consentVersion !== undefined
      ? { consentVersion: values.consentVersion, automatedContact: values.automatedContact === true }
      : {}),
    ...(context.attribution ? { attribution: context.attribution } : {}),
  };
}

interface Stamp {
  idempotencyKey: string;
  /** ISO time of sending. */
  ts: string;
}

/** The docs/behaviour.md §7.2 payload for the form's values. Option values are checked by the schema, not here. */
export function toPrequalificationPayload(
  values: PrequalificationFormValues,
  context: SubmissionContext,
  stamp: Stamp,
): PrequalificationPayload {
  return {
    formType: 'Pre-qualification',
    first_name: values.firstName,
    last_name: values.lastName,
    email: values.email,
    phone: values.phone,
    propertyType: values.propertyType as PropertyType,
    propertyValue: values.propertyValue,
    downPayment: values.downPayment,
    creditScore: values.creditScore as CreditScore | '',
    annualIncome: values.annualIncome,
    employmentStatus: values.employmentStatus as EmploymentStatus,
    propertyLocation: values.propertyLocation,
    loanPurpose: values.loanPurpose as LoanPurpose,
    timeline: values.timeline as Timeline | '',
    monthlyDebt: values.monthlyDebt,
    additionalInfo: values.additionalInfo,
    language: context.language,
    source: context.source,
    ts: stamp.ts,
    idempotencyKey: stamp.idempotencyKey,
    ...optionalFields(values, context),
    ...(values.scenario ? { scenario: values.scenario } : {}),
  };
}

export function toContactPayload(values: ContactFormValues, context: SubmissionContext, stamp: Stamp): ContactPayload {
  return {
    formType: 'Contact',
    ...splitName(values.name),
    email: values.email,
    phone: values.phone,
    loanType: values.loanType as ContactLoanType | '',
    message: values.message,
    language: context.language,
    source: context.source,
    ts: stamp.ts,
    idempotencyKey: stamp.idempotencyKey,
    ...optionalFields(values, context),
  };
}

function renameFields<Field extends string>(errors: FieldErrors, names: Record<string, Field>): FieldErrors<Field> {
  const renamed: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const name = names[field] ?? field;
    if (message !== undefined && !(name in renamed)) renamed[name] = message;
  }
  return renamed as FieldErrors<Field>;
}

/** Payload field errors keyed by the form's own field names (`first_name` → `firstName`). */
export function prequalificationFormErrors(errors: FieldErrors): FieldErrors<PrequalificationFormField> {
  return renameFields(errors, { first_name: 'firstName', last_name: 'lastName' });
}

/** Payload field errors keyed by the contact form's field names (both name parts → `name`). */
export function contactFormErrors(errors: FieldErrors): FieldErrors<ContactFormField> {
  return renameFields(errors, { first_name: 'name', last_name: 'name' });
}
