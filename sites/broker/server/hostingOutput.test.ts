import { headersFor, parseHeaders, parseRedirects, redirectFor } from './hostingOutput';

const HEADERS = `
# gatsby-adapter-netlify start
/*
  cache-control: public, max-age=0, must-revalidate
  X-Frame-Options: DENY
/static/*
  cache-control: public, max-age=31536000, immutable
/app-1.js
  cache-control: public, max-age=31536000, immutable
# gatsby-adapter-netlify end
`;

const REDIRECTS = `
# gatsby-adapter-netlify start
/es/articulos/prestamos-inversion-dscr-miami  /es/articulos/prestamos-dscr-inversion-miami  301!
/old/*  /new/:splat  301
/api/chat  /.netlify/functions/chat-js  200
/api/submit  /.netlify/functions/submit-js  200
/es/*  /es/404  404
# gatsby-adapter-netlify end
`;

describe('parseHeaders and headersFor', () => {
  const rules = parseHeaders(HEADERS);

  it('reads each path rule with its headers, names in lower case', () => {
    expect(rules.map((r) => r.pattern)).toEqual(['/*', '/static/*', '/app-1.js']);
    expect(rules[0]!.headers).toContainEqual(['x-frame-options', 'DENY']);
  });

  it('applies every matching rule, the more specific one last', () => {
    expect(headersFor(rules, '/about').get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(headersFor(rules, '/static/font.woff2').get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/app-1.js').get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/app-1.js').get('x-frame-options')).toBe('DENY');
    expect(headersFor(rules, '/staticky').get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('refuses a header line outside a path rule', () => {
    expect(() => parseHeaders('  x-a: b\n')).toThrow(/outside a path/);
  });
});

describe('parseRedirects and redirectFor', () => {
  const { redirects, functions, notFound } = parseRedirects(REDIRECTS);

  it('separates redirects from the function routes and the not-found pages', () => {
    expect(notFound).toEqual([{ from: '/es/*', page: '/es/404' }]);
    expect(redirects).toHaveLength(2);
    expect(redirects[0]).toEqual({
      from: '/es/articulos/prestamos-inversion-dscr-miami',
      to: '/es/articulos/prestamos-dscr-inversion-miami',
      status: 301,
    });
    expect([...functions]).toEqual([
      ['/api/chat', 'chat'],
      ['/api/submit', 'submit'],
    ]);
  });

  it('sends a path to its target, with the splat of a wildcard rule', () => {
    expect(redirectFor(redirects, '/es/articulos/prestamos-inversion-dscr-miami')).toEqual({
      location: '/es/articulos/prestamos-dscr-inversion-miami',
      status: 301,
    });
    expect(redirectFor(redirects, '/old/a/b')).toEqual({ location: '/new/a/b', status: 301 });
    expect(redirectFor(redirects, '/es')).toBeUndefined();
  });

  it('refuses a rule it cannot serve instead of ignoring it', () => {
    expect(() => parseRedirects('/a  https://elsewhere.example/  200\n')).toThrow(/does not serve/);
    // A forced 404 would hide real pages; a 404 for one path is not a language's not-found page.
    expect(() => parseRedirects('/es/*  /es/404  404!\n')).toThrow(/does not serve/);
    expect(() => parseRedirects('/es/a  /es/404  404\n')).toThrow(/does not serve/);
  });
});
