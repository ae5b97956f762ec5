import { LANGUAGES, pathFor } from '../routes';
import { CONSENT_VERSION_PATTERN } from '../validation/patterns';
import { fillTemplate, templatePlaceholders } from '../text/template';
import {
  CONSENT_NOTICES,
  CONSENT_PRIVACY_ROUTE,
  CONSENT_VERSIONS,
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
};

// Typed here rather than through @types/node, which would bring Node's globals into core's program.
declare function require(id: 'node:crypto'): {
  createHash(algorithm: 'sha256'): { update(text: string): { digest(encoding: 'hex'): string } };
};
const { createHash } = require('node:crypto');

function wordingHash(n: ConsentNotice): string {
  return createHash('sha256')
    .update(JSON.stringify([n.language, n.notice, n.privacyPolicyLink, n.marketingTexts]))
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
      expect(templatePlaceholders(notice.marketingTexts)).toEqual(['company']);
      const text = consentText(notice, 'Grove Harbor Mortgage');
      expect(text).not.toMatch(/\{\{/);
      expect(text).toContain('Grove Harbor Mortgage');
      expect(text).toContain('STOP');
      const statements =
        language === 'en'
          ? [
              /call, text message or e-mail/,
              /automated technology/,
              /not a condition/,
              /Message and data rates/,
              /Privacy Policy/,
            ]
          : [
              /mensaje de texto o correo electrónico/,
              /tecnología automatizada/,
              /no es una condición/,
              /tarifas de mensajes y datos/,
              /Política de privacidad/,
            ];
      for (const statement of statements) expect(text).toMatch(statement);
    },
  );

  it('finds a wording by version and links the privacy policy of each language', () => {
    expect(consentNotice('es-2026-11-23')?.language).toBe('es');
    expect(consentNotice('xx-2020-01-01')).toBeUndefined();
    expect(pathFor(CONSENT_PRIVACY_ROUTE, 'es')).toBe('/es/politica-privacidad');
  });

  it('gives a form the current notice with the business name and the link target of its language', () => {
    const display = consentDisplay('es', 'Acme');
    expect(display).toMatchObject({
      version: 'es-2026-11-23',
      privacyPolicyLink: 'Política de privacidad',
      privacyPolicyHref: '/es/politica-privacidad',
    });
    expect(display.notice).toContain('Acme');
    expect(display.notice).toMatch(/Consulte nuestra \{\{privacyPolicy\}\}\.$/);
    expect(display.marketingTexts).toContain('de Acme');
    const shown = `${fillTemplate(display.notice, { privacyPolicy: display.privacyPolicyLink })}\n${display.marketingTexts}`;
    expect(shown).toBe(consentText(currentConsent('es'), 'Acme'));
  });

  it('puts the checkbox label on its own line after the notice', () => {
    const text = consentText(currentConsent('en'), 'Acme');
    const [notice, checkbox, extra] = text.split('\n');
    expect(notice).toMatch(/^By submitting/);
    expect(notice).toMatch(/See our Privacy Policy\.$/);
    expect(checkbox).toMatch(/^Also send me marketing text messages from Acme/);
    expect(extra).toBeUndefined();
  });
});
