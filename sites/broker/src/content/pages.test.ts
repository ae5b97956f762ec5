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

/** Three articles with their slugs in each language. */
const ARTICLES: Array<[string, string, string]> = [
  ['jumboLoans', 'jumbo-loans-miami', 'prestamos-jumbo-miami'],
  ['whenToRefinance', 'when-to-refinance', 'cuando-refinanciar'],
  ['doctorMortgage', 'doctor-mortgage-program-miami', 'programa-hipoteca-medicos-miami'],
];

function completeSite(): SourceFile[] {
  return [
    ...ROUTES.flatMap((r) => [file('en', r.key), file('es', r.key)]),
    ...ARTICLES.flatMap(([key, en, es]) =>
      [file('en', key, { slug: en }), file('es', key, { slug: es })].map((f) => ({
        ...f,
        frontmatter: {
          ...f.frontmatter,
          template: 'article',
          heading: key,
          excerpt: 'e',
          icon: 'castle',
          category: 'c',
          kind: 'blog',
          date: '2024-12-01',
        },
      })),
    ),
  ];
}

describe('buildPages', () => {
  it('builds one page per route and language', () => {
    const pages = buildPages(completeSite(), {});
    expect(pages).toHaveLength((ROUTES.length + ARTICLES.length) * 2);
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
    expect(() => buildPages(files, {})).toThrow('content/en/mortgageTips.md: "mortgageTips" is not a page');
    const wrongTemplate = completeSite().map((f) =>
      f.relativePath === 'en/home.md' ? { ...f, frontmatter: { ...f.frontmatter, template: 'landing' } } : f,
    );
    expect(() => buildPages(wrongTemplate, {})).toThrow('content/en/home.md: template "landing"');
    const wrongKey = completeSite().map((f) =>
      f.relativePath === 'es/home.md' ? { ...f, frontmatter: { ...f.frontmatter, key: 'about' } } : f,
    );
    expect(() => buildPages(wrongKey, {})).toThrow('content/es/home.md: frontmatter key "about"');
  });

  it('publishes a new article at the slugs its two files name, with its alternates', () => {
    const files = [
      ...completeSite(),
      file('en', 'hurricaneInsurance', { template: 'article', slug: 'hurricane-insurance-miami' }),
      file('es', 'hurricaneInsurance', { template: 'article', slug: 'seguro-huracanes-miami' }),
    ];
    const page = buildPages(files, {}).find((p) => p.key === 'hurricaneInsurance' && p.language === 'es');
    expect(page?.path).toBe('/es/articulos/seguro-huracanes-miami');
    expect(page?.alternates).toEqual({
      en: '/articles/hurricane-insurance-miami',
      es: '/es/articulos/seguro-huracanes-miami',
      xDefault: '/articles/hurricane-insurance-miami',
    });
  });

  it('refuses an article without its other language, a bad slug, a slug taken or a fixed page’s name', () => {
    const article = (language: string, key: string, slug: unknown) =>
      file(language, key, { template: 'article', slug });
    const expectProblem = (extra: SourceFile[], message: string) =>
      expect(() => buildPages([...completeSite(), ...extra], {})).toThrow(message);
    expectProblem(
      [article('en', 'floodZones', 'flood-zones')],
      'content/es/floodZones.md is missing: an article is published in both languages at once (write its Spanish side)',
    );
    expectProblem(
      [article('en', 'floodZones', 'Flood Zones'), article('es', 'floodZones', 'zonas-inundables')],
      'content/en/floodZones.md: slug "Flood Zones" must be the address',
    );
    expectProblem(
      [article('en', 'floodZones', 'flood-zones'), article('es', 'floodZones', undefined)],
      'content/es/floodZones.md: slug null must be',
    );
    expectProblem(
      [article('en', 'floodZones', 'jumbo-loans-miami'), article('es', 'floodZones', 'zonas-inundables')],
      'slug "jumbo-loans-miami" is already the address of content/en/jumboLoans.md',
    );
    expect(() =>
      buildPages(
        completeSite().map((f) =>
          f.relativePath === 'en/about.md'
            ? { ...f, frontmatter: { ...f.frontmatter, template: 'article', slug: 'a' } }
            : f,
        ),
        {},
      ),
    ).toThrow('content/en/about.md: "about" is the name of a fixed page');
  });

  it('gives every link of the frontmatter its address in the page’s language, and refuses an unknown page', () => {
    const withLinks = (to: string) =>
      completeSite().map((f) =>
        f.relativePath === 'es/buyHome.md'
          ? {
              ...f,
              frontmatter: {
                ...f.frontmatter,
                programs: { items: [{ to: 'jumboLoans' }, { to }] },
                hero: { cta: { label: 'Solicitar', to: 'portal' } },
                updated: new Date('2026-11-29'),
              },
            }
          : f,
      );
    const page = buildPages(withLinks('calculator'), {}).find((p) => p.path === '/es/comprar-casa');
    expect(page?.frontmatter.programs).toEqual({
      items: [
        { to: 'jumboLoans', href: '/es/articulos/prestamos-jumbo-miami' },
        { to: 'calculator', href: '/es/calculadora' },
      ],
    });
    expect(page?.frontmatter.hero).toEqual({ cta: { label: 'Solicitar', to: 'portal' } });
    // A date read from YAML is left a date.
    expect(page?.frontmatter.updated).toEqual(new Date('2026-11-29'));
    expect(() => buildPages(withLinks('jumboLoan'), {})).toThrow(
      'content/es/buyHome.md: programs.items[1].to: "jumboLoan" is not a page',
    );
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
  const withBody = (page: string, html: string) =>
    completeSite().map((f) => (f.relativePath === `es/${page}.md` ? { ...f, html } : f));
  const block = '<p>Texto</p><pre><code class="language-rate-example">doctor\n</code></pre>';

  it('computes the examples a page shows, in its language, and marks where they go', () => {
    const page = buildPages(withBody('doctorMortgage', block), {}, examples).find(
      (p) => p.key === 'doctorMortgage' && p.language === 'es',
    );
    expect(page?.html).toContain('<div data-rate-example="doctor"></div>');
    expect(page?.examples.doctor?.title).toBe('Un préstamo para médicos');
    expect(page?.examples.doctor?.scenarios[0]?.loanAmount).toBe(855000);
  });

  it('fails naming the file for an unknown example or a template that cannot show one', () => {
    expect(() => buildPages(withBody('doctorMortgage', block.replace('doctor', 'dentist')), {}, examples)).toThrow(
      'content/es/doctorMortgage.md: unknown worked example "dentist"',
    );
    expect(() => buildPages(withBody('disclaimer', block), {}, examples)).toThrow(
      'content/es/disclaimer.md: the legal template does not show worked examples',
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
      ['doctorMortgage', 'blog', '/es/articulos/programa-hipoteca-medicos-miami', 'bay'],
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
