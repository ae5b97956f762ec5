import { ATTRIBUTION_STORAGE_KEY, captureAttribution, cleanAttribution, readAttribution } from '.';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('captureAttribution', () => {
  it('records the campaign, click ids, landing path and referring origin of the first page', () => {
    const storage = memoryStorage();
    captureAttribution(
      {
        href: 'https://www.grove.example/brickell-mortgage?utm_source=google&utm_campaign=brickell&gclid=abc&email=ana%40example.com#top',
      },
      'https://www.google.com/search?q=brickell+mortgage',
      storage,
    );
    const captured = readAttribution(storage);
    expect(captured).toEqual({
      utm_source: 'google',
      utm_campaign: 'brickell',
      gclid: 'abc',
      landingPage: '/brickell-mortgage',
      referrer: 'https://www.google.com',
    });
    expect(JSON.parse(storage.items.get(ATTRIBUTION_STORAGE_KEY) ?? '')).toEqual(captured);
    expect(storage.items.get(ATTRIBUTION_STORAGE_KEY)).not.toContain('ana');
  });

  it('keeps the landing page for the rest of the visit, until a new campaign link', () => {
    const storage = memoryStorage();
    captureAttribution({ href: 'https://site.example/es?utm_source=facebook&fbclid=F1' }, '', storage);
    captureAttribution({ href: 'https://site.example/es/contacto' }, 'https://site.example/es', storage);
    expect(readAttribution(storage)).toEqual({ utm_source: 'facebook', fbclid: 'F1', landingPage: '/es' });
    captureAttribution(
      { href: 'https://site.example/calculator?utm_source=bing&msclkid=M2&utm_term=a+b%20c' },
      '',
      storage,
    );
    expect(readAttribution(storage)).toEqual({
      utm_source: 'bing',
      msclkid: 'M2',
      utm_term: 'a b c',
      landingPage: '/calculator',
    });
  });

  it('leaves out its own site as referrer, and malformed or missing storage', () => {
    const storage = memoryStorage();
    captureAttribution({ href: 'https://site.example/' }, 'https://site.example/blog', storage);
    expect(readAttribution(storage)).toEqual({ landingPage: '/' });
    const fresh = memoryStorage();
    captureAttribution({ href: 'https://site.example/?utm_source=%E0%A4%A&utm_medium=cpc' }, '', fresh);
    // A malformed escape is read the way browsers read it, and nothing else is lost.
    expect(readAttribution(fresh)).toMatchObject({ utm_medium: 'cpc', landingPage: '/' });
    expect(() => captureAttribution({ href: 'https://site.example/?utm_source=x' }, '', null)).not.toThrow();
    expect(() => captureAttribution({ href: 'not an address' }, '', fresh)).not.toThrow();
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => captureAttribution({ href: 'https://site.example/?gclid=1' }, '', full)).not.toThrow();
    expect(readAttribution(full)).toBeUndefined();
  });
});

describe('cleanAttribution / readAttribution', () => {
  it('cuts what the address carried to its bound when read back', () => {
    const storage = memoryStorage();
    captureAttribution(
      { href: `https://site.example/?utm_campaign=${'c'.repeat(900)}&gclid=${'g'.repeat(900)}` },
      '',
      storage,
    );
    expect(readAttribution(storage)).toEqual({
      utm_campaign: 'c'.repeat(200),
      gclid: 'g'.repeat(500),
      landingPage: '/',
    });
  });

  it('keeps known fields only, bounded, without control characters', () => {
    expect(
      cleanAttribution({
        utm_source: ' google\u0000 ',
        utm_campaign: 'c'.repeat(250),
        gclid: 7,
        landingPage: 'no-slash',
        referrer: 'https://x.example/path',
        other: 'dropped',
      }),
    ).toEqual({ utm_source: 'google', utm_campaign: 'c'.repeat(200) });
    expect(cleanAttribution({ other: 'x' })).toBeUndefined();
    expect(cleanAttribution('google')).toBeUndefined();
  });

  it('reads back what was stored, and nothing from broken storage', () => {
    const storage = memoryStorage();
    expect(readAttribution(storage)).toBeUndefined();
    storage.items.set(ATTRIBUTION_STORAGE_KEY, '{not json');
    expect(readAttribution(storage)).toBeUndefined();
    storage.items.set(ATTRIBUTION_STORAGE_KEY, JSON.stringify({ utm_medium: 'cpc' }));
    expect(readAttribution(storage)).toEqual({ utm_medium: 'cpc' });
  });
});
