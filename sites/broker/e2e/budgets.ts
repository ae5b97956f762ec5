/**
 * Performance budgets of the site, checked by `npm run test:budgets` (part of `npm test`).
 *
 * JavaScript: a bare Gatsby 5 page with React 18 and react-i18next ships about 92 KB of gzipped
 * JavaScript (framework, app and runtime chunks); every page may carry at most 15% on top of it.
 */
export const BARE_GATSBY_I18N_KB = 92;
export const FIRST_VIEW_JS_BUDGET_KB = BARE_GATSBY_I18N_KB * 1.15;

/**
 * Lighthouse, mobile settings: minimum category scores (0-100) and the largest layout shift allowed.
 * Performance is the median of LIGHTHOUSE_RUNS runs per page. LIGHTHOUSE_MIN_PERFORMANCE overrides
 * the Performance minimum (e.g. to try a stricter one); the default is the target, 95.
 */
export const PERFORMANCE_TARGET = 95;
export const LIGHTHOUSE_RUNS = 5;
const performanceGate = Number(process.env.LIGHTHOUSE_MIN_PERFORMANCE) || PERFORMANCE_TARGET;

export const LIGHTHOUSE_BUDGET = {
  performance: performanceGate,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const;
export const MAX_CLS = 0.02;

/** The page types measured, in both languages. */
export const BUDGET_PAGES = [
  { type: 'home', en: '/', es: '/es' },
  { type: 'calculator', en: '/calculator', es: '/es/calculadora' },
  {
    type: 'affordability calculator',
    en: '/calculator/how-much-house-can-i-afford',
    es: '/es/calculadora/cuanta-casa-puedo-comprar',
  },
  {
    type: 'refinance calculator',
    en: '/calculator/refinance-break-even',
    es: '/es/calculadora/refinanciamiento-punto-de-equilibrio',
  },
  { type: 'DSCR calculator', en: '/calculator/dscr', es: '/es/calculadora/dscr' },
  {
    type: 'asset-based income calculator',
    en: '/calculator/asset-based-income',
    es: '/es/calculadora/ingreso-basado-en-activos',
  },
  { type: 'article', en: '/articles/dscr-investment-loans-miami', es: '/es/articulos/prestamos-dscr-inversion-miami' },
  { type: 'contact', en: '/contact', es: '/es/contacto' },
] as const;
