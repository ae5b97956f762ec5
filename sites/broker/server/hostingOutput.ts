import fs from 'node:fs';
import path from 'node:path';

/**
 * The hosting rules of a build, read from what gatsby-adapter-netlify wrote into `public/`:
 * `_headers` (headers per path pattern) and `_redirects` (301s, the function routes and the
 * Spanish not-found page). The
 * self-hosted server applies exactly these, so it answers with the headers, redirects and status
 * codes the Netlify deploy of the same build answers with. Both files come from gatsby-config's
 * `headers` and gatsby-node's `createRedirect` (see src/config/hosting.ts).
 */

export interface HeaderRule {
  /** `/exact/path`, or a prefix ending in `/*`. */
  pattern: string;
  headers: ReadonlyArray<readonly [name: string, value: string]>;
}

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

/** A language's own not-found page: paths under `from` (a `/*` pattern) that match no file. */
export interface NotFoundRule {
  from: string;
  /** The page answered with status 404, as a site path (`/es/404`). */
  page: string;
}

export interface HostingOutput {
  headerRules: HeaderRule[];
  redirects: RedirectRule[];
  /** Not-found pages by path prefix, in file order; `/404.html` answers everything else. */
  notFound: NotFoundRule[];
  /** Function routes: request path → function name (`/api/submit` → `submit`). */
  functions: Map<string, string>;
}

function meaningfulLines(text: string): string[] {
  return text.split(/\r?\n/).filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));
}

/** Netlify's `_headers` format: a path line, then indented `name: value` lines. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: { pattern: string; headers: [string, string][] } | undefined;
  for (const line of meaningfulLines(text)) {
    if (!/^\s/.test(line)) {
      current = { pattern: decodeURI(line.trim()), headers: [] };
      rules.push(current);
      continue;
    }
    const colon = line.indexOf(':');
    if (!current || colon < 0) throw new Error(`_headers: a header line outside a path or without a colon: "${line}"`);
    current.headers.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

const FUNCTION_TARGET = /^\/\.netlify\/functions\/([\w-]+)$/;

/**
 * Netlify's `_redirects` format: `from  to  status[!]`. Gatsby's adapter writes redirects (3xx),
 * rewrites of `/api/*` to its function bundles (200 to `/.netlify/functions/<id>`) and, for a
 * language's not-found page, a non-forced `404` rule (Netlify applies it only where no file is).
 */
export function parseRedirects(text: string): Pick<HostingOutput, 'redirects' | 'functions' | 'notFound'> {
  const redirects: RedirectRule[] = [];
  const notFound: NotFoundRule[] = [];
  const functions = new Map<string, string>();
  for (const line of meaningfulLines(text)) {
    const [from, to, statusText = '301'] = line.trim().split(/\s+/);
    if (!from || !to) throw new Error(`_redirects: a rule without a target: "${line}"`);
    const status = Number.parseInt(statusText, 10);
    const fn = FUNCTION_TARGET.exec(to);
    if (status === 200 && fn && from.startsWith('/api/')) {
      functions.set(decodeURI(from), decodeURI(from).slice('/api/'.length));
    } else if (status >= 300 && status < 400) {
      redirects.push({ from: decodeURI(from), to, status });
    } else if (status === 404 && !statusText.endsWith('!') && from.endsWith('/*') && to.startsWith('/')) {
      notFound.push({ from: decodeURI(from), page: decodeURI(to) });
    } else {
      throw new Error(`_redirects: the self-hosted server does not serve rule "${line.trim()}"`);
    }
  }
  return { redirects, functions, notFound };
}

export function matches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('/*')) {
    const prefix = pattern.slice(0, -2);
    return pathname === prefix || pathname.startsWith(`${prefix}/`);
  }
  return pattern === pathname;
}

/**
 * The headers of a path: every matching rule in file order, a later rule replacing an earlier
 * value of the same name (`/*` first, then `/static/*` or the exact path of an asset).
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const rule of rules) {
    if (!matches(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) result.set(name, value);
  }
  return result;
}

/** Where a redirect rule sends a path (`:splat` is what a `/*` rule matched), or undefined. */
export function redirectFor(
  rules: readonly RedirectRule[],
  pathname: string,
): { location: string; status: number } | undefined {
  const rule = rules.find((r) => matches(r.from, pathname));
  if (!rule) return undefined;
  const splat = rule.from.endsWith('/*') ? pathname.slice(rule.from.length - 1) : '';
  return { location: rule.to.replace(':splat', splat), status: rule.status };
}

/** Reads the rules the adapter wrote into a built `public/` folder. */
export function readHostingOutput(publicDir: string): HostingOutput {
  const read = (name: string) => {
    const file = path.join(publicDir, name);
    if (!fs.existsSync(file)) {
      throw new Error(
        `${file} is missing: build the site first (npm run build), with gatsby-adapter-netlify in gatsby-config.`,
      );
    }
    return fs.readFileSync(file, 'utf8');
  };
  return { headerRules: parseHeaders(read('_headers')), ...parseRedirects(read('_redirects')) };
}
