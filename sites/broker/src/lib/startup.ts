import { startInSteps } from './startInSteps';

/**
 * The browser's entry point (gatsby-node puts it in place of Gatsby's `.cache/production-app` as the
 * `app` bundle's entry). Gatsby's own entry imports every module of the start-up bundles at once, so
 * the browser evaluated all of them, React DOM, i18next, Gatsby's runtime and the site's wrappers,
 * in one task: 78-119 ms at Lighthouse's 4x CPU, the longest task of every page load after the
 * first paint. Here the same modules are evaluated in the order Gatsby's entry needs them, a few at
 * a time, each part in a task of its own, and Gatsby's entry runs last, finding them evaluated. The
 * imports are `eager`: the modules stay in the start-up bundles and no request is added. The app
 * bundle grew by 0.6 KB gzip (modules loaded this way keep wrappers of their own instead of being
 * concatenated with their importers).
 */
void startInSteps([
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ './pageI18n'),
  () => import(/* webpackMode: "eager" */ 'gatsby-runtime/api-runner-browser'),
  () => import(/* webpackMode: "eager" */ 'gatsby-runtime/loader'),
  () =>
    Promise.all([
      import(/* webpackMode: "eager" */ 'gatsby-runtime/navigation'),
      import(/* webpackMode: "eager" */ 'gatsby-runtime/page-renderer'),
    ]),
  () => import(/* webpackMode: "eager" */ 'gatsby-runtime/production-app'),
]).catch((error: unknown) => {
  // The page stays as the server rendered it: readable, its links working, its forms not.
  console.error('The page could not start its scripts', error);
});
