import { TEST_BUSINESS } from '../testing/fixtures';
import { fixtureKnowledge } from '../testing/knowledge';
import { Assistant } from './assistant';
import { breaches, breachOf } from './guardrails';
import { detectLanguage } from './language';
import { hasSensitiveNumber, redactSensitive } from './redact';
import { amountsIn, COMPUTE, DECISIVE } from './compute';
import { ConceptMatcher } from './concepts';
import { Policies } from './policy';

let assistant: Assistant;

beforeAll(async () => {
  assistant = new Assistant(await fixtureKnowledge(), TEST_BUSINESS);
});

const ask = (message: string, pageLanguage: 'en' | 'es' = 'en', lastIntent?: string) =>
  assistant.answer(message, { pageLanguage, lastIntent });

describe('Assistant', () => {
  it('answers an intent in one or two sentences, then links its page', async () => {
    const answer = await ask('Are you a lender?');
    expect(answer.intent).toBe('broker_vs_lender');
    const [body, link] = answer.text.split('\n\n');
    expect(body).toMatch(/^Grove Harbor Mortgage is a Florida-licensed mortgage broker, not a lender/);
    expect(link).toBe('Read more: [about](/about)');
    expect(answer.sources).toEqual([{ title: 'about', path: '/about' }]);
  });

  it('fills business data and yearly figures from the configuration, by name', async () => {
    expect((await ask('What is your NMLS number?')).text).toContain(`NMLS ${TEST_BUSINESS.nmls}`);
    const limit = await ask('¿Cuál es el límite conforme?', 'es');
    expect(limit.text).toContain('$901,234 en 2031');
    expect(limit.text).toContain('Test County');
  });

  it('refuses to start when an answer needs a value the business data lacks', async () => {
    const knowledge = await fixtureKnowledge();
    expect(() => new Assistant(knowledge, { ...TEST_BUSINESS, figures: {} })).toThrow(/conformingLoanLimit/);
  });

  it('answers in the language of the message, whatever the page', async () => {
    expect((await ask('¿Cuánto es el enganche?', 'en')).language).toBe('es');
    expect((await ask('How much is the down payment?', 'es')).language).toBe('en');
    expect((await ask('ok', 'es')).language).toBe('es');
  });

  it('reads synonyms as one concept: enganche, la inicial and el down payment', async () => {
    for (const message of ['cuanto es el enganche', 'de cuanto es la inicial', 'cuanto es el down payment']) {
      expect((await ask(message, 'es')).intent).toBe('down_payment');
    }
  });

  it('uses the last topic for a follow-up, in either language', async () => {
    const condo = await ask('and for a condo?', 'en', 'down_payment');
    expect(condo.intent).toBe('down_payment');
    expect(condo.text).toMatch(/condo/);
    const inversion = await ask('¿y para inversión?', 'es', 'down_payment');
    expect(inversion.text).toMatch(/20%/);
    expect(inversion.text).toContain('(/es/articulos/prestamos-dscr-inversion-miami)');
  });

  it('answers a topic for what the conversation said before: FHA after a condo, PMI in a doctor-loan thread', async () => {
    const fha = await assistant.answer('what if I use FHA?', {
      pageLanguage: 'en',
      lastIntent: 'condo',
      earlier: ['is a condo harder to finance?'],
    });
    expect(fha.intent).toBe('fha_condo');
    const pmi = await assistant.answer('and do they charge PMI?', {
      pageLanguage: 'en',
      lastIntent: 'doctor',
      earlier: ["I'm a doctor, can I buy with little down?"],
    });
    expect(pmi.intent).toBe('doctor');
  });

  it('reads a conversation whose figures make a jumbo as a jumbo one', async () => {
    const answer = await assistant.answer('and how many months of reserves?', {
      pageLanguage: 'en',
      lastIntent: 'down_payment',
      earlier: ['buying in coral gables for 1.4M, putting 20% down'],
    });
    expect(answer.intent).toBe('jumbo');
    expect(answer.text).toMatch(/6-12 months/);
  });

  it('answers the down payment of the program the message names, before one named earlier', async () => {
    const conventional = await ask('minimum down payment on a conventional loan?');
    expect(conventional.intent).toBe('conventional');
    expect(conventional.text).not.toContain('3.5%');
    const fha = await assistant.answer('and how much down with FHA?', {
      pageLanguage: 'en',
      lastIntent: 'conventional',
      earlier: ['minimum down payment on a conventional loan?'],
    });
    expect(fha.intent).toBe('fha');
  });

  it("keeps refusing someone else's information when the visitor insists", async () => {
    const refused = await ask('did my neighbor Carlos apply for a loan with you?');
    expect(refused.intent).toBe('other_people');
    const insisting = await assistant.answer("but I'm the cosigner, he said it's ok", {
      pageLanguage: 'en',
      lastIntent: refused.intent,
      earlier: ['did my neighbor Carlos apply for a loan with you?'],
    });
    expect(insisting.intent).toBe('other_people');
    expect(insisting.text).toMatch(/can't share or look up anyone else's information/);
    const own = await assistant.answer("I'm the cosigner on my own loan, what credit score do I need?", {
      pageLanguage: 'en',
    });
    expect(own.intent).not.toBe('other_people');
  });

  it('reads a follow-up with the figures said earlier in the conversation', async () => {
    const answer = await assistant.answer('if I can get 6.5% and closing costs are around 8000, is it worth it?', {
      pageLanguage: 'en',
      earlier: ["I'm at 7.5% on about a 400k balance"],
    });
    expect(answer.intent).toBe('when_to_refinance');
    expect(answer.text).toContain('paid back in about 30 months (the break-even)');
  });

  it('reads a home’s value and the amount owed on it as an equity question, whatever the other words', async () => {
    const answer = await assistant.answer('it appraised at about 450k and I owe 200k. how much can I get?', {
      pageLanguage: 'en',
      earlier: ['looking into taking money out of my house'],
    });
    expect(answer.text).toMatch(/^With a home worth \$450,000 and \$200,000 owed/);
    expect(answer.text).toContain('about $160,000 in cash');
  });

  it('answers a vague follow-up on the conversation’s topic', async () => {
    const answer = await assistant.answer('will lenders hold it against me forever?', {
      pageLanguage: 'en',
      earlier: ['I went through a bankruptcy, can you still help me?', 'chapter 7, discharged in March 2024'],
      lastIntent: 'bankruptcy',
    });
    expect(answer.intent).toBe('bankruptcy');
  });

  it('says whether the loan the visitor describes is a jumbo, with this year’s limit', async () => {
    const above = await ask('is a $1.2 million home with 20% down a jumbo loan?');
    expect(above.intent).toBe('jumbo');
    expect(above.text).toMatch(/^A \$960,000 loan is \$58,766 over the 2031 conforming limit of \$901,234/);
    const within = await ask('¿un préstamo de 800 mil es jumbo?', 'es');
    expect(within.text).toMatch(/^Un préstamo de \$800,000 queda \$101,234 por debajo del límite conforme/);
  });

  it('works out a jumbo down payment on the price named, instead of the general jumbo answer', async () => {
    const named = await ask('a house of 1.5 million to live in, how much down for a jumbo?');
    expect(named.text).toContain('($150,000-$300,000)');
    expect((await ask('how much down for a jumbo?')).text).toMatch(/^Jumbo loans usually need 10-20% down/);
  });

  it('answers "is that a jumbo?" with the price and down payment said before it', async () => {
    const sameMessage = await ask('Looking at a $1.2M house, putting 20% down. Is that a jumbo loan?');
    expect(sameMessage.intent).toBe('jumbo');
    expect(sameMessage.text).toContain('A $960,000 loan is $58,766 over');
    const later = await assistant.answer('would that be jumbo?', {
      pageLanguage: 'en',
      earlier: ['we found a place for 1.2 million and can put 20% down'],
      lastIntent: 'down_payment',
    });
    expect(later.text).toMatch(/^A \$960,000 loan is \$58,766 over/);
  });

  it('answers both questions joined by "and", the second in the first one’s program', async () => {
    const answer = await ask('what is a dscr loan and do i have to show my tax returns for it');
    expect(answer.text).toContain('A DSCR (debt service coverage ratio) loan qualifies an investment property');
    expect(answer.text).toContain('A DSCR loan does not use pay stubs, tax returns or a DTI ratio');
    expect(answer.text).not.toContain('Bank Statement Loans');
  });

  it('works out the debt-to-income ratio when the house payment is named, and never reads a rent as income', async () => {
    const ratio = await ask('i make 8k/month gross, car 400 and cards 200. house payment would be 2500. whats my dti');
    expect(ratio.intent).toBe('affordability');
    expect(ratio.text).toContain('your debt-to-income ratio would be 38.8%, and 31.3% for the house alone');
    const rule = await ask('gano 7,500 al mes bruto. con la regla 28/36 cuanto puedo pagar de casa al mes?', 'es');
    expect(rule.text).toContain('pone el pago de la casa en hasta $2,100');
    const rental = await ask('rental condo: rent 3000/mo, PITIA about 2800. whats my DSCR, does it work');
    expect(rental.intent).toBe('dscr');
  });

  it('never offers the 3% and 3.5% minimums on a price whose loan would be a jumbo', async () => {
    const above = await ask('how much down on a 1.3M house?');
    expect(above.text).toMatch(/^On a \$1,300,000 home, the loan is a jumbo at any usual down payment/);
    expect(above.text).not.toContain('(3%)');
    expect(above.sources[0]?.path).toBe('/articles/jumbo-loans-miami');
    const between = await ask('cuanto de inicial para una casa de 1 millon?', 'es');
    expect(between.text).toContain('solo con al menos $98,766 de pago inicial (10%)');
    const within = await ask('how much down on a 400k house?');
    expect(within.text).toContain('$12,000 with a conventional loan (3%)');
  });

  it('works the last calculation again with the figures a follow-up changes, the last said of each counting', async () => {
    const down = await assistant.answer('what if I put 25% down instead', {
      pageLanguage: 'en',
      earlier: ['buying a 1.1M house in pinecrest with 20% down, is that a jumbo?'],
      lastIntent: 'jumbo',
    });
    expect(down.text).toMatch(/^A \$825,000 loan is \$76,234 under/);
    const saving = await assistant.answer('what if it only drops 150 a month', {
      pageLanguage: 'en',
      earlier: ['refi closing costs would be 6k and my payment drops 250/mo. is it worth it'],
      lastIntent: 'when_to_refinance',
    });
    expect(saving.text).toContain('pays for itself in about 40 months');
    const raised = await assistant.answer('y si la asociacion sube el hoa 400 mas?', {
      pageLanguage: 'es',
      earlier: [
        'un apto se alquila en 3,200 y el pago completo con taxes, seguro y hoa sale en 3,000. califica pa dscr?',
      ],
      lastIntent: 'dscr',
    });
    expect(raised.intent).toBe('dscr');
    expect(raised.text).toContain('$3,400');
    const rental = await assistant.answer('and if it was a rental property instead?', {
      pageLanguage: 'en',
      earlier: ['thinking about pulling some equity out of my house', 'its appraised around 520k and I owe 300k'],
      lastIntent: 'equity_figures',
    });
    expect(rental.text).toContain('usually reaches 75% of the value (80% on a home you live in), $390,000');
    const toldBefore = await assistant.answer('vale 400 mil y debo 150', {
      pageLanguage: 'es',
      earlier: ['puedo sacar cash de un apartamento que tengo alquilado?'],
      lastIntent: 'cash_out',
    });
    expect(toldBefore.text).toContain('$300,000, lo que deja unos $150,000 en efectivo');
    // A new topic with figures of its own is not read as a change to the last calculation.
    const other = await assistant.answer('I make 150k a year, how much house can I afford?', {
      pageLanguage: 'en',
      earlier: ['buying a 500k condo with 20% down, what are the florida taxes on the mortgage?'],
      lastIntent: 'loan_taxes',
    });
    expect(other.intent).not.toBe('loan_taxes');
  });

  it('works out the DSCR of a rent and a payment said together, whatever the other words', async () => {
    const answer = await ask(
      'rent would be 2,800 a month, payment with taxes insurance and hoa is 3,100. does that work for dscr',
    );
    expect(answer.intent).toBe('dscr');
    expect(answer.text).toMatch(
      /the DSCR is 0\.90, below the 1\.0 most lenders want: the rent would need to be \$3,100/,
    );
  });

  it('computes the cash a named price needs', async () => {
    const answer = await ask('¿Cuánto necesito para comprar una casa de 500 mil?', 'es');
    expect(answer.intent).toBe('cash_to_close');
    expect(answer.text).toContain('$15,000 con 3%');
    expect(answer.text).toContain('entre $10,000 y $25,000');
  });

  it('answers an ITIN question instead of only warning, and warns when a number is typed', async () => {
    const question = await ask('Do I need an ITIN for a foreign national loan?');
    expect(question.intent).toBe('itin_ssn');
    expect(question.text).toMatch(/need neither an ITIN nor a Social Security number/);
    const number = await ask('here is my ssn 123 45 6789');
    expect(number.intent).toBe('sensitive_number');
    expect(number.text).not.toContain('6789');
  });

  it('opens the contact form with a name that introduces the message, and answers the question asked with it', async () => {
    const answer = await ask('Tom Nguyen here, tom@example.com, 954-555-0102. Can someone call me about a jumbo loan?');
    expect(answer.contactForm).toEqual({ name: 'Tom Nguyen', email: 'tom@example.com', phone: '954-555-0102' });
    expect(answer.text).not.toMatch(/Social Security/);
    expect((await ask('Kendall here is where we want to buy. How much down for FHA?')).contactForm).toBeUndefined();
  });

  it('draws a long-tail answer from the page that asks the same question', async () => {
    const answer = await ask('Can I live in one unit of a duplex I buy with a DSCR loan?');
    expect(answer.text).toMatch(/^Not with a DSCR loan, which is for investment only\./);
    expect(answer.text).toContain('(/articles/dscr-investment-loans-miami)');
  });

  it('says it is not sure, and offers a person, when nothing fits', async () => {
    const answer = await ask('zxqv plorth');
    expect(answer.intent).toBe('fallback');
    expect(answer.text).toContain(TEST_BUSINESS.phone.display);
    expect(answer.text).toContain('(/#prequalify)');
  });

  it('shows table rows as a list, never run together as a sentence', async () => {
    const knowledge = await fixtureKnowledge();
    const table = knowledge.passages.find((p) => p.kind === 'table' && p.key === 'dscrLoans');
    expect(table?.text.split('\n')).toEqual([
      'Minimum DSCR: 1.0',
      'Down payment: From 20%',
      'Property: 1-4 units or condos',
    ]);
    expect(knowledge.passages.some((p) => p.kind === 'prose' && p.text.includes('Minimum DSCR'))).toBe(false);
  });

  it('never quotes a rate from the content', async () => {
    const answer = await ask('DSCR rates above conventional rates requirements');
    expect(breaches(answer.text)).toEqual([]);
  });
});

describe('guardrails', () => {
  it('flags stated rates, promised approval and requests for an SSN', () => {
    expect(breachOf('Our rate today is 6.25% for a 30-year loan.')).toBe('rate');
    expect(breachOf('La tasa es de 6,5% anual.')).toBe('rate');
    expect(breachOf('You are guaranteed approval.')).toBe('approval');
    expect(breachOf('Le garantizamos la aprobación.')).toBe('approval');
    expect(breachOf('Please send your SSN so we can start.')).toBe('ssn');
  });

  it('lets through down payments, rate-and-term refinances, personal guarantees and warnings', () => {
    expect(breachOf('FHA loans need 3.5% down.')).toBeUndefined();
    expect(breachOf('A rate-and-term refinance keeps 20% equity.')).toBeUndefined();
    expect(breachOf('Some lenders allow a US LLC, usually with a personal guarantee.')).toBeUndefined();
    expect(breachOf("Please don't send your SSN in this chat.")).toBeUndefined();
    expect(breachOf('No, no one can guarantee approval before a lender reviews your file.')).toBeUndefined();
  });
});

describe('redactSensitive', () => {
  it('removes SSN- and ITIN-shaped numbers and keeps phones and amounts', () => {
    expect(redactSensitive('ssn 123-45-6789 and itin 912 78 1234 or 912781234')).toBe(
      'ssn [number removed] and itin [number removed] or [number removed]',
    );
    const kept = 'call (305) 555-0142 about $500,000 or 500.000 on 2026-11-23';
    expect(redactSensitive(kept)).toBe(kept);
    expect(hasSensitiveNumber(kept)).toBe(false);
  });

  it('removes account and card numbers, long ones anywhere and shorter ones after the words that name them', () => {
    expect(redactSensitive('routing 026009593 acct 4410229981 - enough for closing?')).toBe(
      'routing [number removed] acct [number removed] - enough for closing?',
    );
    expect(redactSensitive('mi numero de cuenta del bank of america 898012345678')).toBe(
      'mi numero de cuenta del bank of america [number removed]',
    );
    expect(redactSensitive('card 4111 1111 1111 1111')).toBe('card [number removed]');
    expect(redactSensitive('te paso mi número de cuenta de wells fargo pa que vean los fondos: 7720018833')).toBe(
      'te paso mi número de cuenta de wells fargo pa que vean los fondos: [number removed]',
    );
    expect(hasSensitiveNumber('trabajo por mi cuenta hace 3 años y pico, llámeme al 305 555 0142')).toBe(false);
    expect(hasSensitiveNumber('my phone is 13055550142 and I have 12 months of statements')).toBe(false);
    const email = 'write to typed.en.1764216000000@example.com or ref ab1234567890123';
    expect(redactSensitive(email)).toBe(email);
  });
});

describe('detectLanguage', () => {
  it('reads Spanish, English and Spanglish, and leaves unclear messages to the page', () => {
    expect(detectLanguage('¿Qué necesito para comprar?')).toBe('es');
    expect(detectLanguage('quiero comprar una casa')).toBe('es');
    expect(detectLanguage('cuanto es el down payment')).toBe('es');
    expect(detectLanguage('What do I need to buy a home?')).toBe('en');
    expect(detectLanguage('nmls #?')).toBeUndefined();
    expect(detectLanguage('down?')).toBeUndefined();
    expect(detectLanguage('how much down?')).toBe('en');
    expect(detectLanguage('ok just call me, Mike, 305-555-0123')).toBe('en');
    expect(detectLanguage('me llamo Ana, llamame')).toBe('es');
  });

  it('counts an accented name as one Spanish word, not as the language of the message', () => {
    expect(detectLanguage("Hi, I'm José Peña, can you call me back?")).toBe('en');
    expect(detectLanguage('más info')).toBe('es');
  });
});

describe('Policies', () => {
  const policies = new Policies({
    policies: [],
    shorthand: { en: { u: 'you' }, es: { k: 'que', x: 'por' } },
    eligibility: [],
    followUp: [],
    frame: [
      { when: 'conventional', from: ['down_payment'], to: 'conventional' },
      { when: 'fha', from: ['down_payment'], to: 'fha' },
    ],
    topics: { abroad: 'foreign_national', assets: 'asset_based' },
  });

  it('reads a concept as its topic, the first one said with a topic counting', () => {
    expect(policies.topicOf(['down_payment', 'assets', 'abroad'])).toBe('asset_based');
    expect(policies.topicOf(['down_payment'])).toBeUndefined();
  });

  it('reframes a topic for the program the message names before one said earlier', () => {
    expect(policies.reframe('down_payment', ['conventional', 'fha'], undefined, ['fha'])).toBe('fha');
    expect(policies.reframe('down_payment', ['conventional', 'fha'])).toBe('conventional');
    expect(policies.reframe('credit_score', ['fha'], undefined, ['fha'])).toBe('credit_score');
  });

  it('writes out shorthand typed as a word, and leaves the letters of a figure alone', () => {
    expect(policies.expand('k necesito x una casa de 388k', 'es')).toBe('que necesito por una casa de 388k');
    expect(policies.expand('can u do 2x4 or 500k', 'en')).toBe('can you do 2x4 or 500k');
  });
});

describe('compute', () => {
  it('reads amounts the way visitors write them', () => {
    expect(amountsIn('una casa de 500 mil').map((a) => a.value)).toEqual([500_000]);
    expect(amountsIn('a 400k house').map((a) => a.value)).toEqual([400_000]);
    expect(amountsIn('$1,250,000 or 1.2 million').map((a) => a.value)).toEqual([1_250_000, 1_200_000]);
    expect(amountsIn('medio millon').map((a) => a.value)).toEqual([500_000]);
  });

  it('reads a bare round number in thousands when the message writes its other amounts so', () => {
    expect(COMPUTE.equity?.('debo 150 mil y el apto vale como 350')).toMatchObject({
      value: '$350,000',
      owed: '$150,000',
      cashOut: '$130,000',
    });
    // A score or a term is not an amount of money.
    expect(COMPUTE.equity?.('debo 300 mil, me quedan 28 años')).toBeUndefined();
  });

  it('reads a home’s value and balance written without thousands as thousands', () => {
    expect(COMPUTE.equity?.('mi casa en kendall vale como 550 y debo 300')).toMatchObject({
      value: '$550,000',
      owed: '$300,000',
    });
  });

  it('works out a year of property tax on the price named, at 1.5-2%', () => {
    expect(COMPUTE.propertyTax?.('cuanto pagaria de impuesto a la propiedad por una casa de 600 mil?')).toEqual({
      price: '$600,000',
      taxLow: '$9,000',
      taxHigh: '$12,000',
      monthlyLow: '$750',
      monthlyHigh: '$1,000',
    });
  });

  it('reads a yearly property tax asked of a price as that question, and a price alone as no such question', () => {
    expect(DECISIVE.propertyTax?.('una casa de 650 mil cuanto pagaria de taxes al año?')).toMatchObject({
      taxHigh: '$13,000',
    });
    expect(DECISIVE.propertyTax?.('una casa de 650 mil, cuanto es la inicial?')).toBeUndefined();
    // Asked before, the tax does not decide a later question about the same price.
    expect(
      DECISIVE.propertyTax?.('650 mil, cuanto de taxes al año? y con 20% de inicial?', 'y con 20% de inicial?'),
    ).toBeUndefined();
  });

  it('reads a year after "since" or "desde el" as a year, and a payment of 2000 a month as an amount', () => {
    expect(amountsIn('tengo 7.5% desde el 2024 y debo 300 mil').map((a) => a.value)).toEqual([7.5, 300_000]);
    expect(amountsIn('the HOA went from 2000 a month to 2400 a month').map((a) => a.value)).toEqual([2000, 2400]);
  });

  it('works out the balances at which PMI comes off only when that is asked', () => {
    expect(COMPUTE.pmiBalance?.('bought for 400k, at what balance does the pmi go away')).toMatchObject({
      case: 'ends',
      cancel80: '$320,000',
      end78: '$312,000',
    });
    expect(COMPUTE.pmiBalance?.('how much is pmi on a 400k loan')?.case).toBeUndefined();
  });

  it('works out closing costs at 2-5% of the price named', () => {
    expect(COMPUTE.closingCosts?.('roughly what will closing costs be on a 350k house')).toEqual({
      price: '$350,000',
      closingLow: '$7,000',
      closingHigh: '$17,500',
    });
  });

  it('reads savings asked against a price as the cash to close, and other things "enough" as not', () => {
    expect(DECISIVE.cashToClose?.('the house i like is 380k, is 12k enough?')).toMatchObject({ down3: '$11,400' });
    expect(DECISIVE.cashToClose?.('a 2.8M house in cocoplum, is the NFIP flood policy enough?')).toBeUndefined();
  });

  it('reads a price with a renovation budget as a flip, and a price alone as no question of one', () => {
    expect(
      DECISIVE.flipLoan?.('soy contratista, mi primer flip.\nla casa cuesta 250 mil y la remodelacion son 50 mil'),
    ).toMatchObject({
      case: 'reno',
    });
    expect(DECISIVE.flipLoan?.('la casa cuesta 250 mil')).toBeUndefined();
  });

  it('works out the down payment the visitor names, and reads their own rate as no down payment', () => {
    const figures = TEST_BUSINESS.figures;
    expect(COMPUTE.cashToClose?.('an 800,000 place in miami beach, whats the cash down at 25%', figures)).toMatchObject(
      {
        case: 'named',
        downNamed: '$200,000',
        downNamedShare: '25%',
        loanNamed: '$600,000',
      },
    );
    expect(COMPUTE.cashToClose?.('casas de 1.2 millones con 15% de inicial', figures)).toMatchObject({
      case: 'namedJumbo',
      loanNamed: '$1,020,000',
    });
    expect(COMPUTE.cashToClose?.("I'm at 7.75% on a 410k house", figures)).not.toHaveProperty('downNamed');
  });

  it('works out a refinance break-even from the rates in the order said, the balance and the costs', () => {
    expect(
      COMPUTE.breakEven?.("I'm at 7.5% on about a 400k balance. if I can get 6.5% and closing costs are around 8000"),
    ).toEqual({
      balance: '$400,000',
      currentRate: '7.5%',
      newRate: '6.5%',
      currentPayment: '$2,797',
      newPayment: '$2,528',
      savings: '$269',
      costs: '$8,000',
      months: '30',
    });
    expect(COMPUTE.breakEven?.('can I go from 7% to 6%?')).toBeUndefined();
  });

  it('works out Florida’s taxes on a loan: doc stamps per $100 or fraction, and 0.2% intangible', () => {
    expect(COMPUTE.loanTaxes?.('doc stamps on a $380,000 refinance')).toEqual({
      loan: '$380,000',
      docStamps: '$1,330',
      intangibleTax: '$760',
      loanTaxes: '$2,090',
    });
    // $250,050 is 2,501 hundreds (the last one partial): 2,501 × $0.35.
    expect(COMPUTE.loanTaxes?.('impuestos de un préstamo de 250,050')?.docStamps).toBe('$875');
    expect(COMPUTE.loanTaxes?.('what are doc stamps')).toBeUndefined();
  });

  it('measures the loan a price and a down payment leave, or the loan named, against the conforming limit', () => {
    const figures = { conformingLoanLimit: { amount: 832_750 } };
    expect(COMPUTE.conformingCheck?.('a $1.2 million condo with 20% down, is that jumbo?', figures)).toEqual({
      loan: '$960,000',
      gap: '$127,250',
      case: 'above',
    });
    expect(COMPUTE.conformingCheck?.('casa de 850 mil y pongo 150 mil de inicial', figures)).toMatchObject({
      loan: '$700,000',
      gap: '$132,750',
      case: 'within',
    });
    expect(COMPUTE.conformingCheck?.('I need a loan of $900,000', figures)).toMatchObject({ case: 'above' });
    expect(COMPUTE.conformingCheck?.('a $1.2 million condo', figures)).toBeUndefined();
    expect(COMPUTE.conformingCheck?.('a $1.2 million condo with 20% down')).toBeUndefined();
  });

  it('sizes a fix-and-flip loan at 90% of the purchase price said', () => {
    expect(COMPUTE.flipLoan?.('la compra es 300k, cuanto me financian')).toEqual({
      price: '$300,000',
      loan90: '$270,000',
      down10: '$30,000',
    });
    expect(COMPUTE.flipLoan?.('rehab of 80k on a house I buy for 400k')?.loan90).toBe('$360,000');
    expect(COMPUTE.flipLoan?.('how do flip loans work')).toBeUndefined();
  });

  it('adds the renovation said to a flip loan and measures it against the after-repair value', () => {
    expect(COMPUTE.flipLoan?.('house is 300k, reno about 60k, ARV around 450k')).toMatchObject({
      loanTotal: '$330,000',
      arvShare: '73.3%',
      case: 'arv',
    });
    expect(COMPUTE.flipLoan?.('compro en 250k, remodelacion 50k')).toMatchObject({
      loanTotal: '$275,000',
      case: 'reno',
    });
    expect(COMPUTE.flipLoan?.('buy 350k, rehab 100k, ARV 500k')).toMatchObject({ arvCap: '$375,000', case: 'arvOver' });
  });

  it('works out a break-even from the closing costs and the monthly saving said', () => {
    expect(COMPUTE.breakEven?.('refi would cost me 6000 in closing costs and save 250/month')).toEqual({
      costs: '$6,000',
      savings: '$250',
      months: '24',
      case: 'saving',
    });
    expect(COMPUTE.breakEven?.('refinanciar me cuesta 7500 de closing y me ahorro 250 al mes')?.months).toBe('30');
    expect(COMPUTE.breakEven?.('I save 250 a month on my car insurance')).toBeUndefined();
  });

  it('turns a monthly or yearly income into monthly debt room', () => {
    expect(COMPUTE.affordability?.('gano 5 mil al mes')).toEqual({
      income: '$5,000',
      housing28: '$1,400',
      debts36: '$1,800',
      dtiLow: '$2,150',
      dtiHigh: '$2,500',
    });
    expect(COMPUTE.affordability?.('making 84k a year')?.income).toBe('$7,000');
    expect(COMPUTE.affordability?.('I make 96,000, how much house can I afford?')?.income).toBe('$8,000');
    // Savings, assets or a price are not income.
    expect(COMPUTE.affordability?.('I have $3,000,000 in a brokerage account, how much can I borrow?')).toBeUndefined();
    expect(COMPUTE.affordability?.('how much do I need for a 450k condo')).toBeUndefined();
    expect(COMPUTE.affordability?.('how much can I borrow')).toBeUndefined();
  });

  it('reads the rent and the whole payment by the words before them, the last said of each counting', () => {
    const first = 'rental would rent for 3000/mo and the full payment with taxes insurance hoa is 2500';
    expect(COMPUTE.dscr?.(first)).toMatchObject({ rent: '$3,000', payment: '$2,500', ratio: '1.20', case: 'meets' });
    expect(COMPUTE.dscr?.(`${first}. ok and if rent is only 2400?`)).toMatchObject({
      rent: '$2,400',
      ratio: '0.96',
      case: 'short',
    });
    expect(COMPUTE.dscr?.('la propiedad renta 4,100 al mes y el PITIA me sale en 3,500')?.ratio).toBe('1.17');
    // A price or a balance is not a monthly payment.
    expect(COMPUTE.dscr?.('a rental for $400k, market rent about $3,000/month')).toBeUndefined();
    expect(COMPUTE.dscr?.('worth 520k and I owe 300k, and if it was a rental?')).toBeUndefined();
  });

  it('works out the income a bank statement loan counts from the deposits, the account and the expense factor said', () => {
    expect(COMPUTE.bankStatementIncome?.('my business account had 480k in deposits the last 12 months')).toMatchObject({
      monthlyDeposits: '$40,000',
      factor: '50%',
      businessIncome: '$20,000',
      case: 'business',
    });
    const cpa = 'business account got 420k in deposits in 12 months. and if my cpa says my expenses are 30%?';
    expect(COMPUTE.bankStatementIncome?.(cpa)).toMatchObject({ factor: '30%', businessIncome: '$24,500' });
    expect(COMPUTE.bankStatementIncome?.('si uso 24 meses del negocio, con depositos de 480 mil')).toMatchObject({
      months: '24',
      monthlyDeposits: '$20,000',
    });
    // The account said last counts; a price is not a deposit.
    expect(
      COMPUTE.bankStatementIncome?.(
        'del negocio entraron 300 mil. y si uso mi cuenta personal con 150 mil de depositos',
      )?.case,
    ).toBe('personal');
    expect(COMPUTE.bankStatementIncome?.('how much down on a 450k place with a bank statement loan')).toBeUndefined();
  });

  it('counts assets by the kind of account said: cash in full, investments at 70-80%, retirement at 60-70%', () => {
    expect(COMPUTE.assetIncome?.('I have 1.5M sitting in savings')).toEqual({ assets: '$1,500,000', income: '$4,167' });
    expect(COMPUTE.assetIncome?.('tengo 2 millones en acciones y 500 mil en efectivo')).toMatchObject({
      assets: '$2,500,000',
      countedLow: '$1,900,000',
      countedHigh: '$2,100,000',
      incomeLow: '$5,278',
      incomeHigh: '$5,833',
      case: 'weighted',
    });
    expect(COMPUTE.assetIncome?.('900k in an IRA')).toMatchObject({ incomeLow: '$1,500', incomeHigh: '$1,750' });
  });

  it('takes what goes to the down payment and closing costs off the assets before counting them as income', () => {
    expect(
      COMPUTE.assetIncome?.(
        'retired with 2.5M in a brokerage account.\nsay 400k of it goes to the down payment and closing',
      ),
    ).toMatchObject({ spent: '$400,000', incomeLow: '$3,750', incomeHigh: '$4,444', case: 'weightedSpent' });
    expect(
      COMPUTE.assetIncome?.(
        '1.2 millones en el banco y 800 mil en una IRA.\ncompro de 700 mil con 30% de inicial y 20 mil de cierre',
      ),
    ).toMatchObject({ spent: '$230,000', incomeLow: '$4,028', incomeHigh: '$4,250' });
    expect(COMPUTE.assetIncome?.('$2M in cash, $300k goes to the down payment')).toMatchObject({
      left: '$1,700,000',
      income: '$4,722',
      case: 'spent',
    });
  });

  it('works out what discount points cost on the loan, and the months a monthly saving takes to repay them', () => {
    expect(COMPUTE.pointsCost?.('they want 1.5 points on a $500k loan')).toMatchObject({
      cost: '$7,500',
      case: 'cost',
    });
    expect(
      COMPUTE.pointsCost?.('dos puntos en un préstamo de 250 mil.\nme bajan el pago 80 dólares al mes'),
    ).toMatchObject({ cost: '$5,000', savings: '$80', months: '63', case: 'breakEven' });
    // A credit score's points are not discount points.
    expect(COMPUTE.pointsCost?.('my score went up 40 points, loan of 300k')).toBeUndefined();
  });

  it('takes deposits said into an account, and the pay-back asked after discount points, as their calculations', () => {
    expect(DECISIVE.bankStatementIncome?.('en 12 meses entraron 360 mil a la cuenta del negocio')).toMatchObject({
      deposits: '$360,000',
    });
    expect(DECISIVE.bankStatementIncome?.('we have 360k saved')).toBeUndefined();
    const said = '1 point on a 300k loan.\nit cuts the payment by $60 a month.\nso when does it pay for itself?';
    expect(DECISIVE.pointsCost?.(said, 'so when does it pay for itself?')).toMatchObject({ months: '50' });
    expect(
      DECISIVE.pointsCost?.('1 point on a 300k loan.\nwhat are closing costs?', 'what are closing costs?'),
    ).toBeUndefined();
  });

  it('reads an amount said for closing costs apart from the down payment', () => {
    expect(COMPUTE.cashToClose?.('una casa de 500 mil con 10% de inicial y 15 mil de cierre')).toMatchObject({
      loanNamed: '$450,000',
    });
  });

  it('works out a foreign national down payment at 25% and 30% of the price', () => {
    expect(COMPUTE.foreignDown?.('a 500k condo in Sunny Isles')).toEqual({
      price: '$500,000',
      down25: '$125,000',
      down30: '$150,000',
      loan75: '$375,000',
    });
  });

  it('takes the monthly debts said with the income off what is left for the house payment', () => {
    expect(COMPUTE.affordability?.('I make 90k a year and have a $500 car payment')).toMatchObject({
      case: 'debts',
      income: '$7,500',
      debts: '$500',
      house36: '$2,100', // the lower of 28% ($2,100) and 36% less the debts ($2,200)
      houseLow: '$2,725',
      houseHigh: '$3,250',
    });
    expect(COMPUTE.affordability?.('ganamos 10 mil al mes y pagamos 300 de carro y 200 de tarjetas')?.debts).toBe(
      '$500',
    );
    // A balance owed is not a monthly payment, and a rate is not an amount.
    expect(COMPUTE.affordability?.('I make 8k a month and owe 45k in student loans at 6%')?.case).toBeUndefined();
  });
});

describe('ConceptMatcher', () => {
  it('matches whole phrases, longest first, ignoring accents', () => {
    const matcher = new ConceptMatcher({
      down_payment: { en: ['down payment'], es: ['pago inicial', 'enganche'] },
      bad_credit: { en: ['bad credit'], es: ['mal credito'] },
      credit_score: { en: ['credit'], es: ['credito'] },
    });
    expect(matcher.annotate('Tengo mal crédito y poco enganche', 'es').concepts).toEqual([
      'bad_credit',
      'down_payment',
    ]);
    expect(matcher.annotate('downpayments', 'en').concepts).toEqual([]);
  });
});
