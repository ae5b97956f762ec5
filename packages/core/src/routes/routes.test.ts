import {
  alternatesFor,
  counterpartPath,
  DEFAULT_LANGUAGE,
  isRouteKey,
  languageOf,
  LANGUAGES,
  normalizePath,
  otherLanguage,
  pathFor,
  REDIRECTS,
  ROUTES,
  routeOf,
  type RouteKey,
} from './routes';

/** Every route docs/behaviour.md §2.1 lists, in both languages. */
const SPEC_ENGLISH = [
  '/',
  '/buy-home',
  '/refinance',
  '/calculator',
  '/about',
  '/contact',
  '/blog',
  '/privacy-policy',
  '/terms-of-service',
  '/disclaimer',
  ...[
    'first-time-home-buyer-guide',
    'miami-real-estate-trends',
    'when-to-refinance',
    'cash-out-refinancing',
    'rate-and-term-refinancing',
    'bank-statement-loans-miami',
    'asset-based-loans-miami',
    'doctor-mortgage-program-miami',
    'dscr-investment-loans-miami',
    'foreign-national-loans-miami',
    'fix-flip-loans-miami',
    'jumbo-loans-miami',
  ].map((slug) => `/articles/${slug}`),
  '/brickell-mortgage',
  '/coral-gables-mortgage',
];

const SPEC_SPANISH = [
  '/es',
  '/es/comprar-casa',
  '/es/refinanciar',
  '/es/calculadora',
  '/es/acerca',
  '/es/contacto',
  '/es/blog',
  '/es/politica-privacidad',
  '/es/terminos-servicio',
  '/es/descargo-responsabilidad',
  ...[
    'prestamos-estados-cuenta-miami',
    'prestamos-basados-activos-miami',
    'programa-hipoteca-medicos-miami',
    'prestamos-dscr-inversion-miami',
    'prestamos-extranjeros-miami',
    'prestamos-fix-flip-miami',
    'prestamos-jumbo-miami',
  ].map((slug) => `/es/articulos/${slug}`),
];

/** The program articles added to the route table after the specification, in both languages. */
const ADDED_ARTICLES = [['/articles/itin-mortgage-loans-miami', '/es/articulos/prestamos-itin-miami']] as const;

/** The calculators added beside the payment calculator, in both languages. */
const CALCULATOR_PAGES = [
  ['/calculator/how-much-house-can-i-afford', '/es/calculadora/cuanta-casa-puedo-comprar'],
  ['/calculator/refinance-break-even', '/es/calculadora/refinanciamiento-punto-de-equilibrio'],
  ['/calculator/dscr', '/es/calculadora/dscr'],
  ['/calculator/asset-based-income', '/es/calculadora/ingreso-basado-en-activos'],
  ['/calculator/florida-cash-to-close', '/es/calculadora/efectivo-para-el-cierre-en-florida'],
  ['/calculator/points-and-buydowns', '/es/calculadora/puntos-y-buydowns'],
] as const;

describe('ROUTES', () => {
  it('covers every English and Spanish route of docs/behaviour.md §2.1, the added articles and the calculators', () => {
    const english: string[] = ROUTES.map((r) => r.en);
    const spanish: string[] = ROUTES.map((r) => r.es);
    const added = [...ADDED_ARTICLES, ...CALCULATOR_PAGES];
    expect(english.sort()).toEqual([...SPEC_ENGLISH, ...added.map(([en]) => en)].sort());
    for (const [en, es] of added) expect(counterpartPath(en)).toBe(es);
    for (const path of SPEC_SPANISH) expect(spanish).toContain(path);
  });

  it('is a full mirror with natural Spanish slugs for the pages added to the route table', () => {
    for (const route of ROUTES) {
      expect(languageOf(route.en)).toBe('en');
      expect(languageOf(route.es)).toBe('es');
      expect(route.es).toMatch(/^\/es(\/[a-z0-9]+(-[a-z0-9]+)*)*$/);
    }
    expect(pathFor('firstTimeBuyerGuide', 'es')).toMatch(/^\/es\/articulos\//);
    expect(pathFor('brickell', 'es')).not.toBe(pathFor('brickell', 'en'));
  });

  it('has no duplicate key or path', () => {
    const paths = ROUTES.flatMap((r) => [r.en, r.es]);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(ROUTES.map((r) => r.key)).size).toBe(ROUTES.length);
  });
});

describe('counterpartPath', () => {
  it.each(ROUTES.map((r) => [r.en, r.es] as const))('%s and %s are each other’s counterparts', (en, es) => {
    expect(counterpartPath(en)).toBe(es);
    expect(counterpartPath(es)).toBe(en);
  });

  it('sends an unknown path to the other language’s home page', () => {
    expect(counterpartPath('/nope')).toBe('/es');
    expect(counterpartPath('/es/nada')).toBe('/');
    expect(counterpartPath('')).toBe('/es');
  });

  it('ignores a trailing slash, a query and a hash', () => {
    expect(counterpartPath('/about/?ref=x#team')).toBe('/es/acerca');
    expect(counterpartPath('/es/acerca/')).toBe('/about');
    expect(counterpartPath('/es/?x=1')).toBe('/');
    expect(counterpartPath('/#prequalify')).toBe('/es');
  });

  it('leads the redirected DSCR reading to the English article', () => {
    expect(counterpartPath('/es/articulos/prestamos-inversion-dscr-miami')).toBe(
      '/articles/dscr-investment-loans-miami',
    );
  });
});

describe('REDIRECTS', () => {
  it('sends the other DSCR reading to the registered page, and every target is a page', () => {
    expect(REDIRECTS).toContainEqual({
      from: '/es/articulos/prestamos-inversion-dscr-miami',
      to: '/es/articulos/prestamos-dscr-inversion-miami',
    });
    const paths = new Set<string>(ROUTES.flatMap((r) => [r.en, r.es]));
    for (const { from, to } of REDIRECTS) {
      expect(paths.has(to)).toBe(true);
      expect(paths.has(from)).toBe(false);
      expect(routeOf(from)?.es).toBe(to);
    }
  });
});

describe('normalizePath', () => {
  it.each([
    ['/es/blog/?x=1#y', '/es/blog'],
    ['es/blog', '/es/blog'],
    ['/about///', '/about'],
    ['', '/'],
    ['/', '/'],
    ['?q=1', '/'],
  ])('reads %j as %j', (path, expected) => {
    expect(normalizePath(path)).toBe(expected);
  });
});

describe('languageOf', () => {
  it('treats /es and everything under /es/ as Spanish, and only that', () => {
    expect(languageOf('/es')).toBe('es');
    expect(languageOf('/es/')).toBe('es');
    expect(languageOf('/es/contacto?x')).toBe('es');
    expect(languageOf('/espanol')).toBe('en');
    expect(languageOf('/estate-planning')).toBe('en');
    expect(languageOf('/')).toBe('en');
  });
});

describe('alternatesFor', () => {
  it('gives both languages and the English page as x-default', () => {
    expect(alternatesFor('/es/articulos/prestamos-basados-activos-miami')).toEqual({
      en: '/articles/asset-based-loans-miami',
      es: '/es/articulos/prestamos-basados-activos-miami',
      xDefault: '/articles/asset-based-loans-miami',
    });
    expect(alternatesFor('/es')).toEqual({ en: '/', es: '/es', xDefault: '/' });
  });

  it('has none for an unknown path', () => {
    expect(alternatesFor('/nope')).toBeUndefined();
  });
});

describe('route keys and languages', () => {
  it('finds a page by key in each language', () => {
    expect(pathFor('contact', 'en')).toBe('/contact');
    expect(pathFor('contact', 'es')).toBe('/es/contacto');
    expect(() => pathFor('nope' as RouteKey, 'en')).toThrow('Unknown route key "nope"');
  });

  it('recognises route keys', () => {
    expect(isRouteKey('dscrLoans')).toBe(true);
    expect(isRouteKey('toString')).toBe(false);
  });

  it('pairs the two languages, English by default', () => {
    expect(LANGUAGES).toEqual(['en', 'es']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(otherLanguage('en')).toBe('es');
    expect(otherLanguage('es')).toBe('en');
  });
});
