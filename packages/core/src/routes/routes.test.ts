import {
  articleRoute,
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
  routeTable,
  SLUG_PATTERN,
  type RouteKey,
} from './routes';

/** Every fixed page docs/behaviour.md §2.1 lists, in both languages (the articles come from their content). */
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
];

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
  it('covers every fixed English and Spanish page of docs/behaviour.md §2.1 and the calculators, and no article', () => {
    const english: string[] = ROUTES.map((r) => r.en);
    const spanish: string[] = ROUTES.map((r) => r.es);
    expect(english.sort()).toEqual([...SPEC_ENGLISH, ...CALCULATOR_PAGES.map(([en]) => en)].sort());
    for (const [en, es] of CALCULATOR_PAGES) expect(counterpartPath(en)).toBe(es);
    for (const path of SPEC_SPANISH) expect(spanish).toContain(path);
  });

  it('is a full mirror with natural Spanish slugs for the pages added to the route table', () => {
    for (const route of ROUTES) {
      expect(languageOf(route.en)).toBe('en');
      expect(languageOf(route.es)).toBe('es');
      expect(route.es).toMatch(/^\/es(\/[a-z0-9]+(-[a-z0-9]+)*)*$/);
    }
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

/** The fixed pages with two articles, as the site's build puts them together. */
const SITE = routeTable([
  ...ROUTES,
  articleRoute('dscrLoans', { en: 'dscr-investment-loans-miami', es: 'prestamos-dscr-inversion-miami' }),
  articleRoute('assetBasedLoans', { en: 'asset-based-loans-miami', es: 'prestamos-basados-activos-miami' }),
]);

describe('routeTable', () => {
  it('places an article under /articles and /es/articulos by its slugs', () => {
    expect(SITE.pathFor('dscrLoans', 'en')).toBe('/articles/dscr-investment-loans-miami');
    expect(SITE.pathFor('dscrLoans', 'es')).toBe('/es/articulos/prestamos-dscr-inversion-miami');
    expect(SITE.has('dscrLoans')).toBe(true);
    expect(SITE.has('toString')).toBe(false);
    expect(() => SITE.pathFor('nope', 'en')).toThrow('Unknown route key "nope"');
  });

  it('gives both languages and the English page as x-default, and none for an unknown path', () => {
    expect(SITE.alternatesFor('/es/articulos/prestamos-basados-activos-miami/')).toEqual({
      en: '/articles/asset-based-loans-miami',
      es: '/es/articulos/prestamos-basados-activos-miami',
      xDefault: '/articles/asset-based-loans-miami',
    });
    expect(SITE.alternatesFor('/es')).toEqual({ en: '/', es: '/es', xDefault: '/' });
    expect(SITE.alternatesFor('/nope')).toBeUndefined();
  });

  it('pairs an article with its counterpart, and leads the redirected DSCR reading to the English article', () => {
    expect(SITE.counterpartPath('/articles/asset-based-loans-miami')).toBe(
      '/es/articulos/prestamos-basados-activos-miami',
    );
    expect(SITE.counterpartPath('/es/articulos/prestamos-inversion-dscr-miami')).toBe(
      '/articles/dscr-investment-loans-miami',
    );
    expect(SITE.routeOf('/es/articulos/prestamos-inversion-dscr-miami')?.key).toBe('dscrLoans');
  });

  it('sends every redirect to a page and never from one', () => {
    const paths = new Set<string>(SITE.routes.flatMap((r) => [r.en, r.es]));
    for (const { from, to } of REDIRECTS) {
      expect(paths.has(to)).toBe(true);
      expect(paths.has(from)).toBe(false);
    }
  });

  it('knows no article among the fixed pages', () => {
    expect(routeOf('/articles/dscr-investment-loans-miami')).toBeUndefined();
    expect(isRouteKey('dscrLoans')).toBe(false);
  });
});

describe('SLUG_PATTERN', () => {
  it.each(['guia-primer-comprador', 'dscr', 'fha-2027'])('accepts %j', (slug) => expect(slug).toMatch(SLUG_PATTERN));
  it.each(['Guia', 'guía', 'a--b', '-a', 'a-', 'a b', 'a/b', ''])('refuses %j', (slug) =>
    expect(slug).not.toMatch(SLUG_PATTERN),
  );
});

describe('route keys and languages', () => {
  it('finds a page by key in each language', () => {
    expect(pathFor('contact', 'en')).toBe('/contact');
    expect(pathFor('contact', 'es')).toBe('/es/contacto');
    expect(() => pathFor('nope' as RouteKey, 'en')).toThrow('Unknown route key "nope"');
  });

  it('recognises route keys', () => {
    expect(isRouteKey('calculator')).toBe(true);
    expect(isRouteKey('toString')).toBe(false);
  });

  it('pairs the two languages, English by default', () => {
    expect(LANGUAGES).toEqual(['en', 'es']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(otherLanguage('en')).toBe('es');
    expect(otherLanguage('es')).toBe('en');
  });
});
