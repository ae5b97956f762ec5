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
