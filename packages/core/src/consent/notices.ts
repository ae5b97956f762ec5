import { pathFor, type Language, type RouteKey } from '../routes';
import { fillTemplate } from '../text/template';

/**
 * One wording of the call/text consent notice shown next to a lead form's submit button, and of
 * the optional marketing-texts checkbox under it. A wording never changes once published: new
 * wording is a new version, appended to {@link CONSENT_NOTICES}, so every stored lead can be
 * matched to the exact words its sender saw. `consent.test.ts` pins each version to a SHA-256
 * of its words and fails when a published wording is edited in place.
 */
export interface ConsentNotice {
  /** `<language>-<date published>`, optionally with a suffix for a second wording that day. */
  readonly version: string;
  readonly language: Language;
  /**
   * The notice. `{{company}}` is the business name (from the site configuration) and
   * `{{privacyPolicy}}` is where the privacy-policy link goes, reading {@link privacyPolicyLink}.
   */
  readonly notice: string;
  readonly privacyPolicyLink: string;
  /** Label of the optional, unticked checkbox for marketing texts; `{{company}}` as above. */
  readonly marketingTexts: string;
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
  return `${fillTemplate(notice.notice, values)}\n${fillTemplate(notice.marketingTexts, values)}`;
}

/** What a form needs to show the current notice of a language (plain data, for page data too). */
export interface ConsentDisplay {
  version: string;
  /** The notice with the business name filled in; `{{privacyPolicy}}` marks where the link goes. */
  notice: string;
  privacyPolicyLink: string;
  privacyPolicyHref: string;
  /** The marketing-texts checkbox label, business name filled in. */
  marketingTexts: string;
}

export function consentDisplay(language: Language, company: string): ConsentDisplay {
  const notice = currentConsent(language);
  return {
    version: notice.version,
    notice: fillTemplate(notice.notice, { company }),
    privacyPolicyLink: notice.privacyPolicyLink,
    privacyPolicyHref: pathFor(CONSENT_PRIVACY_ROUTE, language),
    marketingTexts: fillTemplate(notice.marketingTexts, { company }),
  };
}
