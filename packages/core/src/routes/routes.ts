/** The two languages of the site; English is the default (unprefixed) one. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export interface Route {
  readonly key: string;
  readonly en: string;
  readonly es: string;
}

/**
 * The site's fixed pages as English/Spanish pairs. The site is a full mirror: each page exists in
 * both languages, and the content files are named by `key`. Articles are not listed here: each
 * names its own slugs in its content (`articleRoute`), and the build adds them to the table.
 */
export const ROUTES = [
  { key: 'home', en: '/', es: '/es' },
  { key: 'buyHome', en: '/buy-home', es: '/es/comprar-casa' },
  { key: 'refinance', en: '/refinance', es: '/es/refinanciar' },
  { key: 'calculator', en: '/calculator', es: '/es/calculadora' },
  { key: 'about', en: '/about', es: '/es/acerca' },
  { key: 'contact', en: '/contact', es: '/es/contacto' },
  { key: 'blog', en: '/blog', es: '/es/blog' },
  { key: 'privacyPolicy', en: '/privacy-policy', es: '/es/politica-privacidad' },
  { key: 'termsOfService', en: '/terms-of-service', es: '/es/terminos-servicio' },
  { key: 'disclaimer', en: '/disclaimer', es: '/es/descargo-responsabilidad' },
  // The calculators beyond the payment calculator, under it in both languages.
  {
    key: 'affordabilityCalculator',
    en: '/calculator/how-much-house-can-i-afford',
    es: '/es/calculadora/cuanta-casa-puedo-comprar',
  },
  {
    key: 'refinanceCalculator',
    en: '/calculator/refinance-break-even',
    es: '/es/calculadora/refinanciamiento-punto-de-equilibrio',
  },
  { key: 'dscrCalculator', en: '/calculator/dscr', es: '/es/calculadora/dscr' },
  {
    key: 'assetIncomeCalculator',
    en: '/calculator/asset-based-income',
    es: '/es/calculadora/ingreso-basado-en-activos',
  },
  {
    key: 'cashToCloseCalculator',
    en: '/calculator/florida-cash-to-close',
    es: '/es/calculadora/efectivo-para-el-cierre-en-florida',
  },
  {
    key: 'pointsCalculator',
    en: '/calculator/points-and-buydowns',
    es: '/es/calculadora/puntos-y-buydowns',
  },
  { key: 'brickell', en: '/brickell-mortgage', es: '/es/hipoteca-brickell' },
  { key: 'coralGables', en: '/coral-gables-mortgage', es: '/es/hipoteca-coral-gables' },
] as const satisfies readonly Route[];

export type RouteKey = (typeof ROUTES)[number]['key'];

export interface Redirect {
  readonly from: string;
  readonly to: string;
}

/** Permanent redirects: other readings of a slug that lead to the registered page. */
export const REDIRECTS: readonly Redirect[] = [
  { from: '/es/articulos/prestamos-inversion-dscr-miami', to: '/es/articulos/prestamos-dscr-inversion-miami' },
];

const HOME: Record<Language, string> = { en: '/', es: '/es' };

/** Strips query, hash and a trailing slash so `/es/blog/?x#y` and `/es/blog` compare equal. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  const trimmed = withSlash.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The language a path is written in: `/es` and everything under `/es/` is Spanish. */
export function languageOf(path: string): Language {
  const p = normalizePath(path);
  return p === '/es' || p.startsWith('/es/') ? 'es' : 'en';
}

/** Where the articles live in each language: `/articles/<slug>`, `/es/articulos/<slug>`. */
export const ARTICLE_PREFIX: Record<Language, string> = { en: '/articles/', es: '/es/articulos/' };

/** An article's slug: lowercase words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The route of an article from its key and its slug in each language. */
export function articleRoute(key: string, slugs: Record<Language, string>): Route {
  return { key, en: `${ARTICLE_PREFIX.en}${slugs.en}`, es: `${ARTICLE_PREFIX.es}${slugs.es}` };
}

/** The other language of `language`. */
export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'es' : 'en';
}

export interface Alternates {
  en: string;
  es: string;
  xDefault: string;
}

/** Lookups over a set of routes: the fixed pages alone, or the whole site with its articles. */
export interface RouteTable {
  readonly routes: readonly Route[];
  has(key: string): boolean;
  /** The path of a key in a language; throws on an unknown key. */
  pathFor(key: string, language: Language): string;
  /** The route a path belongs to (redirected readings included), or undefined. */
  routeOf(path: string): Route | undefined;
  /** The same page in the other language; an unknown path leads to the other language's home page. */
  counterpartPath(path: string): string;
  /** hreflang alternates of a page (x-default is the English page), or undefined for unknown paths. */
  alternatesFor(path: string): Alternates | undefined;
}

export function routeTable(routes: readonly Route[], redirects: readonly Redirect[] = REDIRECTS): RouteTable {
  const byKey = new Map(routes.map((route) => [route.key, route]));
  const byPath = new Map<string, Route>();
  for (const route of routes) {
    byPath.set(route.en, route);
    byPath.set(route.es, route);
  }
  for (const { from, to } of redirects) {
    const target = byPath.get(to);
    if (target) byPath.set(from, target);
  }
  const routeOf = (path: string) => byPath.get(normalizePath(path));
  return {
    routes,
    has: (key) => byKey.has(key),
    pathFor(key, language) {
      const route = byKey.get(key);
      if (!route) throw new Error(`Unknown route key "${key}"`);
      return route[language];
    },
    routeOf,
    counterpartPath(path) {
      const target = otherLanguage(languageOf(path));
      return routeOf(path)?.[target] ?? HOME[target];
    },
    alternatesFor(path) {
      const route = routeOf(path);
      return route && { en: route.en, es: route.es, xDefault: route.en };
    },
  };
}

const FIXED = routeTable(ROUTES);

/** The route of a fixed page a path belongs to, or undefined (articles are not fixed pages). */
export const routeOf = FIXED.routeOf;

/** The path of a fixed page in a language. */
export function pathFor(key: RouteKey, language: Language): string {
  return FIXED.pathFor(key, language);
}

export function isRouteKey(value: string): value is RouteKey {
  return FIXED.has(value);
}

/** The same fixed page in the other language (an article's counterpart comes with its page's data). */
export const counterpartPath = FIXED.counterpartPath;
