import { contentSecurityPolicy, securityHeaders } from './securityHeaders';

describe('securityHeaders', () => {
  const byName = Object.fromEntries(securityHeaders.map((h) => [h.key, h.value]));

  it('declares every header a host adapter must send', () => {
    expect(Object.keys(byName)).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
      ]),
    );
    expect(byName['X-Content-Type-Options']).toBe('nosniff');
    expect(byName['Strict-Transport-Security']).toMatch(/max-age=\d{7,}/);
  });

  it('keeps the site unframeable and scripts and connections on its own origin', () => {
    expect(contentSecurityPolicy).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy).toContain("connect-src 'self'");
    expect(contentSecurityPolicy).toContain("object-src 'none'");
    expect(contentSecurityPolicy).not.toMatch(/script-src[^;]*\*/);
  });
});
