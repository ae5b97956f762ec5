import fc from 'fast-check';
import { readScenario, writeScenario, CALCULATOR_TOOLS } from './scenario';
import { SCENARIO_SPECS } from './specs';

const payment = SCENARIO_SPECS.payment;

describe('readScenario', () => {
  it('reads the parameters of the calculator, as numbers', () => {
    expect(readScenario(payment, '?price=650000&down=65000&term=30&rate=6.875&hoa=450')).toEqual({
      price: 650000,
      down: 65000,
      term: 30,
      rate: 6.875,
      hoa: 450,
    });
  });

  it('clamps to each range and rounds to its decimals', () => {
    expect(readScenario(payment, 'term=50&rate=99&downpct=150&price=5000000000&taxpct=1.23456')).toEqual({
      term: 30,
      rate: 25,
      downpct: 100,
      price: 1_000_000_000,
      taxpct: 1.235,
    });
    expect(readScenario(payment, 'term=7')).toEqual({ term: 15 });
    expect(readScenario(payment, 'term=22.5')).toEqual({ term: 23 });
  });

  it('leaves out whatever is not a plain number or a known option', () => {
    expect(
      readScenario(
        payment,
        'price=-5&down=1e6&rate=abc&tax=1,000&ins=&hoa=%20&pmi=NaN&extra=Infinity&other=1&term=0x1f',
      ),
    ).toEqual({});
    expect(readScenario(payment, `price=${'9'.repeat(40)}`)).toEqual({});
    expect(readScenario(payment, '?price=-5&rate=abc&term=9999')).toEqual({ term: 30 });
    expect(readScenario(payment, '?price=500000&rate=6.5&term=30&hoa=<script>&extra=%3Cb%3E')).toEqual({
      price: 500000,
      rate: 6.5,
      term: 30,
    });
  });

  it('reads a very long address, keeping only what it knows', () => {
    const long = `?price=400000&${'junk=x&'.repeat(20_000)}rate=${'7'.repeat(100_000)}&term=15`;
    expect(readScenario(payment, long)).toEqual({ price: 400000, term: 15 });
    expect(readScenario(SCENARIO_SPECS.refinance, 'mode=cash&cash=50000')).toEqual({ mode: 'cash', cash: 50000 });
    expect(readScenario(SCENARIO_SPECS.refinance, 'mode=toString')).toEqual({});
    expect(readScenario(payment, '')).toEqual({});
    expect(readScenario(payment, '?price=%E0%A4%A&down=5&down=7&rate=6%2E5')).toEqual({ down: 5, rate: 6.5 });
  });
});

describe('writeScenario', () => {
  it('writes the values in a fixed order, clamped, without invalid ones', () => {
    expect(writeScenario(payment, { rate: 6.5, price: 500000, term: 45, hoa: Number.NaN, down: 100000.004 })).toBe(
      'price=500000&down=100000&term=30&rate=6.5',
    );
    expect(writeScenario(SCENARIO_SPECS.refinance, { mode: 'bogus' as never, balance: 1 })).toBe('balance=1');
    expect(writeScenario(payment, {})).toBe('');
  });

  it('round-trips every calculator: what is written reads back the same', () => {
    expect(Object.keys(SCENARIO_SPECS).sort()).toEqual([...CALCULATOR_TOOLS].sort());
    for (const tool of CALCULATOR_TOOLS) {
      const spec = SCENARIO_SPECS[tool];
      const arbitraries = Object.fromEntries(
        Object.entries(spec).map(([name, param]) => [
          name,
          'options' in param ? fc.constantFrom(...param.options) : fc.double({ min: -1e10, max: 2e10, noNaN: true }),
        ]),
      );
      fc.assert(
        fc.property(fc.record(arbitraries), (values) => {
          const written = writeScenario(spec, values as never);
          const read = readScenario(spec, written);
          expect(writeScenario(spec, read as never)).toBe(written);
          for (const value of Object.values(read)) {
            if (typeof value === 'number') expect(Number.isFinite(value) && value >= 0).toBe(true);
          }
        }),
        { numRuns: 100 },
      );
    }
  });
});
