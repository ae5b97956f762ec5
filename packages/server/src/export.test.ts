import { createHash } from 'node:crypto';
import { consentText, currentConsent } from '@broker/core';
import { csvCell, formatLeads } from './export';
import { createServer, type BrokerServer } from './server';
import type { LeadRecord } from './store';
import { STORE_KINDS, useTestDatabase } from './testing/databases';
import { memoryLogger, parse, post, prequalification, TEST_BUSINESS, testConfig, contact } from './testing/fixtures';

/** Reads the CSV the way a spreadsheet does: quoted cells, doubled quotes, CRLF rows. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  return rows;
}

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+cmd', `"'+cmd"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['\rcmd', `"'\rcmd"`],
    ['a;=1+1', '"a;=1+1"'],
    ['a,=1+1', '"a,=1+1"'],
    ['Ana María', '"Ana María"'],
    ['+1 305 555 0142', '"=""+1 305 555 0142"""'],
    ['+34 612 345 678', '"=""+34 612 345 678"""'],
    ['(305) 555-0142', '"(305) 555-0142"'],
    ['+1 305 555 0142 =cmd', `"'+1 305 555 0142 =cmd"`],
    [650000, '"650000"'],
    [null, '""'],
  ])('writes %j as %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('quotes every cell, so a separator inside can never start a new one', () => {
    const [, row] = readCsv(
      formatLeads(
        [
          {
            id: 'x',
            createdAt: '2026-07-04T16:00:00.000Z',
            formType: 'contact',
            status: 'received',
            language: 'es',
            source: '/es/contacto',
            firstName: 'a;=cmd|" /C calc"!A0',
            lastName: 'b,-2+3',
            email: 'a@example.com',
            phone: '+1 305 555 0142',
            payload: { loanType: 'cash-out', message: 'línea 1\nlínea 2' },
            attribution: null,
            consent: null,
            deliveries: [],
            transcript: [],
            doNotContact: [],
          } satisfies LeadRecord,
        ],
        'csv',
      ),
    );
    const header = readCsv(formatLeads([], 'csv').slice(1))[0]!;
    const cell = (name: string) => row![header.indexOf(name)];
    expect(cell('First name')).toBe('a;=cmd|" /C calc"!A0');
    expect(cell('Last name')).toBe('b,-2+3');
    expect(cell('Phone')).toBe('="+1 305 555 0142"');
    // Summer time in Miami is EDT: 16:00 UTC is noon.
    expect(cell('Received (Miami time)')).toBe('2026-07-04 12:00:00');
    expect(cell('Loan type')).toBe('Cash-Out Refinance');
    expect(cell('Message')).toBe('línea 1\nlínea 2');
    expect(cell("Visitor's language")).toBe('Spanish');
  });
});

describe.each(STORE_KINDS)('Export (%s)', (kind) => {
  const store = useTestDatabase(kind);
  let server: BrokerServer;

  afterEach(async () => {
    await server.close();
  });

  function start(brokerLanguage: 'en' | 'es' = 'en') {
    server = createServer(testConfig({ brokerLanguage }), {
      db: store.db,
      logger: memoryLogger(),
      now: () => Date.parse('2026-11-23T14:05:00Z'),
    });
  }

  it('opens with accents intact (BOM), inert formulas, labels, Miami time, attribution and the stored consent', async () => {
    start();
    const id = parse(
      await server.submit(
        post(
          prequalification({
            first_name: '=HYPERLINK("http://x","y")',
            last_name: 'Núñez Peña',
            phone: '+1 305 555 0199',
            source: '/brickell-mortgage',
            consentVersion: 'en-2026-11-27',
            automatedContact: true,
            attribution: {
              utm_source: 'google',
              utm_campaign: 'brickell',
              gclid: 'abc',
              landingPage: '/brickell-mortgage',
            },
          }),
        ),
      ),
    ).id as string;
    const csv = await server.exportLeads({ format: 'csv' });
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.endsWith('\r\n')).toBe(true);
    const [header, row, extra] = readCsv(csv.slice(1));
    expect(extra).toBeUndefined();
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('Lead ID')).toBe(id);
    expect(cell('First name')).toBe(`'=HYPERLINK("http://x","y")`);
    expect(cell('Last name')).toBe('Núñez Peña');
    expect(cell('Phone')).toBe('="+1 305 555 0199"');
    expect(cell('Received (Miami time)')).toBe('2026-11-23 09:05:00');
    expect(cell('Employment status')).toBe('Self-Employed');
    expect(cell('Timeline')).toBe('Within 60 days');
    expect(cell('Property value')).toBe('650000');
    expect(cell('Source (utm_source)')).toBe('google');
    expect(cell('Campaign (utm_campaign)')).toBe('brickell');
    expect(cell('Google Ads click (gclid)')).toBe('abc');
    expect(cell('Landing page')).toBe('/brickell-mortgage');
    const text = consentText(currentConsent('en'), TEST_BUSINESS.companyName);
    const sha256 = createHash('sha256').update(text).digest('hex');
    expect(cell('Notice version')).toBe('en-2026-11-27');
    expect(cell('Notice SHA-256')).toBe(sha256);
    expect(cell('Automated calls and texts')).toBe(`Agreed (ticked the box; wording SHA-256 ${sha256})`);
    expect(cell('Agreed at (Miami time)')).toBe('2026-11-23 09:05:00');
    expect(cell('Agreed on page')).toBe('/brickell-mortgage');
    expect(cell('Client address')).toBe('203.0.113.7');
    expect(cell('Notice shown')).toBe(text);
    expect(cell('CRM delivery')).toBe('Not configured');
  });

  it('writes the calculator scenario sent with a pre-qualification in its own columns', async () => {
    start();
    await server.submit(
      post(
        prequalification({
          scenario: {
            tool: 'dscr',
            url: '/calculator/dscr?rent=4200&price=520000&downpct=20',
            inputs: { monthlyRent: 4200, homePrice: 520000, downPayment: 104000 },
            results: { ratio: 1.12, monthlyCashFlow: -452.31, rentForTarget: null },
          },
        }),
      ),
    );
    await server.submit(post(contact()));
    const [header, ...rows] = readCsv((await server.exportLeads({ format: 'csv' })).slice(1));
    const cell = (row: string[] | undefined, name: string) => row![header!.indexOf(name)];
    const withScenario = rows.find((row) => cell(row, 'Form') === 'Pre-qualification');
    const without = rows.find((row) => cell(row, 'Form') === 'Contact');
    expect(cell(withScenario, 'Calculator')).toBe('DSCR for investors');
    expect(cell(withScenario, 'Scenario address')).toBe('/calculator/dscr?rent=4200&price=520000&downpct=20');
    expect(cell(withScenario, 'Scenario: entered')).toBe(
      'down payment: 104,000\nhome price: 520,000\nmonthly rent: 4,200',
    );
    expect(cell(withScenario, 'Scenario: results')).toBe('monthly cash flow: -452.31\nratio: 1.12\nrent for target: —');
    expect(cell(without, 'Calculator')).toBe('');
    expect(cell(without, 'Scenario: results')).toBe('');
  });

  it('writes labels in the broker’s language, and JSON with the stored records', async () => {
    start('es');
    await server.submit(post(contact({ consentVersion: 'es-2026-11-27' })));
    const [header, row] = readCsv((await server.exportLeads({ format: 'csv' })).slice(1));
    expect(header?.slice(0, 3)).toEqual(['ID de la solicitud', 'Recibido (hora de Miami)', 'Formulario']);
    expect(row![header!.indexOf('Tipo de préstamo')]).toBe('Refinanciamiento');
    expect(row![header!.indexOf('Llamadas y mensajes de texto automatizados')]).toBe(
      'Sin consentimiento para contacto automatizado (no marcó la casilla)',
    );
    const [record] = JSON.parse(await server.exportLeads({ format: 'json' })) as LeadRecord[];
    expect(record).toMatchObject({
      formType: 'contact',
      payload: { loanType: 'refinance' },
      consent: { version: 'es-2026-11-27', automatedContact: false, language: 'es' },
    });
  });

  it('tells a consent of the older wording, whose box asked for marketing texts, from an automated-contact one', async () => {
    start();
    await server.submit(post(contact({ consentVersion: 'en-2026-11-23', automatedContact: true })));
    const [header, row] = readCsv((await server.exportLeads({ format: 'csv' })).slice(1));
    expect(row![header!.indexOf('Automated calls and texts')]).toBe(
      'Notice from before the automated-contact box: ticked its marketing-texts box (see the notice shown)',
    );
  });
});
