import { britishSpellings, spanishStyleIssues } from './index';

const found = (text: string) => spanishStyleIssues(text).map((i) => i.found);

describe('spanishStyleIssues', () => {
  it('flags each banned variant with the term to use', () => {
    const issues = spanishStyleIssues('Con 20% de entrada, su plusvalía crece y la cuenta de plica paga el seguro.');
    expect(issues.map((i) => [i.found, i.use])).toEqual([
      ['entrada', 'pago inicial'],
      ['plusvalía', 'capital (equity)'],
      ['plica', 'cuenta de depósito en garantía (escrow)'],
    ]);
  });

  it('knows the rest of the list', () => {
    expect(
      found(
        'Talonarios de pago; un corredor en la Florida; Pulse Mayús+Intro; el Estimado de Préstamo y la Divulgación de Cierre; su pre-aprobación; ¿tú puedes?; abrimos hasta las 18:00 o 6 p.m.; su agente inmobiliario; su Closing Disclosure; el préstamo del auto; un asesor le llama; las Estimaciones del Préstamo; la relación de cobertura; el 43% de deuda sobre ingreso; quiere rentar su propiedad de renta; ' +
          'Aplique en línea; ¿Listo para aplicar?; puede aplicar para un préstamo; días para arrepentirse; ' +
          'el prestamista ordena la tasación; contrate a un inspector general; Precalifíquese; Precalificarme; ' +
          'información delicada; el avalúo; Originadora Hipotecaria Sénior',
      ),
    ).toEqual([
      'Talonarios',
      'corredor',
      'la Florida',
      'Mayús',
      'Intro',
      'Estimado de Préstamo',
      'Divulgación de Cierre',
      'pre-aprobación',
      'tú',
      'puedes',
      '18:00',
      'p.m.',
      'agente inmobiliario',
      'Closing Disclosure',
      'auto',
      'asesor',
      'Estimaciones del Préstamo',
      'relación de cobertura',
      'deuda sobre ingreso',
      'rentar',
      'propiedad de renta',
      'Aplique',
      'Listo para aplicar',
      'aplicar para',
      'arrepentirse',
      'ordena la tasación',
      'inspector general',
      'Precalifíquese',
      'Precalificarme',
      'información delicada',
      'avalúo',
      'Originadora Hipotecaria',
    ]);
  });

  it('passes the preferred vocabulary and words that only contain a banned one', () => {
    expect(
      found(
        'Con 20% de pago inicial, su capital crece; la cuenta de depósito en garantía (escrow) aplica e implica y explica; ' +
          'talones de pago; broker hipotecario en Florida; el índice de cobertura y la relación deuda-ingreso; Pulse Enter o Shift+Enter; Estimación de Préstamo; ' +
          'Declaración de Cierre (Closing Disclosure); agente de bienes raíces; su preaprobación; abrimos de 9:00 a. m. a 6:00 p. m.; el plazo de 30 años; ' +
          'Pembroke Pines; la Florida Housing no; turno; su carro; automático; hable con un asesor fiscal; no es asesoría legal; ' +
          'la renta mensual cubre el pago; rentas altas; una propiedad rentable de alquiler que puede alquilar; ' +
          'haga su solicitud; la ley no se aplica; pueden aplicarse tarifas; las leyes aplicables; la tarifa aplica a su caso; ' +
          'el prestamista pide la tasación; un inspector de viviendas; su precalificación; información confidencial; ' +
          'un oficial de préstamos; originador de préstamos hipotecarios (MLO)',
      ),
    ).toEqual(['la Florida']);
  });
});

describe('numeric ranges in Spanish', () => {
  it('flags a range written with a hyphen or an en dash', () => {
    expect(
      found(
        'Costos de cierre del 2-5% ($8,000-$20,000); un puntaje de 620-680; reservas de 6–12 meses; ' +
          'de $300 – $800 al mes; un índice de 1.20-1.25; un préstamo de 2020-2021; sume unos {{closingLow}}-{{closingHigh}}.',
      ),
    ).toEqual([
      '2-5%',
      '$8,000-$20,000',
      '620-680',
      '6–12',
      '$300 – $800',
      '1.20-1.25',
      '2020-2021',
      '{{closingLow}}-{{closingHigh}}',
    ]);
    expect(spanishStyleIssues('Del 10-20%.')[0]?.use).toBe(
      'the range in words: de 2% a 5%, del 2% al 5%, de $8,000 a $20,000, entre 620 y 680',
    );
  });

  it('passes ranges in words, and dates, codes, phone numbers and sums that only look like one', () => {
    expect(
      found(
        'Del 2% al 5% (de $8,000 a $20,000), entre 620 y 680, de 6 a 12 meses; actualizado el 2026-11-29 (2026-11-29T10:00:00Z); ' +
          'el formulario HUD-1, el Pamphlet 26-7 de VA, el Manual 4000.1, la Guía de Venta B3-5.3-07 y la regla 69O-186.003; ' +
          'la Carta Hipotecaria 2025-09; un buydown 2-1; llame al 305-555-0123, al (305) 555-0123 o al 1-800-555-0123; ' +
          'https://example.com/pam26_7.asp y /blog/miami-2024-2025; $2,774.55 - $2,560.13 = $214.42; la pauta de 28/36.',
      ),
    ).toEqual([]);
  });
});

describe('britishSpellings', () => {
  it('flags British spellings with their US forms', () => {
    const text =
      'Our favourite neighbourhoods have a licence centre; the organisation realised it, and favours travelling.';
    expect(britishSpellings(text).map((i) => [i.found, i.use])).toEqual([
      ['favourite', 'favorite'],
      ['neighbourhoods', 'neighborhoods'],
      ['licence', 'license'],
      ['centre', 'center'],
      ['organisation', 'organization'],
      ['realised', 'realized'],
      ['favours', 'favors'],
      ['travelling', 'traveling'],
    ]);
  });

  it('passes US spellings and words the same on both sides of the Atlantic', () => {
    const text =
      'Your favorite neighborhood: advise, exercise, otherwise, enterprise, surprise, expertise, premises, promise, ' +
      'emphasis, specialist, realistic, parameters, enrolled, fulfilled, hours, four, journey, source, license, licensee.';
    expect(britishSpellings(text)).toEqual([]);
  });
});
