import type { LeadExportRow } from './store';

export type ExportFormat = 'csv' | 'json';

const COLUMNS: [string, (row: LeadExportRow) => unknown][] = [
  ['id', (r) => r.id],
  ['created_at', (r) => r.createdAt],
  ['form_type', (r) => r.formType],
  ['status', (r) => r.status],
  ['language', (r) => r.language],
  ['source', (r) => r.source],
  ['first_name', (r) => r.firstName],
  ['last_name', (r) => r.lastName],
  ['email', (r) => r.email],
  ['phone', (r) => r.phone],
  ['crm_delivery', (r) => r.crm],
  ['email_delivery', (r) => r.emailDelivery],
  ['consent', (r) => r.consent],
  ['details', (r) => JSON.stringify(r.payload)],
  ['transcript', (r) => r.transcript.map((m) => `${m.sender}: ${m.text}`).join('\n')],
];

/** A CSV cell; text a spreadsheet would run as a formula is prefixed with an apostrophe. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function formatLeads(rows: readonly LeadExportRow[], format: ExportFormat): string {
  if (format === 'json') return `${JSON.stringify(rows, null, 2)}\n`;
  const lines = [COLUMNS.map(([name]) => name).join(',')];
  for (const row of rows) lines.push(COLUMNS.map(([, get]) => cell(get(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
