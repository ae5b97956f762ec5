import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { ATTRIBUTION_PARAMS, CONSENT_RECORD_YEARS, DEFAULT_LEAD_RETENTION_MONTHS } from '@broker/core';
import { placeholderValues } from './placeholders';

/**
 * The privacy policy describes what the code does: every attribution field the site captures, the
 * retention period the server purges by, the consent record kept with a lead, and the minimal
 * consent record and do-not-contact list kept after it.
 */
const policy = (language: 'en' | 'es') =>
  matter(fs.readFileSync(path.resolve(__dirname, `../../content/${language}/privacyPolicy.md`), 'utf8')).content;

describe.each(['en', 'es'] as const)('the privacy policy (%s)', (language) => {
  const text = policy(language);

  it('names every campaign tag and click id the site captures', () => {
    expect(ATTRIBUTION_PARAMS.filter((param) => !text.includes(param))).toEqual([]);
    expect(text).toContain(language === 'en' ? 'session storage' : 'almacenamiento de sesión');
  });

  it('states the retention period the server purges by, from one place', () => {
    expect(text).toContain('{{retentionMonths}}');
    expect(text).not.toMatch(/\b24 (?:months|meses)\b/);
    expect(placeholderValues(language).retentionMonths).toBe(String(DEFAULT_LEAD_RETENTION_MONTHS));
  });

  it('states how long the consent record and the do-not-contact list outlive a lead, and what they hold', () => {
    expect(text).toContain('{{consentRecordYears}}');
    expect(text).not.toMatch(/\b(?:5|five|cinco) (?:years|años)\b/);
    expect(placeholderValues(language).consentRecordYears).toBe(String(CONSENT_RECORD_YEARS));
    for (const words of language === 'en'
      ? [
          'do-not-contact list',
          'does not contain your name, e-mail address, phone number',
          'after everything else about you has been deleted',
        ]
      : [
          'lista interna de no contactar',
          'no contiene su nombre, su correo electrónico, su teléfono',
          'aunque ya hayamos borrado todo lo demás sobre usted',
        ]) {
      expect(text).toContain(words);
    }
  });

  it('describes the consent record, the optional automated-contact box and the signed webhook', () => {
    for (const words of language === 'en'
      ? ['SHA-256', 'automated-contact box', 'automated technology', 'signed webhook', 'version']
      : ['SHA-256', 'casilla de contacto automatizado', 'tecnología automatizada', 'webhook firmado', 'versión']) {
      expect(text).toContain(words);
    }
    expect(text).not.toMatch(/marketing-texts box|originador/);
  });
});
