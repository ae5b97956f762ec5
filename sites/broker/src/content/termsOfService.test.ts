import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

/**
 * The terms of service neither set an eligibility rule that is the lender's to apply under the law
 * (residency) nor claim a consent to texts that only the form's own consent notice can give.
 */
const terms = (language: 'en' | 'es') =>
  matter(fs.readFileSync(path.resolve(__dirname, `../../content/${language}/termsOfService.md`), 'utf8')).content;

describe.each([
  {
    language: 'en' as const,
    residency: /legal resident/i,
    texts: /agree to receive[^.]*text message/i,
    lendersDecision: "is the lender's decision under its program rules and applicable law",
    consentNotice: 'governed by the consent notice on the form you send',
  },
  {
    language: 'es' as const,
    residency: /residente legal/i,
    texts: /acepta recibir[^.]*mensajes? de texto/i,
    lendersDecision: 'lo decide el prestamista según las reglas de su programa y la ley aplicable',
    consentNotice: 'se rigen por el aviso de consentimiento del formulario que usted envía',
  },
])('the terms of service ($language)', ({ language, residency, texts, lendersDecision, consentNotice }) => {
  const text = terms(language);

  it('leave eligibility, residency included, to the lender under applicable law', () => {
    expect(text).not.toMatch(residency);
    expect(text).toContain(lendersDecision);
  });

  it('leave automated calls and texts to the consent notice of the form', () => {
    expect(text).not.toMatch(texts);
    expect(text).toContain(consentNotice);
  });
});
