import {
  CAMPAIGN_PARAMS,
  CHAT_CREDIT_SCORE_LABELS,
  CHAT_PROPERTY_TYPE_LABELS,
  CLICK_ID_PARAMS,
  CONTACT_LOAN_TYPE_LABELS,
  CREDIT_SCORE_LABELS,
  EMPLOYMENT_STATUS_LABELS,
  LOAN_PURPOSE_LABELS,
  PROPERTY_TYPE_LABELS,
  TIMELINE_LABELS,
  asksAutomatedContact,
  consentNotice,
  type Attribution,
  type Language,
  type LeadScenario,
} from '@broker/core';
import { fillTemplate } from '@broker/core/text';
import type { FormType, LeadRecord, StoredConsent } from '../store';

/** The time zone of the broker's office: every time the broker reads is in it. */
const BROKER_TIME_ZONE = 'America/New_York';

type Labels = Readonly<Record<string, string>>;
type PerLanguage<T> = Readonly<Record<Language, T>>;

/** What the broker reads in e-mails and the export, in the broker's language (`BROKER_LANGUAGE`). */
export const BROKER_TEXT = {
  en: {
    forms: { prequalification: 'Pre-qualification', contact: 'Contact', chat: 'Chat' },
    subject: {
      prequalification: 'New pre-qualification: {{name}}',
      contact: 'New contact message: {{name}}',
      chat: 'New chat lead: {{name}}',
      transcript: 'Chat transcript: {{name}}',
    },
    heading: {
      prequalification: 'New pre-qualification request',
      contact: 'New message from the contact form',
      chat: 'New lead from the website chat',
      transcript: 'The chat has ended: full conversation',
    },
    replyHint: 'Reply to this e-mail to answer {{name}} directly.',
    sections: {
      visitor: 'Contact details',
      request: 'Request',
      source: 'How they found us',
      consent: 'Consent to be contacted',
      transcript: 'Chat transcript',
      scenario: 'Calculator scenario sent with the request',
    },
    fields: {
      leadId: 'Lead ID',
      received: 'Received (Miami time)',
      form: 'Form',
      status: 'Status',
      name: 'Name',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail',
      phone: 'Phone',
      language: "Visitor's language",
      page: 'Page',
      propertyType: 'Property type',
      propertyValue: 'Property value',
      downPayment: 'Down payment',
      creditScore: 'Credit score',
      annualIncome: 'Annual income',
      monthlyDebt: 'Monthly debt payments',
      employmentStatus: 'Employment status',
      propertyLocation: 'Property location',
      loanPurpose: 'Loan purpose',
      timeline: 'Timeline',
      additionalInfo: 'Additional information',
      loanType: 'Loan type',
      message: 'Message',
      loanAmount: 'Loan amount',
      replaces: 'Corrects the earlier lead',
      utm_source: 'Source (utm_source)',
      utm_medium: 'Medium (utm_medium)',
      utm_campaign: 'Campaign (utm_campaign)',
      utm_term: 'Keyword (utm_term)',
      utm_content: 'Ad content (utm_content)',
      gclid: 'Google Ads click (gclid)',
      fbclid: 'Meta ads click (fbclid)',
      msclkid: 'Microsoft Ads click (msclkid)',
      landingPage: 'Landing page',
      referrer: 'Referring site',
      scenarioTool: 'Calculator',
      scenarioUrl: 'Scenario address',
      scenarioInputs: 'Scenario: entered',
      scenarioResults: 'Scenario: results',
      consentVersion: 'Notice version',
      consentSha256: 'Notice SHA-256',
      automatedContact: 'Automated calls and texts',
      doNotContact: 'Do-not-contact list',
      consentedAt: 'Agreed at (Miami time)',
      consentPage: 'Agreed on page',
      consentIp: 'Client address',
      consentText: 'Notice shown',
      transcript: 'Chat transcript',
      crmDelivery: 'CRM delivery',
      emailDelivery: 'E-mail delivery',
      webhookDelivery: 'Webhook delivery',
    },
    languages: { en: 'English', es: 'Spanish' } as Labels,
    tools: {
      payment: 'Mortgage payment',
      affordability: 'How much house can I afford',
      refinance: 'Refinance break-even',
      dscr: 'DSCR for investors',
      assetIncome: 'Asset-based income',
      cashToClose: 'Cash to close in Florida',
      pointsBuydowns: 'Points and buydowns',
    } as Labels,
    statuses: { received: 'Received', spam: 'Spam (not forwarded)' } as Labels,
    deliveries: { pending: 'Pending', delivered: 'Delivered', dead: 'Failed', none: 'Not configured' } as Labels,
    noConsent: 'No consent notice was recorded with this lead.',
    automatedContact: {
      agreed: 'Agreed (ticked the box; wording SHA-256 {{sha256}})',
      none: 'No automated-contact consent (box not ticked)',
      olderTicked:
        'Notice from before the automated-contact box: ticked its marketing-texts box (see the notice shown)',
      olderUnticked:
        'Notice from before the automated-contact box: marketing-texts box not ticked (see the notice shown)',
    },
    doNotContact: {
      listed:
        'Asked on {{date}} not to be contacted by {{points}}. Answer this request, and add no calls, texts or e-mails beyond it.',
      email: 'e-mail',
      phone: 'phone',
      and: ' or ',
    },
    direct: 'Direct or unknown',
    visitor: 'Visitor',
    assistant: 'Assistant',
    alert: {
      subject: 'Lead delivery failed: {{leadId}}',
      intro:
        'The website could not deliver a lead after retrying, so it stopped trying. The lead is safe in the store; nothing is lost.',
      failed: 'Failed deliveries',
      attempts: '{{destination}} ({{kind}}): {{attempts}} attempts, last answer {{status}}',
      destinations: { crm: 'CRM', email: 'Lead e-mail', webhook: 'Webhook', alert: 'Alert e-mail' } as Labels,
      kinds: { lead: 'lead', transcript: 'chat transcript' } as Labels,
      noAnswer: 'none (no connection)',
      next: 'Once the destination works again, run this on the server to send it again:',
      find: 'To see the lead itself:',
    },
  },
  es: {
    forms: { prequalification: 'Precalificación', contact: 'Contacto', chat: 'Chat' },
    subject: {
      prequalification: 'Nueva precalificación: {{name}}',
      contact: 'Nuevo mensaje de contacto: {{name}}',
      chat: 'Nuevo contacto desde el chat: {{name}}',
      transcript: 'Transcripción del chat: {{name}}',
    },
    heading: {
      prequalification: 'Nueva solicitud de precalificación',
      contact: 'Nuevo mensaje del formulario de contacto',
      chat: 'Nuevo contacto desde el chat del sitio',
      transcript: 'El chat terminó: conversación completa',
    },
    replyHint: 'Responda a este correo para contestarle a {{name}} directamente.',
    sections: {
      visitor: 'Datos de contacto',
      request: 'Solicitud',
      source: 'Cómo nos encontró',
      consent: 'Consentimiento para ser contactado',
      transcript: 'Transcripción del chat',
      scenario: 'Escenario de la calculadora enviado con la solicitud',
    },
    fields: {
      leadId: 'ID de la solicitud',
      received: 'Recibido (hora de Miami)',
      form: 'Formulario',
      status: 'Estado',
      name: 'Nombre',
      firstName: 'Nombre',
      lastName: 'Apellido',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      language: 'Idioma del visitante',
      page: 'Página',
      propertyType: 'Tipo de propiedad',
      propertyValue: 'Valor de la propiedad',
      downPayment: 'Pago inicial',
      creditScore: 'Puntaje de crédito',
      annualIncome: 'Ingreso anual',
      monthlyDebt: 'Pagos mensuales de deudas',
      employmentStatus: 'Situación laboral',
      propertyLocation: 'Ubicación de la propiedad',
      loanPurpose: 'Propósito del préstamo',
      timeline: 'Plazo',
      additionalInfo: 'Información adicional',
      loanType: 'Tipo de préstamo',
      message: 'Mensaje',
      loanAmount: 'Monto del préstamo',
      replaces: 'Corrige el contacto anterior',
      utm_source: 'Fuente (utm_source)',
      utm_medium: 'Medio (utm_medium)',
      utm_campaign: 'Campaña (utm_campaign)',
      utm_term: 'Palabra clave (utm_term)',
      utm_content: 'Contenido del anuncio (utm_content)',
      gclid: 'Clic de Google Ads (gclid)',
      fbclid: 'Clic de anuncios de Meta (fbclid)',
      msclkid: 'Clic de Microsoft Ads (msclkid)',
      landingPage: 'Página de llegada',
      referrer: 'Sitio de procedencia',
      scenarioTool: 'Calculadora',
      scenarioUrl: 'Dirección del escenario',
      scenarioInputs: 'Escenario: datos ingresados',
      scenarioResults: 'Escenario: resultados',
      consentVersion: 'Versión del aviso',
      consentSha256: 'SHA-256 del aviso',
      automatedContact: 'Llamadas y mensajes de texto automatizados',
      doNotContact: 'Lista de no contactar',
      consentedAt: 'Aceptado (hora de Miami)',
      consentPage: 'Página donde aceptó',
      consentIp: 'Dirección del cliente',
      consentText: 'Aviso mostrado',
      transcript: 'Transcripción del chat',
      crmDelivery: 'Entrega al CRM',
      emailDelivery: 'Entrega por correo',
      webhookDelivery: 'Entrega por webhook',
    },
    languages: { en: 'Inglés', es: 'Español' } as Labels,
    tools: {
      payment: 'Pago de la hipoteca',
      affordability: 'Cuánta casa puedo comprar',
      refinance: 'Punto de equilibrio del refinanciamiento',
      dscr: 'DSCR para inversionistas',
      assetIncome: 'Ingreso basado en activos',
      cashToClose: 'Efectivo para el cierre en Florida',
      pointsBuydowns: 'Puntos y buydowns',
    } as Labels,
    statuses: { received: 'Recibido', spam: 'Spam (no se reenvió)' } as Labels,
    deliveries: { pending: 'Pendiente', delivered: 'Entregado', dead: 'Falló', none: 'No configurado' } as Labels,
    noConsent: 'No se registró ningún aviso de consentimiento con esta solicitud.',
    automatedContact: {
      agreed: 'Aceptó (marcó la casilla; SHA-256 del texto {{sha256}})',
      none: 'Sin consentimiento para contacto automatizado (no marcó la casilla)',
      olderTicked:
        'Aviso anterior a la casilla de contacto automatizado: marcó su casilla de mensajes de mercadeo (vea el aviso mostrado)',
      olderUnticked:
        'Aviso anterior a la casilla de contacto automatizado: no marcó su casilla de mensajes de mercadeo (vea el aviso mostrado)',
    },
    doNotContact: {
      listed:
        'El {{date}} pidió que no le contactáramos por {{points}}. Responda a esta solicitud, sin llamadas, mensajes ni correos más allá de ella.',
      email: 'correo electrónico',
      phone: 'teléfono',
      and: ' ni por ',
    },
    direct: 'Directo o desconocido',
    visitor: 'Visitante',
    assistant: 'Asistente',
    alert: {
      subject: 'Falló la entrega de una solicitud: {{leadId}}',
      intro:
        'El sitio no pudo entregar una solicitud después de varios intentos y dejó de intentarlo. La solicitud está guardada; no se perdió nada.',
      failed: 'Entregas fallidas',
      attempts: '{{destination}} ({{kind}}): {{attempts}} intentos, última respuesta {{status}}',
      destinations: {
        crm: 'CRM',
        email: 'Correo de la solicitud',
        webhook: 'Webhook',
        alert: 'Correo de alerta',
      } as Labels,
      kinds: { lead: 'solicitud', transcript: 'transcripción del chat' } as Labels,
      noAnswer: 'ninguna (sin conexión)',
      next: 'Cuando el destino vuelva a funcionar, ejecute esto en el servidor para enviarla de nuevo:',
      find: 'Para ver la solicitud:',
    },
  },
} satisfies PerLanguage<unknown>;

export type BrokerText = (typeof BROKER_TEXT)['en'];
export type FieldKey = keyof BrokerText['fields'];

export function brokerText(language: Language): BrokerText {
  return BROKER_TEXT[language];
}

const DATE_TIME: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', {
    timeZone: BROKER_TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }),
  es: new Intl.DateTimeFormat('es-US', {
    timeZone: BROKER_TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }),
};

const SORTABLE = new Intl.DateTimeFormat('en-CA', {
  timeZone: BROKER_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** "Nov 23, 2026, 9:05 AM EST" / "23 nov 2026, 9:05 a. m. EST", in Miami time. */
export function miamiTime(iso: string, language: Language): string {
  const text = DATE_TIME[language].format(new Date(iso));
  return language === 'es' ? text.replace(/\b([ap])\.\s?m\./g, '$1. m.') : text;
}

const CLOCK: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { timeZone: BROKER_TIME_ZONE, hour: 'numeric', minute: '2-digit' }),
  es: new Intl.DateTimeFormat('es-US', { timeZone: BROKER_TIME_ZONE, hour: 'numeric', minute: '2-digit' }),
};

/** "9:05 AM" / "9:05 a. m.", in Miami time. */
export function miamiClock(iso: string, language: Language): string {
  const text = CLOCK[language].format(new Date(iso));
  return language === 'es' ? text.replace(/\b([ap])\.\s?m\./g, '$1. m.') : text;
}

/** "2026-11-23 09:05:00", Miami time: sorts as text and reads as a date in a spreadsheet. */
export function miamiStamp(iso: string): string {
  const parts = Object.fromEntries(SORTABLE.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** The payload fields each form sends, in the order the broker reads them, with how to show each. */
const DETAILS: Record<FormType, ReadonlyArray<[FieldKey, 'text' | 'money' | PerLanguage<Labels>]>> = {
  prequalification: [
    ['loanPurpose', LOAN_PURPOSE_LABELS],
    ['propertyType', PROPERTY_TYPE_LABELS],
    ['propertyValue', 'money'],
    ['downPayment', 'money'],
    ['propertyLocation', 'text'],
    ['timeline', TIMELINE_LABELS],
    ['creditScore', CREDIT_SCORE_LABELS],
    ['annualIncome', 'money'],
    ['monthlyDebt', 'text'],
    ['employmentStatus', EMPLOYMENT_STATUS_LABELS],
    ['additionalInfo', 'text'],
  ],
  contact: [
    ['loanType', CONTACT_LOAN_TYPE_LABELS],
    ['message', 'text'],
  ],
  chat: [
    ['propertyType', CHAT_PROPERTY_TYPE_LABELS],
    ['loanAmount', 'money'],
    ['creditScore', CHAT_CREDIT_SCORE_LABELS],
    ['timeline', TIMELINE_LABELS],
    ['replaces', 'text'],
  ],
};

/** Every payload field any form has, for the export's columns. */
export const DETAIL_FIELDS: readonly FieldKey[] = [
  ...new Set(Object.values(DETAILS).flatMap((fields) => fields.map(([key]) => key))),
];

function show(value: unknown, how: 'text' | 'money' | PerLanguage<Labels>, language: Language): string {
  if (value === undefined || value === null || value === '') return '';
  if (how === 'money') return typeof value === 'number' ? USD.format(value) : String(value);
  if (how === 'text') return String(value);
  // An option code the labels do not know (an older form) is shown as sent.
  return how[language][String(value)] ?? String(value);
}

/** The form's answers as [field, shown value], labels instead of codes, money as dollars; empty ones left out. */
export function detailValues(lead: LeadRecord, language: Language): Array<[FieldKey, string]> {
  return DETAILS[lead.formType]
    .map(([key, how]): [FieldKey, string] => [key, show(lead.payload[key], how, language)])
    .filter(([, value]) => value !== '');
}

/** The answer the subject line names: loan purpose, loan type or the chat's property type. */
export function subjectTopic(lead: LeadRecord, language: Language): string {
  const [key] = DETAILS[lead.formType][0] ?? [];
  return key ? (detailValues(lead, language).find(([k]) => k === key)?.[1] ?? '') : '';
}

export function fullName(lead: Pick<LeadRecord, 'firstName' | 'lastName'>): string {
  return [lead.firstName, lead.lastName].filter(Boolean).join(' ');
}

export const ATTRIBUTION_FIELDS = [...CAMPAIGN_PARAMS, ...CLICK_ID_PARAMS, 'landingPage', 'referrer'] as const;

/** The attribution fields present, as [field, value]. */
export function attributionValues(attribution: Attribution | null): Array<[FieldKey, string]> {
  return ATTRIBUTION_FIELDS.flatMap((key): Array<[FieldKey, string]> => {
    const value = attribution?.[key];
    return value ? [[key, value]] : [];
  });
}

/**
 * Whether the lead agreed to calls and texts made with automated technology, as the broker reads
 * it: agreed, with the SHA-256 of the words shown, or no automated-contact consent. A record of a
 * wording from before the separate box (2026-11-23, or no version) says which box it had instead.
 */
export function automatedContactValue(consent: StoredConsent, language: Language): string {
  const t = brokerText(language).automatedContact;
  const notice = consent.version ? consentNotice(consent.version) : undefined;
  if (!notice || !asksAutomatedContact(notice)) return consent.automatedContact ? t.olderTicked : t.olderUnticked;
  return consent.automatedContact ? fillTemplate(t.agreed, { sha256: consent.sha256 ?? '' }) : t.none;
}

/**
 * What the broker must know when the lead's e-mail address or phone number is on the do-not-contact
 * list: when the person asked, and for which; empty when neither is listed.
 */
export function doNotContactValue(lead: Pick<LeadRecord, 'doNotContact'>, language: Language): string {
  if (lead.doNotContact.length === 0) return '';
  const t = brokerText(language).doNotContact;
  const latest =
    lead.doNotContact
      .map((s) => s.requestedAt)
      .sort()
      .at(-1) ?? '';
  return fillTemplate(t.listed, {
    date: miamiTime(latest, language),
    points: lead.doNotContact.map((s) => t[s.channel]).join(t.and),
  });
}

/** The consent record as [field, shown value]. */
export function consentValues(consent: StoredConsent, language: Language): Array<[FieldKey, string]> {
  return [
    ['consentedAt', miamiTime(consent.consentedAt, language)],
    ['consentVersion', consent.version ?? ''],
    ['automatedContact', automatedContactValue(consent, language)],
    ['consentPage', consent.page ?? ''],
    ['consentSha256', consent.sha256 ?? ''],
    ['consentText', consent.text],
  ];
}

const FIGURE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A scenario's field name as words: `monthlyRent` → "monthly rent". */
function fieldWords(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

function figureLines(entries: unknown): string {
  if (!entries || typeof entries !== 'object') return '';
  // Stored as JSONB, which keeps no key order: the figures read in the order of their names.
  return Object.entries(entries as Record<string, unknown>)
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([key, value]) => `${fieldWords(key)}: ${typeof value === 'number' ? FIGURE.format(value) : (value ?? '—')}`)
    .join('\n');
}

/** The export's columns for a calculator scenario. */
export const SCENARIO_FIELDS = ['scenarioTool', 'scenarioUrl', 'scenarioInputs', 'scenarioResults'] as const;

/**
 * The calculator scenario sent with a pre-qualification ("Send this scenario to a loan officer"),
 * as [field, shown value]: which calculator, its address, what the visitor entered and what the
 * calculator showed, one figure a line. Empty when the lead has none.
 */
export function scenarioValues(lead: LeadRecord, language: Language): Array<[FieldKey, string]> {
  const scenario = lead.payload.scenario as Partial<LeadScenario> | undefined;
  if (!scenario || typeof scenario !== 'object' || !scenario.tool) return [];
  return [
    ['scenarioTool', brokerText(language).tools[scenario.tool] ?? scenario.tool],
    ['scenarioUrl', scenario.url ?? ''],
    ['scenarioInputs', figureLines(scenario.inputs)],
    ['scenarioResults', figureLines(scenario.results)],
  ];
}

// Fails the type check when the Spanish text lacks something the English has.
const spanishIsComplete: BrokerText = BROKER_TEXT.es;
void spanishIsComplete;
