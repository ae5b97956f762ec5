import type { Language } from '@broker/core';
import { fillTemplate } from '@broker/core/text';
import {
  attributionValues,
  brokerText,
  consentValues,
  detailValues,
  doNotContactValue,
  fullName,
  miamiClock,
  miamiTime,
  scenarioValues,
  subjectTopic,
  type FieldKey,
} from '../broker/present';
import type { LeadRecord } from '../store';

/** A stored lead as the deliveries see it. */
export type LeadForDelivery = LeadRecord;

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : String(value);
}

function transcriptText(lead: LeadForDelivery): string {
  return lead.transcript.map((m) => `[${m.at}] ${m.sender === 'user' ? 'Visitor' : 'Assistant'}: ${m.text}`).join('\n');
}

/**
 * The CRM form fields of docs/behaviour.md §7.3, by form type. Chat leads use the same names where the chat
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

/**
 * The CRM fields of docs/behaviour.md §7.3 followed by the visit's attribution under its parameter names
 * (`utm_source` … `msclkid`, `landing_page`, `referrer`), when there is any.
 */
export function crmFieldsWithAttribution(lead: LeadForDelivery): [string, string][] {
  const attribution = attributionValues(lead.attribution).map(([key, value]): [string, string] => [
    key === 'landingPage' ? 'landing_page' : key,
    value,
  ]);
  return [...crmFields(lead), ...attribution];
}

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

type Row = [label: string, value: string, href?: string];

interface Section {
  title: string;
  rows: Row[];
  /** Shown instead of rows (a note or running text). */
  note?: string;
}

function textSection(section: Section): string {
  const width = Math.max(0, ...section.rows.map(([label]) => label.length));
  const lines = section.rows.map(([label, value]) => {
    const [first = '', ...more] = value.split('\n');
    return [`${`${label}:`.padEnd(width + 2)}${first}`, ...more.map((line) => `${' '.repeat(width + 2)}${line}`)].join(
      '\n',
    );
  });
  return [section.title.toUpperCase(), ...(section.note ? [section.note] : []), ...lines].join('\n');
}

function htmlSection(section: Section): string {
  const cell = 'padding:6px 12px 6px 0;vertical-align:top;border-bottom:1px solid #e5e7eb';
  const rows = section.rows
    .map(([label, value, href]) => {
      const shown = escapeHtml(value).replace(/\n/g, '<br>');
      const content = href ? `<a href="${escapeHtml(href)}">${shown}</a>` : shown;
      return `<tr><th scope="row" align="left" style="${cell};color:#4b5563;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th><td style="${cell}">${content}</td></tr>`;
    })
    .join('');
  const note = section.note ? `<p style="margin:0 0 8px">${escapeHtml(section.note).replace(/\n/g, '<br>')}</p>` : '';
  const table = rows
    ? `<table role="presentation" cellspacing="0" cellpadding="0" style="border-collapse:collapse;width:100%">${rows}</table>`
    : '';
  return `<h2 style="font-size:16px;margin:24px 0 8px;color:#0b2545">${escapeHtml(section.title)}</h2>${note}${table}`;
}

function transcriptRows(lead: LeadForDelivery, language: Language): Row[] {
  const t = brokerText(language);
  return lead.transcript.map((m): Row => [
    `${m.sender === 'user' ? t.visitor : t.assistant} · ${miamiClock(m.at, language)}`,
    m.text,
  ]);
}

/**
 * The broker's e-mail about a lead (or, for `transcript`, about a finished chat): an HTML part and
 * a plain-text part with the same content, in the broker's language, times in Miami time, choices
 * as their labels, the visitor's language and page, where they came from and their consent.
 */
export function leadEmail(lead: LeadForDelivery, kind: 'lead' | 'transcript', language: Language = 'en'): LeadEmail {
  const t = brokerText(language);
  const f = (key: FieldKey) => t.fields[key];
  const name = fullName(lead) || lead.email || t.visitor;
  const topic = kind === 'lead' ? subjectTopic(lead, language) : '';
  const subjectKey = kind === 'transcript' ? 'transcript' : lead.formType;
  const subject = `${fillTemplate(t.subject[subjectKey], { name })}${topic ? ` — ${topic}` : ''}`;
  const heading = t.heading[subjectKey];
  const visitorLanguage = t.languages[lead.language] ?? lead.language;

  const sections: Section[] = [
    {
      title: t.sections.visitor,
      rows: [
        [f('name'), name],
        ...(lead.email ? [[f('email'), lead.email, `mailto:${lead.email}`] as Row] : []),
        ...(lead.phone ? [[f('phone'), lead.phone, `tel:${lead.phone.replace(/[^\d+]/g, '')}`] as Row] : []),
        [f('language'), visitorLanguage],
        ...(lead.doNotContact.length > 0 ? [[f('doNotContact'), doNotContactValue(lead, language)] as Row] : []),
      ],
    },
    {
      title: t.sections.request,
      rows: [
        [f('form'), t.forms[lead.formType]],
        [f('received'), miamiTime(lead.createdAt, language)],
        [f('page'), lead.source ?? ''],
        ...detailValues(lead, language).map(([key, value]): Row => [f(key), value]),
        [f('leadId'), lead.id],
      ],
    },
    ...(scenarioValues(lead, language).length > 0
      ? [
          {
            title: t.sections.scenario,
            rows: scenarioValues(lead, language).map(([key, value]): Row => [f(key), value]),
          },
        ]
      : []),
    {
      title: t.sections.source,
      rows: attributionValues(lead.attribution).map(([key, value]): Row => [f(key), value]),
      note:
        lead.attribution && attributionValues(lead.attribution).some(([k]) => k !== 'landingPage')
          ? undefined
          : t.direct,
    },
    lead.consent
      ? {
          title: t.sections.consent,
          rows: consentValues(lead.consent, language).map(([key, value]): Row => [f(key), value]),
        }
      : { title: t.sections.consent, rows: [], note: t.noConsent },
  ];
  if (lead.transcript.length > 0) {
    sections.push({ title: t.sections.transcript, rows: transcriptRows(lead, language) });
  }

  const hint = lead.email ? fillTemplate(t.replyHint, { name }) : '';
  const text = [heading, ...(hint ? [hint] : []), ...sections.map(textSection)].join('\n\n');
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#111827;background:#ffffff">',
    `<h1 style="font-size:20px;margin:0 0 4px;color:#0b2545">${escapeHtml(heading)}</h1>`,
    hint ? `<p style="margin:0 0 8px;color:#4b5563">${escapeHtml(hint)}</p>` : '',
    ...sections.map(htmlSection),
    '</body></html>',
  ].join('');
  return { subject, text: `${text}\n`, html };
}
