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
 * Every page of the site as an English/Spanish pair. The site is a full mirror: each page exists
 * in both languages, and the content files are named by `key`.
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
  {
    key: 'firstTimeBuyerGuide',
    en: '/articles/first-time-home-buyer-guide',
    es: '/es/articulos/guia-primer-comprador-vivienda',
  },
  {
    key: 'miamiMarketTrends',
    en: '/articles/miami-real-estate-trends',
    es: '/es/articulos/tendencias-mercado-inmobiliario-miami',
  },
  { key: 'whenToRefinance', en: '/articles/when-to-refinance', es: '/es/articulos/cuando-refinanciar' },
  {
    key: 'cashOutRefinancing',
    en: '/articles/cash-out-refinancing',
    es: '/es/articulos/refinanciamiento-retiro-efectivo',
  },
  {
    key: 'rateAndTermRefinancing',
    en: '/articles/rate-and-term-refinancing',
    es: '/es/articulos/refinanciamiento-tasa-plazo',
  },
  {
    key: 'bankStatementLoans',
    en: '/articles/bank-statement-loans-miami',
    es: '/es/articulos/prestamos-estados-cuenta-miami',
  },
  {
    key: 'assetBasedLoans',
    en: '/articles/asset-based-loans-miami',
    es: '/es/articulos/prestamos-basados-activos-miami',
  },
  {
    key: 'doctorMortgage',
    en: '/articles/doctor-mortgage-program-miami',
    es: '/es/articulos/programa-hipoteca-medicos-miami',
  },
  {
    key: 'dscrLoans',
    en: '/articles/dscr-investment-loans-miami',
    es: '/es/articulos/prestamos-dscr-inversion-miami',
  },
  {
    key: 'foreignNationalLoans',
    en: '/articles/foreign-national-loans-miami',
    es: '/es/articulos/prestamos-extranjeros-miami',
  },
  { key: 'fixFlipLoans', en: '/articles/fix-flip-loans-miami', es: '/es/articulos/prestamos-fix-flip-miami' },
  { key: 'jumboLoans', en: '/articles/jumbo-loans-miami', es: '/es/articulos/prestamos-jumbo-miami' },
  { key: 'itinLoans', en: '/articles/itin-mortgage-loans-miami', es: '/es/articulos/prestamos-itin-miami' },
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

const byPath = new Map<string, Route>();
for (const route of ROUTES) {
  byPath.set(route.en, route);
  byPath.set(route.es, route);
}
for (const { from, to } of REDIRECTS) {
  const target = byPath.get(to);
  if (target) byPath.set(from, target);
}

/** The route a path belongs to (redirected readings included), or undefined. */
export function routeOf(path: string): Route | undefined {
  return byPath.get(normalizePath(path));
}

/** The path of a route key in a language. */
export function pathFor(key: RouteKey, language: Language): string {
  const route = ROUTES.find((r) => r.key === key);
  if (!route) throw new Error(`Unknown route key "${key}"`);
  return route[language];
}

export function isRouteKey(value: string): value is RouteKey {
  return ROUTES.some((r) => r.key === value);
}

/** The other language of `language`. */
export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'es' : 'en';
}

/**
 * The same page in the other language. An unknown path leads to the other language's home page.
 */
export function counterpartPath(path: string): string {
  const target = otherLanguage(languageOf(path));
  const route = routeOf(path);
  return route ? route[target] : HOME[target];
}

export interface Alternates {
  en: string;
  es: string;
  xDefault: string;
}

/** hreflang alternates of a page (x-default is the English page), or undefined for unknown paths. */
export function alternatesFor(path: string): Alternates | undefined {
  const route = routeOf(path);
  if (!route) return undefined;
  return { en: route.en, es: route.es, xDefault: route.en };
}
