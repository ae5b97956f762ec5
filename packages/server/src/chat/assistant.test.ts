import { TEST_BUSINESS } from '../testing/fixtures';
import { FIXTURE_CONTENT } from '../testing/fixtures';
import { Assistant, breaksGuardrails, detectIntent, guessLanguage } from './assistant';
import { loadContent } from './content';
import { SearchIndex } from './search';

const skipped: string[] = [];
const passages = loadContent(FIXTURE_CONTENT, TEST_BUSINESS, (f) => skipped.push(f));
const assistant = new Assistant(new SearchIndex(passages), TEST_BUSINESS);

describe('loadContent', () => {
  it('reads frontmatter sections and body sections of both languages and fills business data', () => {
    expect(passages.some((p) => p.language === 'es' && p.key === 'dscrLoans' && p.heading === 'Requisitos')).toBe(true);
    expect(passages.some((p) => p.key === 'home' && p.heading === 'How long does it take to close?')).toBe(true);
    const contact = passages.find(
      (p) => p.key === 'contact' && p.language === 'en' && p.heading === 'Talk to a Loan Officer',
    );
    expect(contact?.text).toContain(TEST_BUSINESS.phone.display);
    expect(contact?.pageTitle).toBe('Contact Us');
    expect(passages.every((p) => !p.text.includes('{{'))).toBe(true);
  });

  it('skips and reports a file that is not a page', () => {
    expect(skipped).toEqual(['en/broken.md']);
  });
});

describe('Assistant', () => {
  const cases: [string, string, string, RegExp][] = [
    ['en', 'Hi there', 'greeting', /virtual assistant/],
    ['es', 'Hola', 'greeting', /asistente virtual/],
    ['en', 'What programs do you offer?', 'programs', /\[Buy a Home in Miami\]\(\/buy-home\)/],
    ['es', '¿Qué programas de préstamo tienen?', 'programs', /\[Comprar Casa en Miami\]\(\/es\/comprar-casa\)/],
    [
      'en',
      'What are the requirements for a DSCR loan?',
      'requirements',
      /at least 1\.0[\s\S]*\(\/articles\/dscr-investment-loans-miami\)/,
    ],
    [
      'es',
      '¿Cuáles son los requisitos del préstamo DSCR?',
      'requirements',
      /al menos 1\.0[\s\S]*\(\/es\/articulos\/prestamos-dscr-inversion-miami\)/,
    ],
    [
      'en',
      'What documents do I need for a bank statement loan?',
      'documents',
      /24 consecutive months[\s\S]*\(\/articles\/bank-statement-loans-miami\)/,
    ],
    ['es', '¿Qué documentos necesito?', 'documents', /no envíe documentos/],
    ['en', 'What rate can I get today?', 'rates', /can't quote a rate/],
    ['es', '¿Cuál es la tasa de interés hoy?', 'rates', /no puedo darle una tasa/],
    ['en', 'How does the payment calculator work?', 'calculator', /\(\/calculator\)/],
    ['es', 'Quiero usar la calculadora', 'calculator', /\(\/es\/calculadora\)/],
    ['en', 'What are your office hours?', 'hours', /Monday–Friday 9:00–18:00, Saturday 10:00–16:00, Sunday closed/],
    ['es', '¿Cuál es su horario?', 'hours', /Lunes a viernes 9:00–18:00, sábado 10:00–16:00, domingo cerrado/],
    ['en', 'Can I talk to a real person?', 'human', /\(305\) 555-0142/],
    ['es', 'Quiero hablar con un asesor', 'human', /\(305\) 555-0142/],
    ['en', 'How do I get pre-approved?', 'prequalify', /\(\/#prequalify\)/],
    ['es', 'Quiero precalificar', 'prequalify', /\(\/es#prequalify\)/],
    ['en', 'Where is your office?', 'contact', /Coconut Grove/],
    ['en', 'Should I give you my SSN?', 'sensitive', /don't share your Social Security number/],
    ['en', 'How long does it take to close?', 'search', /21 to 45 days[\s\S]*\[Miami Mortgage Broker\]\(\/\)/],
    ['es', '¿Cuánto tarda el cierre?', 'search', /21 y 45 días[\s\S]*\(\/es\)/],
    ['en', 'How long does pre-approval take?', 'search', /24 to 48 hours/],
    ['en', 'How much is the down payment for FHA?', 'programs', /3\.5% down[\s\S]*\(\/buy-home\)/],
    [
      'en',
      'What is DSCR?',
      'programs',
      /qualifies the rental property[\s\S]*\(\/articles\/dscr-investment-loans-miami\)/,
    ],
    ['en', 'quantum chromodynamics lattice', 'unsure', /not sure[\s\S]*\(305\) 555-0142/],
    ['es', 'cromodinámica cuántica reticular', 'unsure', /No estoy seguro/],
  ];

  it.each(cases)('[%s] "%s" is answered as %s', (language, message, intent, pattern) => {
    const answer = assistant.answer(message, language as 'en' | 'es');
    expect(answer.intent).toBe(intent);
    expect(answer.text).toMatch(pattern);
  });

  it('links the page every content-based answer drew from', () => {
    for (const [language, message, intent] of cases) {
      if (intent === 'greeting') continue;
      const answer = assistant.answer(message, language as 'en' | 'es');
      expect(answer.sources.length).toBeGreaterThan(0);
      for (const source of answer.sources) expect(answer.text).toContain(`(${source.path})`);
    }
  });

  it('never repeats a rate figure from the content, even when asked about a program that lists one', () => {
    for (const message of ['What are the DSCR requirements?', "What are today's rates?", 'DSCR rates']) {
      const { text } = assistant.answer(message, 'en');
      expect(text).not.toMatch(/\d(\.\d+)?\s*%.*rates?|rates?.*\d(\.\d+)?\s*%/i);
    }
  });

  it('never promises approval or asks for an SSN or documents', () => {
    for (const [language, message] of cases) {
      const { text } = assistant.answer(message, language as 'en' | 'es');
      expect(text).not.toMatch(/guarantee|garantiz/i);
      expect(text).not.toMatch(
        /(?<!don't |not |no )\b(send|share|provide|envíe|comparta) (us |nos )?(your |su )?(ssn|social security|documents|documentos|seguro social)/i,
      );
    }
  });
});

describe('breaksGuardrails', () => {
  it('flags stated rates, promised approval and requests for sensitive data', () => {
    expect(breaksGuardrails('Our rate today is 6.25% for a 30-year loan.')).toBe(true);
    expect(breaksGuardrails('La tasa es de 6,5% anual.')).toBe(true);
    expect(breaksGuardrails('You are guaranteed approval.')).toBe(true);
    expect(breaksGuardrails('Please send your SSN so we can start.')).toBe(true);
  });

  it('lets through down payments, rate-and-term refinances and warnings not to share data', () => {
    expect(breaksGuardrails('FHA loans need 3.5% down.')).toBe(false);
    expect(breaksGuardrails('A rate-and-term refinance keeps 20% equity.')).toBe(false);
    expect(breaksGuardrails("Please don't send your SSN in this chat.")).toBe(false);
  });
});

describe('detectIntent and guessLanguage', () => {
  it('does not take a rate-and-term refinance question for a rate question', () => {
    expect(detectIntent('What is a rate and term refinance?')).not.toBe('rates');
  });

  it('tells Spanish from English', () => {
    expect(guessLanguage('¿Qué necesito para comprar?')).toBe('es');
    expect(guessLanguage('quiero comprar una casa')).toBe('es');
    expect(guessLanguage('What do I need to buy a home?')).toBe('en');
  });
});
