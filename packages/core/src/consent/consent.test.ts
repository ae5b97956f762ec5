import { LANGUAGES, pathFor } from '../routes';
import { CONSENT_VERSION_PATTERN } from '../validation/patterns';
import { fillTemplate, templatePlaceholders } from '../text/template';
import {
  CONSENT_NOTICES,
  CONSENT_PRIVACY_ROUTE,
  CONSENT_VERSIONS,
  asksAutomatedContact,
  consentCheckboxLabel,
  consentDisplay,
  consentNotice,
  consentText,
  currentConsent,
  type ConsentNotice,
} from '.';

/**
 * Every published wording, pinned to a SHA-256 of its words. Editing a published wording fails
 * here: publish the new words under a new version (append to CONSENT_NOTICES) and pin it below.
 */
const PINNED: Record<string, string> = {
  'en-2026-11-23': '0bcca6486915742f849d958f0e3f51aaefa62ce1ca5c8771bdce4bce396bc9de',
  'es-2026-11-23': '165139cc7e066f4d6cd6e2d1dbd36d5888a621c0b20c9ebbf343263c5443ccbc',
  'en-2026-11-27': '0adbf3b5ce62cf02d98834ce408bb3ec59c5da670b6021153d02fdbcf2031605',
  'es-2026-11-27': '0aa5ffd6299bb98269aefc38177188f1a6288d1bfec6e0057f992b2e31e6919b',
};

// Typed here rather than through @types/node, which would bring Node's globals into core's program.
declare function require(id: 'node:crypto'): {
  createHash(algorithm: 'sha256'): { update(text: string): { digest(encoding: 'hex'): string } };
};
const { createHash } = require('node:crypto');

function wordingHash(n: ConsentNotice): string {
  return createHash('sha256')
    .update(JSON.stringify([n.language, n.notice, n.privacyPolicyLink, consentCheckboxLabel(n)]))
    .digest('hex');
}

describe('Consent notices', () => {
  it('keep every published wording exactly as pinned, and pin every version', () => {
    expect(Object.fromEntries(CONSENT_NOTICES.map((n) => [n.version, wordingHash(n)]))).toEqual(PINNED);
  });

  it('have unique versions that name their language, in the shape the payload schemas accept', () => {
    expect(new Set(CONSENT_VERSIONS).size).toBe(CONSENT_VERSIONS.length);
    for (const version of CONSENT_VERSIONS) expect(version).toMatch(CONSENT_VERSION_PATTERN);
    for (const n of CONSENT_NOTICES)
      expect(n.version).toMatch(new RegExp(`^${n.language}-\\d{4}-\\d{2}-\\d{2}(-\\w+)?$`));
  });

  it.each(LANGUAGES)(
    'give %s a current wording with the company, the link and every required statement',
    (language) => {
      const notice = currentConsent(language);
      expect(notice.language).toBe(language);
      expect(templatePlaceholders(notice.notice).sort()).toEqual(['company', 'privacyPolicy']);
      expect(asksAutomatedContact(notice)).toBe(true);
      expect(templatePlaceholders(consentCheckboxLabel(notice))).toEqual(['company']);
      const text = consentText(notice, 'Grove Harbor Mortgage');
      expect(text).not.toMatch(/\{\{/);
      const [shown = '', box = ''] = text.split('\n');
      for (const part of [shown, box]) expect(part).toContain('Grove Harbor Mortgage');
      const [noticeSays, noticeNeverSays, boxSays] =
        language === 'en'
          ? [
              [/^By submitting, you ask/, /about your inquiry/, /call, text message or e-mail/, /Privacy Policy\.$/],
              /automated|prerecorded|artificial|not a condition|STOP/i,
              [
                /^Optional:/,
                /automated technology/,
                /prerecorded or artificial voice messages/,
                /about my inquiry and about rates and loan programs/,
                /Consent is not a condition of any loan or service/,
                /Message and data rates may apply/,
                /message frequency varies/,
                /Reply STOP/,
              ],
            ]
          : [
              [
                /^Al enviar, usted pide/,
                /sobre su consulta/,
                /mensaje de texto o correo electrónico/,
                /Política de privacidad\.$/,
              ],
              /automatizad|pregrabad|artificial|no es una condición|STOP/i,
              [
                /^Opcional:/,
                /tecnología automatizada/,
                /mensajes pregrabados o de voz artificial/,
                /sobre mi consulta y sobre tasas y programas de préstamo/,
                /no es una condición para obtener ningún préstamo o servicio/,
                /tarifas de mensajes y datos/,
                /la frecuencia de los mensajes varía/,
                /Responda STOP/,
              ],
            ];
      for (const statement of noticeSays) expect(shown).toMatch(statement);
      expect(shown).not.toMatch(noticeNeverSays);
      for (const statement of boxSays) expect(box).toMatch(statement);
    },
  );

  it('keep the older wordings, whose box asked for marketing texts, readable by version', () => {
    const older = consentNotice('en-2026-11-23');
    expect(older && asksAutomatedContact(older)).toBe(false);
    expect(older && consentCheckboxLabel(older)).toMatch(/^Also send me marketing text messages/);
  });

  it('says "oficiales de préstamos" in Spanish, as docs/spanish-style.md prescribes', () => {
    expect(consentText(currentConsent('es'), 'Acme')).toMatch(/los oficiales de préstamos con licencia/);
    expect(consentText(currentConsent('es'), 'Acme')).not.toMatch(/originador/);
  });

  it('finds a wording by version and links the privacy policy of each language', () => {
    expect(consentNotice('es-2026-11-23')?.language).toBe('es');
    expect(consentNotice('xx-2020-01-01')).toBeUndefined();
    expect(pathFor(CONSENT_PRIVACY_ROUTE, 'es')).toBe('/es/politica-privacidad');
  });

  it('gives a form the current notice with the business name and the link target of its language', () => {
    const display = consentDisplay('es', 'Acme');
    expect(display).toMatchObject({
      version: 'es-2026-11-27',
      privacyPolicyLink: 'Política de privacidad',
      privacyPolicyHref: '/es/politica-privacidad',
    });
    expect(display.notice).toContain('Acme');
    expect(display.notice).toMatch(/Consulte nuestra \{\{privacyPolicy\}\}\.$/);
    expect(display.automatedContact).toContain('acepto que Acme');
    const shown = `${fillTemplate(display.notice, { privacyPolicy: display.privacyPolicyLink })}\n${display.automatedContact}`;
    expect(shown).toBe(consentText(currentConsent('es'), 'Acme'));
  });

  it('puts the checkbox label on its own line after the notice', () => {
    const text = consentText(currentConsent('en'), 'Acme');
    const [notice, checkbox, extra] = text.split('\n');
    expect(notice).toMatch(/^By submitting/);
    expect(notice).toMatch(/See our Privacy Policy\.$/);
    expect(checkbox).toMatch(/^Optional: I agree that Acme and the licensed loan officers/);
    expect(extra).toBeUndefined();
  });
});
