import { alternatesFor, counterpartPath, languageOf, REDIRECTS, ROUTES, routeOf } from './routes';

describe('routes', () => {
  it.each(ROUTES.map((r) => [r.en, r.es] as const))('%s and %s are each other’s counterparts', (en, es) => {
    expect(counterpartPath(en)).toBe(es);
    expect(counterpartPath(es)).toBe(en);
    expect(languageOf(en)).toBe('en');
    expect(languageOf(es)).toBe('es');
  });

  it('sends an unknown path to the other language’s home page', () => {
    expect(counterpartPath('/nope')).toBe('/es');
    expect(counterpartPath('/es/nada')).toBe('/');
  });

  it('ignores a trailing slash, a query and a hash', () => {
    expect(counterpartPath('/about/?ref=x#team')).toBe('/es/acerca');
    expect(counterpartPath('/es/acerca/')).toBe('/about');
  });

  it('maps the other DSCR reading to the registered page', () => {
    const [dscr] = REDIRECTS;
    expect(routeOf(dscr!.from)?.es).toBe(dscr!.to);
    expect(alternatesFor('/articles/dscr-investment-loans-miami')).toEqual({
      en: '/articles/dscr-investment-loans-miami',
      es: '/es/articulos/prestamos-dscr-inversion-miami',
      xDefault: '/articles/dscr-investment-loans-miami',
    });
  });

  it('has no duplicate key or path', () => {
    const paths = ROUTES.flatMap((r) => [r.en, r.es]);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(ROUTES.map((r) => r.key)).size).toBe(ROUTES.length);
  });
});
