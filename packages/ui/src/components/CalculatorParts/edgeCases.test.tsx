import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { validatePrequalification, type Language } from '@broker/core';
import type { ToolScenario } from './CalculatorParts';
import { uiCopy } from '../../copy';
import { sampleContent } from '../../fixtures/content';
import { sampleFigures } from '../../fixtures/sample';
import { AffordabilityCalculator } from '../AffordabilityCalculator';
import { AssetIncomeCalculator } from '../AssetIncomeCalculator';
import { Calculator } from '../Calculator';
import { DscrCalculator } from '../DscrCalculator';
import { RefinanceCalculator } from '../RefinanceCalculator';

/** Empty, zero, negative, letters, exponents, huge, tiny (down to the smallest double) and very long. */
const HOSTILE = [
  '',
  '0',
  '-5',
  'abc',
  '1e308',
  '999999999999',
  '0.0000000001',
  `0.${'0'.repeat(323)}5`,
  '9'.repeat(400),
];

/** Text every field answers with a message: not a number, negative, beyond its range. */
const MUST_COMPLAIN = ['-5', 'abc', '1e308', '999999999999', '9'.repeat(400)];

type Send = (scenario: ToolScenario) => void;

const tools: Record<string, (language: Language, onSendScenario?: Send) => ReactElement> = {
  payment: (language, onSendScenario) => (
    <Calculator
      onSendScenario={onSendScenario}
      language={language}
      copy={uiCopy[language].calculator}
      applyHref="https://apply.example.com/"
      explanations={{ heading: 'Explanations', items: sampleContent[language].explanations }}
      figures={sampleFigures}
      firstPayment={{ year: 2027, month: 1 }}
    />
  ),
  affordability: (language, onSendScenario) => (
    <AffordabilityCalculator
      onSendScenario={onSendScenario}
      language={language}
      copy={uiCopy[language].affordability}
      applyHref="https://apply.example.com/"
      figures={{ ...sampleFigures, rate: 6.5 }}
    />
  ),
  refinance: (language, onSendScenario) => (
    <RefinanceCalculator
      onSendScenario={onSendScenario}
      language={language}
      copy={uiCopy[language].refinance}
      applyHref="https://apply.example.com/"
      figures={{ newRate: 6.25 }}
    />
  ),
  dscr: (language, onSendScenario) => (
    <DscrCalculator
      onSendScenario={onSendScenario}
      language={language}
      copy={uiCopy[language].dscr}
      applyHref="https://apply.example.com/"
      figures={{ rate: 7.5, propertyTax: sampleFigures.propertyTax }}
    />
  ),
  assetIncome: (language, onSendScenario) => (
    <AssetIncomeCalculator
      onSendScenario={onSendScenario}
      language={language}
      copy={uiCopy[language].assetIncome}
      applyHref="https://apply.example.com/"
    />
  ),
};

/** What the visitor sees: the text and every box's value. */
const shown = (container: HTMLElement) =>
  [container.textContent ?? '', ...Array.from(container.querySelectorAll('input'), (input) => input.value)].join('\n');

jest.setTimeout(120_000);

/** A state to reach before typing: the refinance calculator's cash-out kind adds a field. */
const prepare: Record<string, (language: Language) => void> = {
  'refinance (cash out)': (language) =>
    act(() => {
      fireEvent.click(screen.getByRole('radio', { name: uiCopy[language].refinance.cashMode }));
    }),
};

describe.each([...Object.keys(tools), ...Object.keys(prepare)])('%s calculator with hostile input', (tool) => {
  it.each(['en', 'es'] as const)('never shows NaN, Infinity or undefined, and says what is wrong (%s)', (language) => {
    const { container, unmount } = render(tools[tool.split(' ')[0]!]!(language));
    prepare[tool]?.(language);
    const boxes = screen.getAllByRole<HTMLInputElement>('textbox');
    const problems: string[] = [];
    for (const [index, box] of boxes.entries()) {
      const name = box.getAttribute('aria-label') ?? box.labels?.[0]?.textContent ?? box.id;
      for (const text of HOSTILE) {
        const before = box.value;
        act(() => {
          fireEvent.change(boxes[index]!, { target: { value: text } });
        });
        const visible = shown(container);
        // A negative amount is written with a true minus before the sign (−$771, DSCR's cash flow);
        // a hyphen next to the dollar sign, or a minus after it, would be a formatting slip.
        const bad = visible.match(/NaN|Infinity|undefined|null|\$-|-\$|\$−|e\+\d/);
        if (bad) problems.push(`${name} = "${text.slice(0, 20)}": shows "${bad[0]}"`);
        if (MUST_COMPLAIN.includes(text)) {
          const message = (box.getAttribute('aria-describedby') ?? '')
            .split(' ')
            .map((id) => (id ? document.getElementById(id) : null))
            .filter((element) => element && !element.id.endsWith('-hint'))
            .map((element) => element!.textContent)
            .join(' ');
          if (box.getAttribute('aria-invalid') !== 'true' || !message.trim())
            problems.push(`${name} = "${text.slice(0, 20)}": no message`);
        }
        act(() => {
          fireEvent.change(boxes[index]!, { target: { value: before } });
        });
      }
    }
    expect(problems).toEqual([]);
    unmount();
  });
});

/** Each calculator's loan-term boxes (English names) and their shortest term. */
const TERMS: Record<string, Array<[string, number]>> = {
  payment: [['Loan term in years', 15]],
  affordability: [['Loan Term', 10]],
  refinance: [
    ['Years Left', 1],
    ['New Term', 10],
  ],
  dscr: [['Loan Term', 10]],
  assetIncome: [['Loan Term', 10]],
};

describe.each(Object.keys(TERMS))('%s calculator’s loan term', (tool) => {
  it.each(['0', '', '-5', 'abc'])(
    'refuses "%s" with a message instead of putting another term in its place',
    (text) => {
      const { container, unmount } = render(tools[tool]!('en'));
      for (const [name, min] of TERMS[tool]!) {
        const box = screen.getByRole<HTMLInputElement>('textbox', { name });
        act(() => {
          fireEvent.change(box, { target: { value: text } });
        });
        act(() => {
          fireEvent.blur(box);
        });
        expect(box).toHaveValue(text);
        expect(box).toHaveAttribute('aria-invalid', 'true');
        const max = tool === 'dscr' || name === 'Years Left' ? 40 : 30;
        expect(
          screen.getByText(`Enter a term from ${min} ${min === 1 ? 'year' : 'years'} to ${max} years.`),
        ).toBeVisible();
        // The results ask for a term instead of showing figures computed without one.
        const results = container.querySelector('section')!;
        expect(results.querySelector('[data-unavailable]')).toBeVisible();
        expect(results.querySelector('dl, ol')).toBeNull();
        expect(results.textContent).not.toContain('$0');
        act(() => {
          fireEvent.change(box, { target: { value: '20' } });
        });
      }
      unmount();
    },
  );
});

describe('payment calculator with the schedule, PMI timeline and extra payment shown', () => {
  it('stays sensible at the edges', async () => {
    const copy = uiCopy.en.calculator;
    const { container } = render(tools.payment!('en'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: copy.schedule.show }));
    });
    await screen.findByRole('table');
    const set = (name: string, text: string) =>
      act(() => {
        fireEvent.change(screen.getByRole('textbox', { name }), { target: { value: text } });
      });
    const problems: string[] = [];
    // Each step applies on top of the last: the schedule, chart, PMI timeline and saving follow.
    const steps: Array<[string, string]> = [
      ['Down payment as a percent of the price', '5'],
      ['Interest rate in percent', '0'],
      [copy.schedule.extraPayment, '999999999999'],
      [copy.schedule.extraPayment, '-5'],
      ['Loan term in years', '0'],
      ['Interest rate in percent', '1e308'],
      ['Home Price', '999999999999'],
      ['Home Price', '0.0000000001'],
      ['Down payment in dollars', '999999999999'],
      ['Home Price', 'abc'],
      ['Home Price', ''],
    ];
    for (const [name, text] of steps) {
      set(name, text);
      const bad = shown(container).match(/NaN|Infinity|undefined|null|\$-|-\$|\$−|e\+\d/);
      if (bad) problems.push(`${name} = "${text}": shows "${bad[0]}"`);
    }
    expect(problems).toEqual([]);

    // The largest loan the calculator models: the chart's balance axis reads in billions.
    for (const [name, text] of [
      ['Home Price', '1000000000'],
      ['Down payment in dollars', '0'],
      ['Interest rate in percent', '6.5'],
      ['Loan term in years', '30'],
    ] as const)
      set(name, text);
    const axis = Array.from(container.querySelectorAll('svg text'), (label) => label.textContent);
    expect(axis).toContain('$1B');
    expect(axis.join(' ')).not.toMatch(/\d{4}M/);
  });
});

/** A pre-qualification as the form sends it, to attach a scenario to. */
const lead = {
  formType: 'Pre-qualification',
  first_name: 'Ana',
  last_name: 'García',
  email: 'ana@example.com',
  phone: '(305) 555-0123',
  propertyType: 'condo',
  propertyValue: 500000,
  downPayment: 100000,
  annualIncome: 120000,
  employmentStatus: 'employed',
  loanPurpose: 'purchase',
  language: 'en',
  source: '/calculator',
  ts: '2026-11-23T14:03:00.000Z',
  idempotencyKey: '0b6c2c9e-6a5f-4a43-9d0e-0f8f3c1d2a77',
};

describe.each([...Object.keys(tools), ...Object.keys(prepare)])('%s calculator’s scenario at the edges', (tool) => {
  it('is one the server accepts with a lead, whatever the boxes hold', async () => {
    const sent: ToolScenario[] = [];
    render(tools[tool.split(' ')[0]!]!('es', (scenario) => sent.push(scenario)));
    prepare[tool]?.('es');
    const copy = uiCopy.es.calculator.tool;
    for (const text of ['999999999999', '0.0000000001', '0', 'abc']) {
      for (const box of screen.getAllByRole('textbox'))
        act(() => {
          fireEvent.change(box, { target: { value: text } });
        });
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: copy.sendScenario }));
      });
      await waitFor(() => expect(sent).toHaveLength(1));
      const { tool: name, query, inputs, results } = sent.pop()!;
      const path = '/es/calculadora/refinanciamiento-punto-de-equilibrio';
      const result = validatePrequalification(
        { ...lead, scenario: { tool: name, url: `${path}?${query}`, inputs, results } },
        'es',
      );
      expect([text, result.success ? 'accepted' : result.fieldErrors]).toEqual([text, 'accepted']);
    }
  });
});

/** Each calculator's required amounts (English names): empty, letters or a minus leave it nothing to compute. */
const REQUIRED: Record<string, Array<[box: string, label: string]>> = {
  payment: [
    ['Home Price', 'Home Price'],
    ['Interest rate in percent', 'Interest Rate'],
  ],
  affordability: [
    ['Annual Income (before taxes)', 'Annual Income (before taxes)'],
    ['Interest Rate', 'Interest Rate'],
  ],
  refinance: [
    ['Loan Balance', 'Loan Balance'],
    ['Current Rate', 'Current Rate'],
    ['New Rate', 'New Rate'],
  ],
  dscr: [
    ['Monthly Rent', 'Monthly Rent'],
    ['Purchase Price', 'Purchase Price'],
  ],
};

describe.each(Object.keys(REQUIRED))('%s calculator’s required amounts', (tool) => {
  it.each(['', 'abc', '-5'])('"%s" asks for a valid value in place of the results, naming the field', (text) => {
    const { container, unmount } = render(tools[tool]!('en'));
    const results = container.querySelector('section')!;
    for (const [name, label] of REQUIRED[tool]!) {
      const box = screen.getByRole<HTMLInputElement>('textbox', { name });
      const before = box.value;
      act(() => {
        fireEvent.change(box, { target: { value: text } });
      });
      expect(results.querySelector('[data-unavailable]')).toHaveTextContent(
        `To see the estimate, enter a valid value for ${label}.`,
      );
      expect(results.querySelector('dl, ol')).toBeNull();
      act(() => {
        fireEvent.change(box, { target: { value: before } });
      });
      expect(results.querySelector('[data-unavailable]')).toBeNull();
      expect(results.querySelector('dl')).not.toBeNull();
    }
    unmount();
  });
});
