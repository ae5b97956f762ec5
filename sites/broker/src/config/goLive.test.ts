import { SAMPLE, siteConfig } from '../../site.config';
import { isGoLiveBuild, sampleValuesIn } from './goLive';

/** The site configuration as a broker fills it in before going live. */
const completeConfig = {
  ...siteConfig,
  companyName: 'Bayfront Home Loans',
  legalName: 'Bayfront Home Loans LLC',
  siteUrl: 'https://www.bayfronthomeloans.com',
  phone: { display: '(305) 444-2710', e164: '+13054442710' },
  email: 'info@bayfronthomeloans.com',
  address: {
    ...siteConfig.address,
    street: '2665 South Bayshore Drive, Suite 220',
    geo: { latitude: 25.7311, longitude: -80.2351 },
  },
  nmls: '1873642',
  applicationPortalUrl: 'https://bayfronthomeloans.my1003app.com/',
  social: {
    facebook: 'https://www.facebook.com/bayfronthomeloans',
    linkedin: 'https://www.linkedin.com/company/bayfront-home-loans',
    instagram: 'https://www.instagram.com/bayfronthomeloans',
  },
  figures: {
    ...siteConfig.figures,
    rateSheet: { ...siteConfig.figures.rateSheet, source: 'Wholesale lender rate sheet of 2026-11-23, 9:00 a.m.' },
  },
};

describe('sampleValuesIn', () => {
  it('lists each sample value of the sample configuration, one line each', () => {
    expect(sampleValuesIn(siteConfig, SAMPLE)).toEqual([
      'companyName: still the sample "Grove Harbor Mortgage"',
      'legalName: still the sample "Grove Harbor Mortgage LLC"',
      'siteUrl: still the sample "https://www.groveharbormortgage.example"',
      'phone.display: still the sample "(305) 555-0142"',
      'phone.e164: still the sample "+13055550142"',
      'email: still the sample "hello@groveharbormortgage.example"',
      'address.street: still the sample "3480 Main Highway, Suite 200"',
      'address.geo.latitude: still the sample 25.7282',
      'address.geo.longitude: still the sample -80.2437',
      'nmls: still the sample "2104587"',
      'applicationPortalUrl: still the sample "https://apply.groveharbormortgage.example/"',
      'social.facebook: still the sample "https://www.facebook.com/groveharbormortgage.example"',
      'social.linkedin: still the sample "https://www.linkedin.com/company/groveharbormortgage-example"',
      'social.instagram: still the sample "https://www.instagram.com/groveharbormortgage.example"',
      `figures.rateSheet.source: still the sample ${JSON.stringify(SAMPLE.figures.rateSheet.source)}`,
    ]);
  });

  it('passes a complete configuration', () => {
    expect(sampleValuesIn(completeConfig, SAMPLE)).toEqual([]);
  });

  it('still names the parts left behind when a value is replaced only in part', () => {
    const partly = { ...completeConfig, phone: { display: '(305) 444-2710', e164: SAMPLE.phone.e164 } };
    expect(sampleValuesIn(partly, SAMPLE)).toEqual(['phone.e164: still the sample "+13055550142"']);
  });

  it('knows every placeholder of the configuration: none is left once the samples are replaced', () => {
    expect(JSON.stringify(completeConfig)).not.toMatch(/\.example\b|555-01\d\d|55501\d\d|sample/i);
  });
});

describe('isGoLiveBuild', () => {
  it("is on in Netlify's production context and with BROKER_GO_LIVE=true", () => {
    expect(isGoLiveBuild({ CONTEXT: 'production' })).toBe(true);
    expect(isGoLiveBuild({ BROKER_GO_LIVE: 'true' })).toBe(true);
    expect(isGoLiveBuild({ BROKER_GO_LIVE: ' TRUE ', CONTEXT: 'deploy-preview' })).toBe(true);
  });

  it('is off for development, tests, npm start, deploy previews and branch deploys', () => {
    expect(isGoLiveBuild({})).toBe(false);
    expect(isGoLiveBuild({ NODE_ENV: 'production' })).toBe(false);
    expect(isGoLiveBuild({ CONTEXT: 'deploy-preview' })).toBe(false);
    expect(isGoLiveBuild({ CONTEXT: 'branch-deploy' })).toBe(false);
    expect(isGoLiveBuild({ CONTEXT: 'dev' })).toBe(false);
  });

  it('is turned off explicitly with BROKER_GO_LIVE=false, and refuses any other value', () => {
    expect(isGoLiveBuild({ CONTEXT: 'production', BROKER_GO_LIVE: 'false' })).toBe(false);
    expect(() => isGoLiveBuild({ BROKER_GO_LIVE: '1' })).toThrow('BROKER_GO_LIVE must be "true" or "false" (got "1")');
  });
});
