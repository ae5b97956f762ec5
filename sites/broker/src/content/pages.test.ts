import { ROUTES } from './core';
import { ContentError, articleCards, buildPages, parseGlossary, type SourceFile } from './pages';
import { parseRateExamples } from './rateExamples';

function file(
  language: string,
  key: string,
  frontmatter: Record<string, unknown> = {},
  html = '<p>Hello</p>',
): SourceFile {
  return {
    relativePath: `${language}/${key}.md`,
    language,
    key,
    frontmatter: { key, template: 'legal', title: 't', description: 'd', ...frontmatter },
    html,
    rawMarkdownBody: 'word '.repeat(440),
  };
}

function completeSite(): SourceFile[] {
  return ROUTES.flatMap((r) => [file('en', r.key), file('es', r.key)]);
}

describe('buildPages', () => {
  it('builds one page per route and language', () => {
    const pages = buildPages(completeSite(), {});
    expect(pages).toHaveLength(ROUTES.length * 2);
    expect(pages.find((p) => p.key === 'about' && p.language === 'es')?.path).toBe('/es/acerca');
    expect(pages[0]?.readingMinutes).toBe(2);
  });

  it('fails naming the file and the place of an icon that is not an icon name', () => {
    const files = completeSite().map((f) =>
      f.relativePath === 'es/home.md'
        ? { ...f, frontmatter: { ...f.frontmatter, benefits: { items: [{ icon: 'house' }, { icon: '🏦' }] } } }
        : f,
    );
    expect(() => buildPages(files, {})).toThrow(
      /content\/es\/home\.md: benefits\.items\[1\]\.icon: "🏦" is not an icon name \(use one of alert, /,
    );
  });

  it('fails naming the file of an illustration that is not a scene', () => {
    const files = completeSite().map((f) =>
      f.relativePath === 'en/jumboLoans.md' ? { ...f, frontmatter: { ...f.frontmatter, scene: 'beach' } } : f,
    );
    expect(() => buildPages(files, {})).toThrow(
      'content/en/jumboLoans.md: scene: "beach" is not a scene (use one of bay, brickell, coralGables, grove, homes)',
    );
  });

  it('fails naming the file when a counterpart is missing', () => {
    const files = completeSite().filter((f) => f.relativePath !== 'es/blog.md');
    expect(() => buildPages(files, {})).toThrow('content/es/blog.md is missing');
  });

  it('fails naming the file for an unknown key, a wrong template or a mismatched key', () => {
    const files = [...completeSite(), file('en', 'mortgageTips')];
    expect(() => buildPages(files, {})).toThrow('content/en/mortgageTips.md: "mortgageTips" is not a route key');
    const wrongTemplate = completeSite().map((f) =>
      f.relativePath === 'en/home.md' ? { ...f, frontmatter: { ...f.frontmatter, template: 'landing' } } : f,
    );
    expect(() => buildPages(wrongTemplate, {})).toThrow('content/en/home.md: template "landing"');
    const wrongKey = completeSite().map((f) =>
      f.relativePath === 'es/home.md' ? { ...f, frontmatter: { ...f.frontmatter, key: 'about' } } : f,
    );
    expect(() => buildPages(wrongKey, {})).toThrow('content/es/home.md: frontmatter key "about"');
  });

  it('fails on a duplicate page', () => {
    const files = [...completeSite(), { ...file('en', 'about'), relativePath: 'en/about-copy.md' }];
    expect(() => buildPages(files, {})).toThrow(ContentError);
    expect(() => buildPages(files, {})).toThrow(
      'content/en/about-copy.md: the page /about is already built from content/en/about.md',
    );
  });

  it('fills business data, rewrites route links and adds glossary tooltips', () => {
    const files = completeSite().map((f) =>
      f.relativePath === 'es/home.md'
        ? {
            ...f,
            frontmatter: { ...f.frontmatter, title: 'Inicio | {{company}}' },
            html: '<p>Llame al {{phone}}; vea la <a href="route:calculator">calculadora</a> y la HOA.</p>',
          }
        : f,
    );
    const page = buildPages(files, { es: { HOA: 'Asociación de Propietarios' } }).find((p) => p.path === '/es');
    expect(page?.frontmatter.title).toBe('Inicio | Grove Harbor Mortgage');
    expect(page?.html).toContain('(305) 555-0142');
    expect(page?.html).toContain('href="/es/calculadora"');
    expect(page?.html).toContain('role="tooltip"');
  });

  it('reports an unknown placeholder with its file', () => {
    const files = completeSite().map((f) => (f.relativePath === 'en/about.md' ? { ...f, html: '<p>{{fax}}</p>' } : f));
    expect(() => buildPages(files, {})).toThrow('content/en/about.md: Unknown placeholder {{fax}}');
  });
});

describe('buildPages and worked examples', () => {
  const examples = parseRateExamples(`
doctor:
  title: { en: 'A physician loan', es: 'Un préstamo para médicos' }
  purpose: purchase
  scenarios:
    - price: 900000
      downPayment: 45000
      termYears: 30
      rate: physician30
      creditScore: 740
`);
  const withBody = (template: string, html: string) =>
    completeSite().map((f) =>
      f.relativePath === 'es/doctorMortgage.md' ? { ...f, frontmatter: { ...f.frontmatter, template }, html } : f,
    );
  const block = '<p>Texto</p><pre><code class="language-rate-example">doctor\n</code></pre>';

  it('computes the examples a page shows, in its language, and marks where they go', () => {
    const page = buildPages(withBody('article', block), {}, examples).find(
      (p) => p.key === 'doctorMortgage' && p.language === 'es',
    );
    expect(page?.html).toContain('<div data-rate-example="doctor"></div>');
    expect(page?.examples.doctor?.title).toBe('Un préstamo para médicos');
    expect(page?.examples.doctor?.scenarios[0]?.loanAmount).toBe(855000);
  });

  it('fails naming the file for an unknown example or a template that cannot show one', () => {
    expect(() => buildPages(withBody('article', block.replace('doctor', 'dentist')), {}, examples)).toThrow(
      'content/es/doctorMortgage.md: unknown worked example "dentist"',
    );
    expect(() => buildPages(withBody('legal', block), {}, examples)).toThrow(
      'content/es/doctorMortgage.md: the legal template does not show worked examples',
    );
  });
});

describe('articleCards', () => {
  it('lists a language’s articles newest first, each with its illustration (its own, else its kind’s)', () => {
    const files = completeSite().map((f) =>
      f.key === 'jumboLoans' || f.key === 'whenToRefinance'
        ? {
            ...f,
            frontmatter: {
              ...f.frontmatter,
              template: 'article',
              heading: f.key,
              excerpt: 'e',
              icon: 'castle',
              category: 'c',
              kind: f.key === 'jumboLoans' ? 'program' : 'blog',
              date: f.key === 'jumboLoans' ? '2025-01-20' : '2025-01-08',
              ...(f.key === 'whenToRefinance' ? { scene: 'coralGables' } : {}),
            },
          }
        : f,
    );
    const cards = articleCards(buildPages(files, {}), 'es');
    expect(cards.map((c) => [c.key, c.kind, c.path, c.scene])).toEqual([
      ['jumboLoans', 'program', '/es/articulos/prestamos-jumbo-miami', 'homes'],
      ['whenToRefinance', 'blog', '/es/articulos/cuando-refinanciar', 'coralGables'],
    ]);
  });
});

describe('parseGlossary', () => {
  it('reads TERM: full name pairs and rejects anything else', () => {
    expect(parseGlossary('HOA: "Homeowners Association"\n', 'g.yml')).toEqual({ HOA: 'Homeowners Association' });
    expect(() => parseGlossary('- HOA\n', 'g.yml')).toThrow('g.yml');
    expect(() => parseGlossary('HOA: [1]\n', 'g.yml')).toThrow('HOA');
  });
});
