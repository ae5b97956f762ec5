import type { StyleIssue } from './spanishStyle';

/**
 * British spellings and their US forms. The site writes US English for visitors; code identifiers
 * may differ (a template called `neighbourhood` is not text anyone reads).
 */
const PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['favour', 'favor'],
  ['favourite', 'favorite'],
  ['favourable', 'favorable'],
  ['colour', 'color'],
  ['honour', 'honor'],
  ['labour', 'labor'],
  ['behaviour', 'behavior'],
  ['neighbour', 'neighbor'],
  ['neighbourhood', 'neighborhood'],
  ['harbour', 'harbor'],
  ['humour', 'humor'],
  ['rumour', 'rumor'],
  ['endeavour', 'endeavor'],
  ['savour', 'savor'],
  ['vapour', 'vapor'],
  ['odour', 'odor'],
  ['centre', 'center'],
  ['metre', 'meter'],
  ['litre', 'liter'],
  ['theatre', 'theater'],
  ['fibre', 'fiber'],
  ['calibre', 'caliber'],
  ['licence', 'license'],
  ['defence', 'defense'],
  ['offence', 'offense'],
  ['pretence', 'pretense'],
  ['programme', 'program'],
  ['catalogue', 'catalog'],
  ['cheque', 'check'],
  ['grey', 'gray'],
  ['tyre', 'tire'],
  ['storey', 'story'],
  ['kerb', 'curb'],
  ['aluminium', 'aluminum'],
  ['mould', 'mold'],
  ['plough', 'plow'],
  ['sceptical', 'skeptical'],
  ['manoeuvre', 'maneuver'],
  ['paediatric', 'pediatric'],
  ['anaemia', 'anemia'],
  ['enquiry', 'inquiry'],
  ['enquiries', 'inquiries'],
  ['enrol', 'enroll'],
  ['enrolment', 'enrollment'],
  ['fulfil', 'fulfill'],
  ['fulfilment', 'fulfillment'],
  ['instalment', 'installment'],
  ['whilst', 'while'],
  ['amongst', 'among'],
  ['learnt', 'learned'],
  ['ageing', 'aging'],
  ['jewellery', 'jewelry'],
  ['travelled', 'traveled'],
  ['travelling', 'traveling'],
  ['traveller', 'traveler'],
  ['cancelled', 'canceled'],
  ['cancelling', 'canceling'],
  ['modelling', 'modeling'],
  ['modelled', 'modeled'],
  ['labelled', 'labeled'],
  ['labelling', 'labeling'],
  ['counselling', 'counseling'],
  ['counsellor', 'counselor'],
  ['fuelled', 'fueled'],
  ['signalled', 'signaled'],
  ['analyse', 'analyze'],
  ['paralyse', 'paralyze'],
];

/** -ise verbs whose US spelling is -ize (words like advise or exercise are the same in both). */
const ISE_STEMS = [
  'organi',
  'recogni',
  'reali',
  'apologi',
  'authori',
  'customi',
  'finali',
  'maximi',
  'minimi',
  'optimi',
  'prioriti',
  'speciali',
  'standardi',
  'summari',
  'utili',
  'emphasi',
  'critici',
  'categori',
  'capitali',
  'characteri',
  'familiari',
  'itemi',
  'memori',
  'moderni',
  'personali',
  'stabili',
  'visuali',
  'amorti',
  'subsidi',
  'legali',
  'normali',
  'penali',
  'scrutini',
  'synchroni',
  'symboli',
  'formali',
  'digiti',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const SUFFIXES = '(?:s|es|ed|d|ing|ite|ites|able|hood|hoods|ly)?';
const PAIR_PATTERN = new RegExp(
  `\\b(${[...PAIRS]
    .sort((a, b) => b[0].length - a[0].length)
    .map(([british]) => escape(british))
    .join('|')})${SUFFIXES}\\b`,
  'gi',
);
const ISE_PATTERN = new RegExp(`\\b(${ISE_STEMS.join('|')})(s)(e|es|ed|ing|ation|ations|er|ers)\\b`, 'gi');
const US_FORM = new Map(PAIRS.map(([british, us]) => [british, us]));

/** Every British spelling in an English text, with the US form to use. */
export function britishSpellings(text: string): StyleIssue[] {
  const issues: StyleIssue[] = [];
  for (const match of text.matchAll(PAIR_PATTERN)) {
    const stem = (match[1] ?? '').toLowerCase();
    issues.push({
      found: match[0],
      use: `${US_FORM.get(stem) ?? stem}${match[0].slice(stem.length)}`,
      why: 'US spelling',
      index: match.index ?? 0,
    });
  }
  for (const match of text.matchAll(ISE_PATTERN)) {
    issues.push({
      found: match[0],
      use: `${match[1]}z${match[3]}`,
      why: 'US spelling (-ize, -ization)',
      index: match.index ?? 0,
    });
  }
  return issues.sort((a, b) => a.index - b.index);
}
