import { loanCostDisclosure } from '@broker/core/mortgage';
import { siteConfig } from '../../site.config';
import { splitAtExamples } from './exampleMarkers';
import {
  RateExampleError,
  frontmatterExampleIds,
  parseRateExamples,
  placeRateExamples,
  rateExampleView,
} from './rateExamples';

const JUMBO = `
jumbo:
  title: { en: 'A jumbo loan', es: 'Un préstamo jumbo' }
  purpose: purchase
  creditScore: 760
  scenarios:
    - price: 1500000
      downPayment: 300000
      termYears: 30
      rate: jumbo30
      expect: { principalAndInterest: 7585 }
`;

describe('parseRateExamples', () => {
  it('reads an example with its defaults applied to each scenario', () => {
    const example = parseRateExamples(JUMBO).get('jumbo');
    expect(example?.title.es).toBe('Un préstamo jumbo');
    expect(example?.scenarios[0]).toMatchObject({
      price: 1500000,
      termMonths: 360,
      rate: 'jumbo30',
      creditScore: 760,
    });
  });

  it('leaves the points and fees of a named rate to the rate sheet, refusing its own', () => {
    for (const extra of ['  lenderFees: 1995\n', '  points: 1\n']) {
      const withOwn = JUMBO.replace('  creditScore: 760\n', `  creditScore: 760\n${extra}`);
      expect(() => parseRateExamples(withOwn)).toThrow(
        'scenario 1 points and lenderFees come from the rate sheet entry "jumbo30"',
      );
    }
  });

  it('reports every problem, naming the example and the field', () => {
    const broken = `
bad:
  title: { en: 'Only English' }
  purpose: lease
  scenarios:
    - price: 400000
      downPayment: 500000
      termYears: 30
      rate: conventional30
      creditScore: 900
`;
    let message = '';
    try {
      parseRateExamples(broken, 'examples.yml');
    } catch (error) {
      expect(error).toBeInstanceOf(RateExampleError);
      message = (error as Error).message;
    }
    expect(message).toContain('examples.yml: example "bad": title needs an "en" and an "es" text');
    expect(message).toContain('purpose must be "purchase" or "refinance"');
    expect(message).toContain('scenario 1 creditScore must be a number from 300 to 850 (got 900)');
  });

  it('keeps purchases and refinances apart', () => {
    const mixed = `
refi:
  title: { en: 'a', es: 'b' }
  purpose: refinance
  scenarios:
    - price: 400000
      loanAmount: 300000
      termYears: 30
      rate: 6
`;
    expect(() => parseRateExamples(mixed)).toThrow('belong to purchases');
  });
});

describe('rateExampleView', () => {
  it('computes the loan, the APR and the payments from the assumptions and the named rate', () => {
    const view = rateExampleView(parseRateExamples(JUMBO).get('jumbo')!, 'es', siteConfig.figures);
    const [scenario] = view.scenarios;
    expect(view.title).toBe('Un préstamo jumbo');
    expect(view.asOf).toBe('noviembre de 2026');
    expect(scenario).toMatchObject({ loanAmount: 1200000, interestRate: 6.5, principalAndInterest: 7584.82 });
    expect(scenario!.apr).toBeGreaterThan(6.5);
    expect(scenario!.payments.reduce((n, run) => n + run.count, 0)).toBe(360);
  });

  it('fails, naming the example, when the text relies on figures the assumptions no longer give', () => {
    const next = {
      ...siteConfig.figures,
      rateSheet: {
        ...siteConfig.figures.rateSheet,
        rates: { ...siteConfig.figures.rateSheet.rates, jumbo30: { rate: 6.75, points: 0, lenderFees: 1995 } },
      },
    };
    expect(() => rateExampleView(parseRateExamples(JUMBO).get('jumbo')!, 'en', next)).toThrow(
      /example "jumbo" scenario 1: its text relies on a principal and interest payment of \$7,585, but its assumptions give \$7,783/,
    );
  });

  it('fails on a rate name the configuration does not have', () => {
    const unknown = parseRateExamples(JUMBO.replace('jumbo30', 'jumbo40')).get('jumbo')!;
    expect(() => rateExampleView(unknown, 'en', siteConfig.figures)).toThrow(
      '"jumbo40" is not an entry of the rate sheet',
    );
  });
});

describe('rate sheet terms in an example', () => {
  const jumbo = parseRateExamples(JUMBO.replace('      expect: { principalAndInterest: 7585 }\n', '')).get('jumbo')!;
  const withEntry = (entry: { rate: number; points: number; lenderFees: number }) => ({
    ...siteConfig.figures,
    rateSheet: { ...siteConfig.figures.rateSheet, rates: { ...siteConfig.figures.rateSheet.rates, jumbo30: entry } },
  });

  it('takes the rate, points and lender fees of the entry it names, all in the APR', () => {
    const noPoints = rateExampleView(jumbo, 'en', withEntry({ rate: 6.5, points: 0, lenderFees: 1995 })).scenarios[0]!;
    const onePoint = rateExampleView(jumbo, 'en', withEntry({ rate: 6.5, points: 1, lenderFees: 1995 })).scenarios[0]!;
    const higherFees = rateExampleView(jumbo, 'en', withEntry({ rate: 6.5, points: 0, lenderFees: 5000 }))
      .scenarios[0]!;
    expect(onePoint).toMatchObject({ interestRate: 6.5, points: 1, pointsAmount: 12000, lenderFees: 1995 });
    expect(onePoint.principalAndInterest).toBe(noPoints.principalAndInterest);
    expect(onePoint.apr).toBeGreaterThan(noPoints.apr);
    expect(higherFees.apr).toBeGreaterThan(noPoints.apr);
    const expected = loanCostDisclosure({
      loanAmount: 1200000,
      interestRate: 6.5,
      termMonths: 360,
      repayment: 'amortizing',
      prepaidFinanceCharges: 12000 + 1995,
      originalValue: 1500000,
    });
    expect(onePoint.apr).toBe(expected.apr);
  });

  it("uses the site's sheet: the bank statement and asset-based examples carry their own points", () => {
    const { rates } = siteConfig.figures.rateSheet;
    expect(rates.bankStatement30).toMatchObject({ points: 1, lenderFees: 1995 });
    expect(rates.assetBased30).toMatchObject({ points: 0.5, lenderFees: 1995 });
  });

  it('keeps the points and fees of a scenario that fixes its own rate', () => {
    const own = parseRateExamples(`
current:
  title: { en: 'a', es: 'b' }
  purpose: refinance
  scenarios:
    - loanAmount: 300000
      termYears: 30
      rate: 7
      points: 1
      lenderFees: 1000
`).get('current')!;
    expect(rateExampleView(own, 'en', siteConfig.figures).scenarios[0]).toMatchObject({
      interestRate: 7,
      points: 1,
      pointsAmount: 3000,
      lenderFees: 1000,
    });
  });

  it('fails, naming the entry, when the sheet entry lacks its points or fees', () => {
    const broken = withEntry({ rate: 6.5, points: undefined as unknown as number, lenderFees: 1995 });
    expect(() => rateExampleView(jumbo, 'en', broken)).toThrow('the rate sheet entry "jumbo30" needs a rate');
  });
});

describe('placing examples in a page', () => {
  it('turns a rate-example code block into a marker and splits the page around it', () => {
    const html = '<p>Before</p>\n<pre><code class="language-rate-example">jumbo\n</code></pre>\n<p>After</p>';
    const placed = placeRateExamples(html);
    expect(placed.ids).toEqual(['jumbo']);
    expect(splitAtExamples(placed.html)).toEqual([
      { html: '<p>Before</p>\n' },
      { example: 'jumbo' },
      { html: '\n<p>After</p>' },
    ]);
  });

  it('rejects a block that holds anything but an id', () => {
    expect(() => placeRateExamples('<pre><code class="language-rate-example">rate: 6%\n</code></pre>')).toThrow(
      'only the id of an example',
    );
  });

  it('finds examples placed by frontmatter', () => {
    expect(frontmatterExampleIds({ loanTypes: { example: 'standardPrograms', items: [{ title: 'x' }] } })).toEqual([
      'standardPrograms',
    ]);
  });
});
