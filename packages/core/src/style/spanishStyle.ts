/**
 * The site's one Spanish vocabulary (docs/spanish-style.md), as data: each banned variant with the
 * word to use instead and why. Used by the content tests of the site, and available to anything
 * else that writes Spanish for visitors (the chat's answers, e-mails).
 */
export interface StyleRule {
  /** Matched case-insensitively, on whole words. */
  pattern: RegExp;
  use: string;
  why: string;
  /** A match the rule leaves alone after all (one the pattern alone cannot tell apart). */
  unless?: (found: string) => boolean;
}

/** Letters on neither side: a whole word or phrase, accents included. */
const word = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, 'giu');

/** A figure as the site writes it ($8,000, 3.5%, 620, 1.20), or a placeholder the chat fills with one ({{closingLow}}). */
const FIGURE = String.raw`(?:\$?\d+(?:,\d{3})*(?:\.\d+)?%?|\{\{[\w.]+\}\})`;

/**
 * Two figures joined by a hyphen or an en dash: 2-5%, $8,000-$20,000, 620–680, {{low}}-{{high}}.
 * Not inside a longer code: nothing joined on either side (2026-11-29, 305-555-1234, HUD-1,
 * B3-5.3-07, 69O-186.003, a URL or a slug), and not a local phone number ((305) 555-1234).
 */
const HYPHENATED_RANGE = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,:/#=_\-–])(?!\d{3}-\d{4}(?!\d))${FIGURE}(?:-|\s?–\s?)${FIGURE}(?![\p{L}\p{N}/\-–]|[.,]\d)`,
  'gu',
);

/** The figures of a hyphenated pair, when both are numbers ("$8,000-$20,000" gives 8000 and 20000). */
function figures(found: string): [number, number] | undefined {
  const [low, high] = found.split(/\s?[-–]\s?/).map((part) => Number(part.replace(/[$,%]/g, '')));
  return low !== undefined && high !== undefined && !Number.isNaN(low) && !Number.isNaN(high) ? [low, high] : undefined;
}

export const SPANISH_RULES: readonly StyleRule[] = [
  {
    pattern: word('plusval[ií]as?'),
    use: 'capital (equity)',
    why: 'plusvalía is a rise in value (appreciation or a capital gain), not the owner’s equity',
  },
  {
    pattern: word('plica'),
    use: 'cuenta de depósito en garantía (escrow)',
    why: '“cuenta de plica” is Spain’s term; Miami readers know escrow',
  },
  { pattern: word('talonarios?'), use: 'talones de pago', why: 'a talonario is a checkbook or receipt book' },
  {
    pattern: word('corredor(?:es|as?)?|corretaje'),
    use: 'broker hipotecario (agente de bienes raíces for a real estate agent)',
    why: 'one name for the business; Miami says broker',
  },
  { pattern: word('la Florida'), use: 'Florida', why: 'the state’s name takes no article' },
  {
    pattern: word('agentes? inmobiliari[oa]s?'),
    use: 'agente de bienes raíces',
    why: 'one name for the real estate agent',
  },
  {
    pattern: word('entradas?|enganches?|cuotas? iniciales?'),
    use: 'pago inicial',
    why: 'one term for the down payment; entrada is Spain’s, enganche Mexico’s',
  },
  { pattern: word('may[uú]s(?:culas)?|intro'), use: 'Shift, Enter', why: 'US keyboards are labeled Shift and Enter' },
  {
    pattern: word('estimad[oa]s? (?:de|del) pr[eé]stamos?|estimaci(?:[oó]n|ones) del pr[eé]stamos?'),
    use: 'Estimación de Préstamo (Loan Estimate)',
    why: 'the name of the CFPB’s Spanish form',
  },
  {
    pattern: /(?<!\()(?:Loan Estimate|Closing Disclosure)/gu,
    use: 'Estimación de Préstamo (Loan Estimate), Declaración de Cierre (Closing Disclosure)',
    why: 'the Spanish name first, with the English one in brackets',
  },
  {
    pattern: word('(?:divulgaci[oó]n|revelaci[oó]n|informe|declaraci[oó]n final) de cierre'),
    use: 'Declaración de Cierre (Closing Disclosure)',
    why: 'the name of the CFPB’s Spanish form',
  },
  {
    pattern: word('pre-aprobad[oa]s?|pre-aprobaci[oó]n(?:es)?|pre-calific\\p{L}*'),
    use: 'preaprobación, precalificación (no hyphen)',
    why: 'Spanish joins prefixes to the word; only the button labels the specification fixes keep the hyphen',
  },
  {
    pattern: word('t[uú]|tus|contigo|tienes|puedes|quieres|necesitas|vosotros|vuestr[oa]s?'),
    use: 'usted and its forms',
    why: 'the site addresses every visitor as usted',
  },
  {
    pattern: word('asesor(?:es|as?)?(?! (?:fiscal|legal|financier|de impuestos))'),
    use: 'oficial de préstamos (asesor fiscal or legal for a tax or legal adviser)',
    why: 'one name for the loan officer, the one the forms and pages use',
  },
  {
    pattern: word('deudas? (?:sobre|a|al) ingresos?'),
    use: 'relación deuda-ingreso (DTI)',
    why: 'the glossary’s name for the debt-to-income ratio',
  },
  {
    pattern: word('(?:relaci[oó]n|raz[oó]n|ratio) de cobertura'),
    use: 'índice de cobertura del servicio de la deuda (DSCR)',
    why: 'one name for the DSCR, the glossary’s; relación is the debt-to-income ratio’s word',
  },
  {
    pattern: word('rent(?:ar|ad[oa]s?|amos|an|en?|ando|ó|aron)|propiedad(?:es)? de renta'),
    use: 'alquilar, propiedad de alquiler (renta for the rent itself)',
    why: 'one word for renting out: alquilar; renta names the amount the tenant pays',
  },
  { pattern: word('ordenador(?:es)?'), use: 'computadora', why: 'Spain’s word; Miami says computadora' },
  {
    pattern: word('apli(?:que|quen)|listos? para aplicar|aplicar (?:a|para|en l[ií]nea|por tel[eé]fono)'),
    use: 'solicitar, hacer su solicitud (Aplicar Ahora only as the label the specification fixes)',
    why: 'to apply for a loan is solicitar; aplicar in that sense is an anglicism',
  },
  {
    pattern: word('arrepent\\p{L}*'),
    use: 'cancelar el préstamo (derecho de rescisión)',
    why: 'the right of rescission cancels the loan; arrepentirse means to regret',
  },
  {
    pattern: word('orden(?:a|an|ar|ará|ó) (?:la|una) tasaci[oó]n'),
    use: 'pide la tasación',
    why: 'ordenar for ordering a service is an anglicism',
  },
  {
    pattern: word('inspector(?:es)? generale?s?'),
    use: 'inspector de viviendas',
    why: 'a home inspector; an inspector general audits a government agency',
  },
  {
    pattern: word('precalif[ií]quese|precalificarme'),
    use: 'Solicite su precalificación, Solicitar precalificación',
    why: 'the lender or broker pre-qualifies; the visitor asks for a pre-qualification',
  },
  {
    pattern: word('(?:informaci[oó]n|datos?) delicad[oa]s?'),
    use: 'información confidencial',
    why: 'información delicada is a calque of sensitive information',
  },
  { pattern: word('aval[uú]os?'), use: 'tasación', why: 'one word for the appraisal' },
  {
    pattern: word('originador(?:a|es|as)? hipotecari[oa]s?'),
    use: 'oficial de préstamos',
    why: 'the loan officer’s one name; originador de préstamos hipotecarios names only the licence (MLO)',
  },
  { pattern: word('coches?|autos?'), use: 'carro', why: 'Miami says carro' },
  {
    pattern: /(?<![\d:])(?:1[3-9]|2[0-3]):[0-5]\d(?!\d)/gu,
    use: '12-hour times with a. m. / p. m. (6:00 p. m.)',
    why: 'Miami writes 12-hour times',
  },
  {
    pattern: /(?<![\p{L}])(?:[ap]\.m\.|[ap]m|[AP]M)(?![\p{L}])/gu,
    use: 'a. m. / p. m. (with a space)',
    why: 'the spelling the site uses for times',
  },
  {
    pattern: HYPHENATED_RANGE,
    use: 'the range in words: de 2% a 5%, del 2% al 5%, de $8,000 a $20,000, entre 620 y 680',
    why: 'Spanish writes a range with words, not a hyphen or a dash',
    // A range goes up; a pair that goes down is a name: the 2-1 buydown, VA Pamphlet 26-7, Mortgagee Letter 2025-09.
    unless: (found) => {
      const pair = figures(found);
      return pair !== undefined && pair[1] <= pair[0];
    },
  },
];

export interface StyleIssue {
  found: string;
  use: string;
  why: string;
  /** Offset of the match in the text. */
  index: number;
}

/** Every banned variant in a Spanish text, in order. */
export function spanishStyleIssues(text: string, rules: readonly StyleRule[] = SPANISH_RULES): StyleIssue[] {
  const issues: StyleIssue[] = [];
  for (const rule of rules) {
    for (const match of text.matchAll(new RegExp(rule.pattern.source, rule.pattern.flags))) {
      if (rule.unless?.(match[0])) continue;
      issues.push({ found: match[0], use: rule.use, why: rule.why, index: match.index ?? 0 });
    }
  }
  return issues.sort((a, b) => a.index - b.index);
}
