/**
 * Adds the page's scripts once its first content is on screen, so a phone paints the server's HTML
 * before it parses and runs any JavaScript. Without paint timing (old browsers) they are added at
 * once; a page that paints nothing yet (a background tab) gets them after `fallbackMs`.
 *
 * Written as source text: it runs inline in every page, before any bundle, so it must not depend on
 * a compiler's helpers.
 */
const START_AFTER_FIRST_PAINT = `function (sources, fallbackMs) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    sources.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = true;
      document.body.appendChild(script);
    });
  }
  var types = typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes || [] : [];
  if (types.indexOf('paint') === -1) return start();
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, fallbackMs);
}`;

/** The inline script that adds `sources` after the first contentful paint. */
export function bootScript(sources: readonly string[], fallbackMs = 3000): string {
  const minified = START_AFTER_FIRST_PAINT.replace(/\s*\n\s*/g, '');
  return `(${minified})(${JSON.stringify(sources)},${fallbackMs})`;
}

/** Gatsby's tags for the page's JavaScript (webpack runtime, framework, app). */
const ASYNC_SCRIPT = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g;

/**
 * A built page with its `<script src async>` tags replaced by the boot script, placed where the
 * first of them was. Pages without such tags are returned as they are.
 */
export function paintFirst(html: string): string {
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]!);
  if (sources.length === 0) return html;
  let placed = false;
  return html.replace(ASYNC_SCRIPT, () => {
    if (placed) return '';
    placed = true;
    return `<script id="boot">${bootScript(sources)}</script>`;
  });
}
