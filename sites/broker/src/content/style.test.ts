import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parse as parseYaml } from 'yaml';
import { CONSENT_NOTICES, consentCheckboxLabel } from '@broker/core/consent';
import { britishSpellings, spanishStyleIssues, type StyleIssue } from '@broker/core/style';
import { uiCopy, uiStrings } from '@broker/ui/copy';
import { siteConfig } from '../../site.config';
import { testimonials } from './testimonials';

/**
 * One Spanish vocabulary (docs/spanish-style.md) and US English, everywhere a visitor reads text:
 * the Markdown content, the worked examples, the site configuration and the UI strings
 * (packages/ui/locales, and the components' copy built from them).
 */

const siteDir = path.resolve(__dirname, '../..');
const contentDir = path.join(siteDir, 'content');

/** Frontmatter keys whose values are identifiers, not text. */
const NOT_TEXT = new Set(['key', 'template', 'to', 'program', 'icon', 'kind', 'date', 'updated', 'example']);

/** Every string leaf of a JSON-like value, skipping identifier keys. */
function strings(value: unknown, out: string[] = [], key = ''): string[] {
  if (typeof value === 'string') {
    if (!NOT_TEXT.has(key)) out.push(value);
  } else if (Array.isArray(value)) value.forEach((v) => strings(v, out, key));
  else if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const [k, v] of Object.entries(value)) strings(v, out, k);
  }
  return out;
}

/** Button labels the specification fixes word for word (docs/behaviour.md §2); they keep their wording. */
export const SPEC_LABELS_ES = [
  'Obtener Pre-aprobación Ahora',
  'Obtener Pre-aprobación Hoy',
  'Obtener Pre-aprobación',
  'Obtenga Su Tasa Hoy',
  'Comenzar Refinanciamiento',
  'Volver a Programas de Préstamos',
  'Volver a Comprar Casa',
  'Aplicar Ahora',
  'Calcular Pago',
  'Leer Más',
  'Nombre Completo *',
  'Dirección de Correo Electrónico *',
  'Compra de Casa',
  'Refinanciamiento de Efectivo',
  'Propiedad de Inversión',
];

const withoutSpecLabels = (text: string) => SPEC_LABELS_ES.reduce((t, label) => t.split(label).join('¤'), text);

interface Source {
  name: string;
  texts: string[];
}

function contentSources(language: 'en' | 'es'): Source[] {
  const dir = path.join(contentDir, language);
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => {
      const raw = fs.readFileSync(path.join(dir, file), 'utf8');
      if (file.endsWith('.yml')) return { name: `content/${language}/${file}`, texts: strings(parseYaml(raw)) };
      const { data, content } = matter(raw);
      return { name: `content/${language}/${file}`, texts: [...strings(data), content] };
    });
}

function examplesSource(language: 'en' | 'es'): Source {
  const data = parseYaml(fs.readFileSync(path.join(contentDir, 'examples.yml'), 'utf8')) as Record<string, unknown>;
  const texts: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (k === language && typeof v === 'string') texts.push(v);
        else visit(v);
      }
    }
  };
  visit(data);
  return { name: 'content/examples.yml', texts };
}

function configSource(language: 'en' | 'es'): Source {
  return {
    name: 'site.config.ts',
    texts: [
      ...testimonials.flatMap((t) => [t.quote[language], t.descriptor[language]]),
      ...strings(siteConfig.compliance[language]),
    ],
  };
}

function uiStringsSource(language: 'en' | 'es'): Source {
  return { name: `packages/ui/locales/${language}/translation.json`, texts: strings(uiStrings[language]) };
}

/** The components' copy as built from the UI strings, form choices from @broker/core included. */
function uiCopySource(language: 'en' | 'es'): Source {
  return { name: `@broker/ui copy (${language})`, texts: strings(uiCopy[language]) };
}

/**
 * The chat assistant's own answers (packages/server/src/chat/data/intents.yaml, and the answers of
 * its policies, policies.yaml): the reviewed answers, their variants and the fixed responses, in one
 * language. The example utterances are left out: they are written the way visitors type, banned
 * words included, so the assistant understands them.
 */
function chatSource(language: 'en' | 'es', name: 'intents' | 'policies' = 'intents'): Source {
  const file = path.resolve(siteDir, `../../packages/server/src/chat/data/${name}.yaml`);
  const texts: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (k === 'utterances') continue;
        if (k === language && typeof v === 'string') texts.push(v);
        else visit(v);
      }
    }
  };
  visit(parseYaml(fs.readFileSync(file, 'utf8')));
  return { name: `packages/server/src/chat/data/${name}.yaml`, texts };
}

/** The consent notices and checkbox labels the forms show, every published version. */
function consentSource(language: 'en' | 'es'): Source {
  return {
    name: '@broker/core/consent',
    texts: CONSENT_NOTICES.filter((n) => n.language === language).flatMap((n) => [
      n.notice,
      consentCheckboxLabel(n),
      n.privacyPolicyLink,
    ]),
  };
}

function allSources(language: 'en' | 'es'): Source[] {
  return [
    chatSource(language),
    chatSource(language, 'policies'),
    consentSource(language),
    ...contentSources(language),
    examplesSource(language),
    configSource(language),
    uiStringsSource(language),
    uiCopySource(language),
  ];
}

function report(sources: Source[], check: (text: string) => StyleIssue[]): string[] {
  return sources.flatMap((source) =>
    source.texts.flatMap((text) =>
      check(text).map((issue) => {
        const around = text.slice(Math.max(0, issue.index - 30), issue.index + issue.found.length + 30);
        return `${source.name}: "${issue.found}" → ${issue.use} (${issue.why}) in "…${around.replace(/\s+/g, ' ')}…"`;
      }),
    ),
  );
}

describe('Spanish for visitors', () => {
  it('reads every source', () => {
    const sources = allSources('es');
    expect(sources.length).toBeGreaterThan(29);
    for (const source of sources) expect(source.texts.length).toBeGreaterThan(0);
  });

  it('uses one vocabulary everywhere (docs/spanish-style.md)', () => {
    expect(report(allSources('es'), (text) => spanishStyleIssues(withoutSpecLabels(text)))).toEqual([]);
  });
});

describe('English for visitors', () => {
  it('uses US spelling everywhere', () => {
    expect(report(allSources('en'), britishSpellings)).toEqual([]);
  });
});

/** Names that keep their capitals inside a sentence-case heading. */
const PROPER_NOUNS = new Set(
  (
    'Miami Miami-Dade Florida Brickell Coral Gables Coconut Grove Doral Kendall Hialeah Homestead Key Biscayne ' +
    'Pinecrest Palmetto Bay Beach North South Downtown Little Havana Pequeña Habana Allapattah Westchester Cocoplum ' +
    'Estates Biltmore Merrick Surfside Broward Palm Fannie Mae Freddie Mac Estados Unidos EE. UU. Seguro Social ' +
    'Save Our Homes Citizens Colombia Bogotá Latinoamérica Europa Canadá Nueva Jersey Dra. Ana Ruiz Morales ' +
    'Carlos Luis Daniela Miriam David Andrés Paula Igualdad Oportunidades Vivienda Consumer Access Realtors ' +
    'Administración Federal Departamento Agricultura Agencia Financiamiento Oficina Regulación Financiera ' +
    'Ley Reglamento Estimación Préstamo Declaración Cierre Carta Hipotecaria Streamline IRRRL City Beautiful ' +
    'Junta Preservación Histórica ' +
    '{{company}} Obtenga Su Tasa Hoy'
  ).split(' '),
);

/** Spanish headings and labels a visitor reads: Markdown headings, titles, card titles, buttons. */
function spanishHeadings(): Array<{ file: string; text: string }> {
  const out: Array<{ file: string; text: string }> = [];
  const dir = path.join(contentDir, 'es');
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.md'))) {
    const { data, content } = matter(fs.readFileSync(path.join(dir, file), 'utf8'));
    const where = `content/es/${file}`;
    out.push({ file: where, text: String(data.title).split(' | ')[0] ?? '' });
    const visit = (value: unknown, key = '') => {
      if (typeof value === 'string') {
        if (['heading', 'title', 'label'].includes(key)) out.push({ file: where, text: value });
      } else if (Array.isArray(value)) value.forEach((v) => visit(v, key));
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, k);
    };
    const { title: _title, ...rest } = data;
    visit(rest);
    for (const [, heading] of content.matchAll(/^#{2,4}\s+(.+)$/gm)) out.push({ file: where, text: heading ?? '' });
  }
  return out;
}

/** Words after the first that start with a capital and are neither names, acronyms nor English in brackets. */
function titleCaseWords(text: string): string[] {
  if (SPEC_LABELS_ES.includes(text)) return [];
  const withoutBrackets = text.replace(/\([^)]*\)/g, ' ').replace(/_[^_]*_/g, ' ');
  const words = withoutBrackets.split(/\s+/).filter(Boolean);
  return words.filter((word, index) => {
    if (index === 0) return false;
    const bare = word.replace(/^[¿¡"“(]+|[.,:;!?"”)]+$/g, '');
    if (!/^\p{Lu}/u.test(bare)) return false;
    if (/^[\p{Lu}\d&-]+s?$/u.test(bare) || /\d/.test(bare)) return false;
    if (PROPER_NOUNS.has(bare)) return false;
    const previous = words[index - 1] ?? '';
    return !/[:.?!]$/.test(previous);
  });
}

describe('Spanish headings', () => {
  it('are in sentence case, except names and the button labels the specification fixes', () => {
    const problems = spanishHeadings()
      .map((h) => ({ ...h, words: titleCaseWords(h.text) }))
      .filter((h) => h.words.length > 0)
      .map((h) => `${h.file}: "${h.text}" (${h.words.join(', ')})`);
    expect(problems).toEqual([]);
  });
});
