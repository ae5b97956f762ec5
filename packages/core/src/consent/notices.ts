import { pathFor, type Language, type RouteKey } from '../routes';
import { fillTemplate } from '../text/template';

interface ConsentWording {
  /** `<language>-<date published>`, optionally with a suffix for a second wording that day. */
  readonly version: string;
  readonly language: Language;
  /**
   * The notice. `{{company}}` is the business name (from the site configuration) and
   * `{{privacyPolicy}}` is where the privacy-policy link goes, reading {@link privacyPolicyLink}.
   */
  readonly notice: string;
  readonly privacyPolicyLink: string;
}

/**
 * A wording published before 2026-11-27: the notice itself asked for calls and texts made with
 * automated technology, and the optional box under it asked for marketing texts.
 */
export interface MarketingTextsWording extends ConsentWording {
  /** Label of the optional, unticked marketing-texts checkbox; `{{company}}` as above. */
  readonly marketingTexts: string;
}

/**
 * A wording from 2026-11-27 on: by submitting, the visitor asks to be contacted about the inquiry;
 * calls and texts made with automated technology or prerecorded or artificial voice messages are
 * asked for only by the optional box under the notice.
 */
export interface AutomatedContactWording extends ConsentWording {
  /** Label of the optional, unticked automated-contact checkbox; `{{company}}` as above. */
  readonly automatedContact: string;
}

/**
 * One wording of the consent notice shown next to a lead form's submit button, and of the optional
 * checkbox under it. A wording never changes once published: new wording is a new version, appended
 * to {@link CONSENT_NOTICES}, so every stored lead can be matched to the exact words its sender saw.
 * `consent.test.ts` pins each version to a SHA-256 of its words and fails when a published wording
 * is edited in place.
 */
export type ConsentNotice = MarketingTextsWording | AutomatedContactWording;

/** The label of a wording's optional checkbox, whichever box it was. */
export function consentCheckboxLabel(notice: ConsentNotice): string {
  return 'automatedContact' in notice ? notice.automatedContact : notice.marketingTexts;
}

/** Whether a wording's checkbox is the automated-contact one (false for the older marketing-texts box). */
export function asksAutomatedContact(notice: ConsentNotice): notice is AutomatedContactWording {
  return 'automatedContact' in notice;
}

/** The page the notice links to, by route key (`pathFor` gives its path in each language). */
export const CONSENT_PRIVACY_ROUTE: RouteKey = 'privacyPolicy';

/** Every wording ever published, oldest first. Append; never edit or remove one. */
export const CONSENT_NOTICES = [
  {
    version: 'en-2026-11-23',
    language: 'en',
    notice:
      'By submitting, you agree that {{company}} and the licensed loan originators who work with us may ' +
      'contact you about your inquiry at the phone number and e-mail address you provided, by call, text ' +
      'message or e-mail, including calls and texts made with automated technology or prerecorded messages. ' +
      'Consent is not a condition of any loan or service. Message and data rates may apply; message frequency ' +
      'varies. Reply STOP to any text to opt out. See our {{privacyPolicy}}.',
    privacyPolicyLink: 'Privacy Policy',
    marketingTexts:
      'Also send me marketing text messages from {{company}} about rates and loan programs (optional; not needed to get a quote).',
  },
  {
    version: 'es-2026-11-23',
    language: 'es',
    notice:
      'Al enviar, usted acepta que {{company}} y los originadores de préstamos con licencia que trabajan con ' +
      'nosotros se comuniquen con usted sobre su consulta al número de teléfono y al correo electrónico que nos ' +
      'dio, por llamada, mensaje de texto o correo electrónico, incluso con llamadas y mensajes de texto hechos ' +
      'con tecnología automatizada o mensajes pregrabados. Su consentimiento no es una condición para obtener ' +
      'ningún préstamo o servicio. Pueden aplicarse tarifas de mensajes y datos; la frecuencia de los mensajes ' +
      'varía. Responda STOP a cualquier mensaje de texto para no recibir más. Consulte nuestra {{privacyPolicy}}.',
    privacyPolicyLink: 'Política de privacidad',
    marketingTexts:
      'Envíenme también mensajes de texto de mercadeo de {{company}} sobre tasas y programas de préstamo (opcional; no es necesario para recibir una cotización).',
  },
  {
    version: 'en-2026-11-27',
    language: 'en',
    notice:
      'By submitting, you ask {{company}} and the licensed loan officers who work with us to contact you ' +
      'about your inquiry by call, text message or e-mail, at the phone number and e-mail address you ' +
      'provided. See our {{privacyPolicy}}.',
    privacyPolicyLink: 'Privacy Policy',
    automatedContact:
      'Optional: I agree that {{company}} and the licensed loan officers who work with us may call and text me ' +
      'at the phone number I provided, about my inquiry and about rates and loan programs, using automated ' +
      'technology or prerecorded or artificial voice messages. Consent is not a condition of any loan or ' +
      'service. Message and data rates may apply; message frequency varies. Reply STOP to any text to opt out.',
  },
  {
    version: 'es-2026-11-27',
    language: 'es',
    notice:
      'Al enviar, usted pide que {{company}} y los oficiales de préstamos con licencia que trabajan con nosotros ' +
      'se comuniquen con usted sobre su consulta por llamada, mensaje de texto o correo electrónico, al número ' +
      'de teléfono y al correo electrónico que nos dio. Consulte nuestra {{privacyPolicy}}.',
    privacyPolicyLink: 'Política de privacidad',
    automatedContact:
      'Opcional: acepto que {{company}} y los oficiales de préstamos con licencia que trabajan con ustedes me ' +
      'llamen y me envíen mensajes de texto al número de teléfono que les di, sobre mi consulta y sobre tasas y ' +
      'programas de préstamo, con tecnología automatizada o con mensajes pregrabados o de voz artificial. Este ' +
      'consentimiento no es una condición para obtener ningún préstamo o servicio. Pueden aplicarse tarifas de ' +
      'mensajes y datos; la frecuencia de los mensajes varía. Responda STOP a cualquier mensaje de texto para no ' +
      'recibir más.',
  },
] as const satisfies readonly ConsentNotice[];

export type ConsentVersion = (typeof CONSENT_NOTICES)[number]['version'];

/** Every published version, for the payload schemas. */
export const CONSENT_VERSIONS = CONSENT_NOTICES.map((n) => n.version) as [ConsentVersion, ...ConsentVersion[]];

/** The wording each language's forms show now: the last published one of that language. */
export function currentConsent(language: Language): ConsentNotice {
  const notices = CONSENT_NOTICES.filter((n) => n.language === language);
  const last = notices[notices.length - 1];
  if (!last) throw new Error(`No consent notice in "${language}"`);
  return last;
}

export function consentNotice(version: string): ConsentNotice | undefined {
  return CONSENT_NOTICES.find((n) => n.version === version);
}

/**
 * The exact words a visitor saw, as plain text: the notice with the link's words in place, then the
 * checkbox label on its own line. This is what the server stores (and hashes) with a lead.
 */
export function consentText(notice: ConsentNotice, company: string): string {
  const values = { company, privacyPolicy: notice.privacyPolicyLink };
  return `${fillTemplate(notice.notice, values)}\n${fillTemplate(consentCheckboxLabel(notice), values)}`;
}

/** What a form needs to show the current notice of a language (plain data, for page data too). */
export interface ConsentDisplay {
  version: string;
  /** The notice with the business name filled in; `{{privacyPolicy}}` marks where the link goes. */
  notice: string;
  privacyPolicyLink: string;
  privacyPolicyHref: string;
  /**
   * The optional checkbox's label, business name filled in: the automated-contact box of the current
   * wordings (the marketing-texts box of older ones).
   */
  automatedContact: string;
}

export function consentDisplay(language: Language, company: string): ConsentDisplay {
  const notice = currentConsent(language);
  return {
    version: notice.version,
    notice: fillTemplate(notice.notice, { company }),
    privacyPolicyLink: notice.privacyPolicyLink,
    privacyPolicyHref: pathFor(CONSENT_PRIVACY_ROUTE, language),
    automatedContact: fillTemplate(consentCheckboxLabel(notice), { company }),
  };
}
