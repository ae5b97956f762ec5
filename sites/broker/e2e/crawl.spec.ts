import { REDIRECTS } from '@broker/core';
import { axeAudit } from './support/axe';
import { sampledContrast } from './support/contrast';
import { baseUrl, expect, test, type Page } from './support/browser';
import { SITE } from './support/site';

const paths = SITE.routes.flatMap((r) => [r.en, r.es]);
const siteOrigin = 'https://www.groveharbormortgage.example';

interface PageFacts {
  lang: string | null;
  title: string;
  description: string | null;
  canonical: string | null;
  hreflang: Record<string, string>;
  jsonLd: string[];
  links: string[];
  robots: string | null;
}

async function facts(page: Page): Promise<PageFacts> {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
    const hreflang: Record<string, string> = {};
    document.querySelectorAll('link[rel="alternate"][hreflang]').forEach((l) => {
      hreflang[l.getAttribute('hreflang') ?? ''] = l.getAttribute('href') ?? '';
    });
    return {
      lang: document.documentElement.getAttribute('lang'),
      title: document.title,
      description: attr('meta[name="description"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      hreflang,
      jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
        (s) => s.textContent ?? '',
      ),
      links: Array.from(document.querySelectorAll('a[href]')).map((a) => a.getAttribute('href') ?? ''),
      robots: attr('meta[name="robots"]', 'content'),
    };
  });
}

const absolute = (path: string) => (path === '/' ? `${siteOrigin}/` : `${siteOrigin}${path}`);

/*
 * The tests of this file run in order in one worker and share what they found: the titles seen so
 * far (each must be unique), the internal links of every page (each must lead somewhere), and how
 * many undecided contrasts were measured. After a failure Playwright Test starts a new worker, so
 * those later checks then see only the pages after it; the run has failed already.
 */
test.describe('Every page of both languages', () => {
  /** How many undecided text contrasts were measured on the rendered pages. */
  let sampledContrastChecks = 0;

  const internalLinks = new Map<string, string>();
  const titles = new Map<string, string>();

  for (const path of paths) {
    test(`${path} has complete SEO, valid structured data and no console error`, async ({ page, consoleErrors }) => {
      const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      const f = await facts(page);
      const alternates = SITE.alternatesFor(path)!;
      expect(f.lang).toBe(path === '/es' || path.startsWith('/es/') ? 'es' : 'en');
      expect(f.title.length).toBeGreaterThan(10);
      expect(titles.get(f.title)).toBeUndefined();
      titles.set(f.title, path);
      expect(f.description?.length ?? 0).toBeGreaterThan(50);
      expect(f.canonical).toBe(absolute(path));
      expect(f.robots).toBeNull();
      expect(f.hreflang).toEqual({
        en: absolute(alternates.en),
        es: absolute(alternates.es),
        'x-default': absolute(alternates.en),
      });
      expect(f.jsonLd.length).toBeGreaterThan(0);
      for (const text of f.jsonLd) {
        const data = JSON.parse(text) as Record<string, unknown>;
        expect(data['@context']).toBe('https://schema.org');
        expect(typeof data['@type']).toBe('string');
      }
      for (const href of f.links) {
        if (href.startsWith('/')) internalLinks.set(href.split('#')[0]!.split('?')[0]!, path);
        expect(href).not.toBe('#');
      }
      expect(consoleErrors).toEqual([]);
    });
  }

  test('links only to pages and redirects that exist', async () => {
    const redirects = new Set(REDIRECTS.map((r) => r.from));
    const broken: string[] = [];
    for (const [href, from] of internalLinks) {
      if (redirects.has(href)) continue;
      const res = await fetch(`${baseUrl()}${href}`);
      const landed = new URL(res.url).pathname;
      if (res.status !== 200 || landed !== href)
        broken.push(`${href} (${res.status} at ${landed}) linked from ${from}`);
    }
    expect(broken).toEqual([]);
    expect(internalLinks.size).toBeGreaterThan(20);
  });

  test('points each page’s hreflang pair at each other', () => {
    for (const route of SITE.routes) {
      expect(SITE.alternatesFor(route.en)).toEqual(SITE.alternatesFor(route.es));
    }
  });

  for (const [width, height] of [
    [375, 812],
    [1280, 900],
  ] as const) {
    test.describe(`at ${width} px wide`, () => {
      test.use({ viewport: { width, height } });

      for (const path of paths) {
        test(`${path} has no accessibility violation, and its text contrast holds where axe cannot tell`, async ({
          page,
        }) => {
          await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
          const audit = await axeAudit(page);
          expect(audit.violations).toEqual([]);
          const sampled = await sampledContrast(page, audit.undecidedContrast);
          sampledContrastChecks += sampled.length;
          expect(sampled.filter((s) => s.ratio < s.minimum)).toEqual([]);
        });
      }
    });
  }

  test('measured the text axe leaves undecided (the article heroes’ back links over the decorative disc)', () => {
    expect(sampledContrastChecks).toBeGreaterThanOrEqual(SITE.routes.length);
  });
});

test.describe('Addresses outside the route table', () => {
  test('answers an unknown path with the bilingual, unindexed 404 page', async ({ page }) => {
    const response = await page.goto(`${baseUrl()}/no-such-page`);
    expect(response?.status()).toBe(404);
    const f = await facts(page);
    expect(f.robots).toMatch(/noindex/);
    expect(f.links).toEqual(expect.arrayContaining(['/', '/es']));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('main h1')).toHaveText('We couldn’t find that page');
    expect(await page.locator('[lang="es"] h2').count()).toBeGreaterThan(0);
  });

  test('answers an unknown Spanish path with the Spanish 404 page: Spanish header, h1 and language', async ({
    page,
  }) => {
    const response = await page.goto(`${baseUrl()}/es/articulos/no-existe`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('main h1')).toHaveText('No encontramos esa página');
    await expect(page.locator('header a[hreflang="en"]')).toHaveCount(1);
    const f = await facts(page);
    expect(f.robots).toMatch(/noindex/);
    expect(f.links).toEqual(expect.arrayContaining(['/', '/es']));
  });

  test('marks the menu section of pages outside the menu: Blog for a blog article, Buy a Home for a program', async ({
    page,
  }) => {
    const sectionOf = async (path: string) => {
      await page.goto(`${baseUrl()}${path}`);
      return page
        .locator('header nav a[aria-current="true"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    };
    expect(await sectionOf('/articles/first-time-home-buyer-guide')).toEqual(['/blog']);
    expect(await sectionOf('/es/articulos/prestamos-dscr-inversion-miami')).toEqual(['/es/comprar-casa']);
    expect(await sectionOf('/calculator/dscr')).toEqual(['/calculator']);
    expect(await sectionOf('/brickell-mortgage')).toEqual(['/buy-home']);
    expect(await sectionOf('/privacy-policy')).toEqual([]);
    expect(await sectionOf('/blog')).toEqual([]);
  });

  test('sends the other DSCR reading to the registered Spanish page', async ({ page }) => {
    const [redirect] = REDIRECTS;
    await page.goto(`${baseUrl()}${redirect!.from}`);
    await page.waitForURL(`${baseUrl()}${redirect!.to}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('serves robots.txt and a sitemap with alternates and without the 404 page', async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toMatch(/Sitemap: .*sitemap-index\.xml/);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    const index = await (await fetch(`${baseUrl()}/sitemap-index.xml`)).text();
    expect(index).toContain('sitemap-0.xml');
    const sitemap = await (await fetch(`${baseUrl()}/sitemap-0.xml`)).text();
    for (const path of paths) expect(sitemap).toContain(`<loc>${absolute(path)}</loc>`);
    expect(sitemap).not.toContain('404');
    expect(sitemap).not.toContain('/admin');
    expect(sitemap).toContain('hreflang="es"');
    expect(sitemap).not.toContain('prestamos-inversion-dscr-miami');
  });
});
