import type { Language } from '@broker/core';
import {
  ATTRIBUTION_FIELDS,
  BROKER_TEXT,
  DETAIL_FIELDS,
  SCENARIO_FIELDS,
  automatedContactValue,
  doNotContactValue,
  brokerText,
  detailValues,
  miamiStamp,
  scenarioValues,
  type FieldKey,
} from './broker/present';
import type { Destination, LeadRecord } from './store';

export type ExportFormat = 'csv' | 'json';

type Column = [FieldKey, (row: LeadRecord, language: Language) => unknown];

function delivery(destination: Destination) {
  return (row: LeadRecord, language: Language) => {
    const state = row.deliveries.find((d) => d.destination === destination && d.kind === 'lead')?.status ?? 'none';
    return BROKER_TEXT[language].deliveries[state] ?? state;
  };
}

/** The spreadsheet's columns: labels in the broker's language, choices as labels, times in Miami time. */
const COLUMNS: Column[] = [
  ['leadId', (r) => r.id],
  ['received', (r) => miamiStamp(r.createdAt)],
  ['form', (r, l) => brokerText(l).forms[r.formType]],
  ['status', (r, l) => brokerText(l).statuses[r.status] ?? r.status],
  ['language', (r, l) => brokerText(l).languages[r.language] ?? r.language],
  ['page', (r) => r.source],
  ['firstName', (r) => r.firstName],
  ['lastName', (r) => r.lastName],
  ['email', (r) => r.email],
  ['phone', (r) => r.phone],
  ['doNotContact', (r, l) => doNotContactValue(r, l)],
  ...DETAIL_FIELDS.map((key): Column => [
    key,
    (r, l) => {
      const raw = r.payload[key];
      // Amounts stay numbers so the spreadsheet can sort and add them; choices read as labels.
      if (typeof raw === 'number') return raw;
      return detailValues(r, l).find(([k]) => k === key)?.[1] ?? '';
    },
  ]),
  ...SCENARIO_FIELDS.map((key): Column => [key, (r, l) => scenarioValues(r, l).find(([k]) => k === key)?.[1]]),
  ...ATTRIBUTION_FIELDS.map((key): Column => [key, (r) => r.attribution?.[key]]),
  ['consentVersion', (r) => r.consent?.version],
  ['consentSha256', (r) => r.consent?.sha256],
  ['automatedContact', (r, l) => (r.consent ? automatedContactValue(r.consent, l) : '')],
  ['consentedAt', (r) => (r.consent ? miamiStamp(r.consent.consentedAt) : '')],
  ['consentPage', (r) => r.consent?.page],
  ['consentIp', (r) => r.consent?.ipAddress],
  ['consentText', (r) => r.consent?.text],
  ['crmDelivery', delivery('crm')],
  ['emailDelivery', delivery('email')],
  ['webhookDelivery', delivery('webhook')],
  [
    'transcript',
    (r, l) =>
      r.transcript
        .map((m) => `${m.sender === 'user' ? brokerText(l).visitor : brokerText(l).assistant}: ${m.text}`)
        .join('\n'),
  ],
];

/** Characters that make a spreadsheet read a cell as a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A phone number as the forms accept it: digits and separators, nothing a formula could use. */
const PHONE_SHAPED = /^\+[\d\s().-]{6,40}$/;

/**
 * One CSV cell, always quoted, so a `,` or `;` inside can never split it into a new cell that
 * starts a formula, whichever separator the spreadsheet uses. Text starting like a formula is made
 * inert with a leading apostrophe, except a phone number such as `+1 305 555 0142`: it is written
 * `="+1 305 555 0142"`, which spreadsheets show as exactly that text (an apostrophe would show,
 * and the bare number would be read as a sum); it holds only digits and separators.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (PHONE_SHAPED.test(text)) return `"=""${text}"""`;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * The leads as the broker opens them: CSV with a UTF-8 byte-order mark (Excel then reads accents
 * right) and CRLF line ends, or the stored records as JSON (option codes, UTC times) for programs.
 */
export function formatLeads(rows: readonly LeadRecord[], format: ExportFormat, language: Language = 'en'): string {
  if (format === 'json') return `${JSON.stringify(rows, null, 2)}\n`;
  const fields = brokerText(language).fields;
  const lines = [COLUMNS.map(([key]) => csvCell(fields[key])).join(',')];
  for (const row of rows) lines.push(COLUMNS.map(([, get]) => csvCell(get(row, language))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
