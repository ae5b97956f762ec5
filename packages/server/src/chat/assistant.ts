import { pathFor, type Language, type RouteKey } from '@broker/core';
import type { BusinessInfo } from '../config';
import type { Passage } from './content';
import { formatHours } from './hours';
import type { Hit, SearchIndex } from './search';
import { fold, sentences, tokenize } from './text';

export const INTENTS = [
  'greeting',
  'thanks',
  'sensitive',
  'rates',
  'human',
  'hours',
  'contact',
  'prequalify',
  'calculator',
  'documents',
  'requirements',
  'programs',
  'search',
  'unsure',
] as const;
export type Intent = (typeof INTENTS)[number];

export interface Source {
  title: string;
  path: string;
}

export interface AssistantAnswer {
  text: string;
  intent: Intent;
  sources: Source[];
}

/** Phrases that mention a rate without asking for one ("rate-and-term refinance", "interest-only"). */
const NOT_A_RATE_QUESTION = /rate[\s-]*(and|&)[\s-]*term|tasa[\s-]*y[\s-]*plazo|interest[\s-]*only|solo[\s-]*interes/g;

/** Intent rules over folded text (lower case, accents removed), checked in this order. */
const RULES: [Intent, RegExp][] = [
  ['sensitive', /\b(ssn|social security|seguro social|numero de seguro|tax id|itin)\b/],
  ['rates', /\b(rates?|interest|apr|tasas?|interes|intereses)\b/],
  [
    'human',
    /\b(talk|speak|chat) (to|with) (a |an |someone|somebody|person|human|agent|loan officer|broker)|\b(human|real person|representative|agent|loan officer|call me|hablar con|una persona|un asesor|asesor|agente|ejecutivo|llamenme|me llamen|llamarme|oficial de prestamos)\b/,
  ],
  [
    'hours',
    /\b(office hours|business hours|opening hours|your hours|are you open|open (on|today|tomorrow)|what time|when do you (open|close)|closing time|on (saturdays?|sundays?|weekends?)|horario|a que hora|abren|estan abiertos|cierran|los sabados|los domingos|fin de semana)\b/,
  ],
  [
    'contact',
    /\b(phone|call you|telephone|e-?mail|address|located|location|office|where are you|telefono|llamar|correo|direccion|oficina|ubicad|donde estan)\b/,
  ],
  [
    'prequalify',
    /\b((how (do|can) i|i want to|i'?d like to|want to|ready to|let'?s|can i|where (do|can) i) (get )?(pre-?qualif\w*|pre-?approv\w*|apply|get started|start)|(como|quiero|puedo|donde) (puedo )?(precalific\w*|pre-?aprob\w*|aplicar|solicitar|empezar|comenzar))|^\W*(pre-?qualif\w*|pre-?approv\w*|apply( now| online)?|get started|precalific\w*|pre-?aprob\w*|aplicar( ahora)?)\W*$/,
  ],
  [
    'calculator',
    /\b(calculat\w*|monthly payments?|my payment|payment be|afford|calculadora|calcular|pago mensual|mi pago|mensualidad|cuota mensual)\b/,
  ],
  [
    'documents',
    /\b(documents?|docs|paperwork|pay ?stubs?|w-?2s?|tax returns?|documentos?|documentacion|papeles|papeleo|talones de pago|declaraciones? de impuestos)\b/,
  ],
  [
    'requirements',
    /\b(requirements?|require|qualify|eligib\w*|credit score|minimum|need to (buy|get|qualify)|requisitos?|requiere|calificar|califico|puntaje|credito minimo|minimo)\b/,
  ],
  [
    'programs',
    /\b(programs?|loan types?|types of loans?|options|products|fha|va|usda|conventional|jumbo|dscr|bank statement|asset|foreign national|doctor|physician|fix (and|&) flip|refinanc\w*|cash-?out|programas?|tipos de prestamos?|opciones|convencional|estados de cuenta|activos|extranjeros?|medicos?|refinanci\w*)\b/,
  ],
  ['thanks', /\b(thanks?|thank you|gracias|muchas gracias)\b/],
  [
    'greeting',
    /^\s*(hi|hello|hey|good (morning|afternoon|evening)|hola|buenas|buenos dias|buenas tardes|buenas noches|saludos)\b/,
  ],
];

/** Topics that point at one page; the answer then draws from that page first. */
const TOPICS: [RouteKey, RegExp][] = [
  ['brickell', /brickell/],
  ['coralGables', /coral gables|gables/],
  [
    'bankStatementLoans',
    /bank statement|estados? de cuenta|self-?employed|independiente|autonomo|trabajo por cuenta propia/,
  ],
  ['assetBasedLoans', /asset|activos|depletion/],
  ['doctorMortgage', /doctor|physician|medic|dentist|residen/],
  ['dscrLoans', /dscr|rental|investor|inversionista|alquiler|renta/],
  [
    'foreignNationalLoans',
    /foreign|extranjer|non-?resident|no residente|itin|no (us|u\.s\.|american) credit|sin credito (en|de) (ee\.? ?uu|estados unidos)/,
  ],
  ['fixFlipLoans', /fix|flip|rehab|renovac/],
  ['jumboLoans', /jumbo|luxury|lujo|high-?balance/],
  ['cashOutRefinancing', /cash-?out|retiro de efectivo|equity|plusvalia|capital/],
  ['rateAndTermRefinancing', /rate[\s-]*(and|&)[\s-]*term|tasa[\s-]*y[\s-]*plazo/],
  ['whenToRefinance', /when (to|should i) refinanc|cuando refinanciar/],
  ['refinance', /refinanc/],
  ['firstTimeBuyerGuide', /first[\s-]*time|primer[ao]? (vez|comprador|vivienda|casa)/],
  ['miamiMarketTrends', /market|mercado|trend|tendencia|prices in miami|precios/],
  ['calculator', /calculat|calculadora/],
  ['buyHome', /\b(fha|va|usda|conventional|convencional|buy a home|comprar casa|comprar una casa)\b/],
];

const DEFINITION =
  /^\W*(what('?s| is| are)|que (es|son)|explain|explique|tell me about|hableme de|cuenteme (de|sobre))\b/;

/** A sentence that states a rate or promises an outcome never reaches a visitor. */
export function breaksGuardrails(text: string): boolean {
  const f = fold(text).replace(NOT_A_RATE_QUESTION, ' ');
  const statesRate =
    /\d+(?:[.,]\d+)?\s*(%|percent|por ciento)/.test(f) && /\b(rates?|apr|interest|tasas?|interes)\b/.test(f);
  const promises =
    /\b(guarantee\w*|garantiz\w*|you will be approved|you'?re approved|sera aprobado|aprobacion asegurada)\b/.test(f);
  const asksSensitive =
    /\b(send|share|provide|give|envie|enviar|comparta|proporcione)\b.*\b(ssn|social security|seguro social|documents?|documentos?)\b/.test(
      f,
    ) && !/\b(don'?t|do not|never|no (envie|comparta|proporcione)|nunca)\b/.test(f);
  return statesRate || promises || asksSensitive;
}

export function detectIntent(message: string): Intent | undefined {
  const folded = fold(message);
  const rateless = folded.replace(NOT_A_RATE_QUESTION, ' ');
  for (const [intent, rule] of RULES) {
    const text = intent === 'rates' ? rateless : folded;
    if (!rule.test(text)) continue;
    if (intent === 'greeting' && tokenize(message).length > 3) continue;
    return intent;
  }
  return undefined;
}

export function detectTopic(message: string): RouteKey | undefined {
  const folded = fold(message);
  return TOPICS.find(([, rule]) => rule.test(folded))?.[0];
}

/** Guesses Spanish from accents, inverted marks and common words; English otherwise. */
export function guessLanguage(message: string): Language {
  if (/[¿¡ñáéíóú]/i.test(message)) return 'es';
  const words = fold(message).split(/[^a-zñ]+/);
  const spanish = words.filter((w) =>
    [
      'que',
      'como',
      'cual',
      'para',
      'una',
      'los',
      'las',
      'del',
      'por',
      'con',
      'quiero',
      'necesito',
      'hola',
      'prestamo',
      'casa',
      'tasa',
      'usted',
      'puedo',
      'tengo',
      'es',
      'el',
      'la',
      'de',
      'mi',
    ].includes(w),
  ).length;
  const english = words.filter((w) =>
    [
      'the',
      'what',
      'how',
      'is',
      'are',
      'my',
      'to',
      'for',
      'a',
      'i',
      'do',
      'can',
      'loan',
      'you',
      'of',
      'need',
      'want',
      'hello',
      'hi',
    ].includes(w),
  ).length;
  return spanish > english ? 'es' : 'en';
}

const PROGRAM_LIST: Record<Language, string> = {
  en: 'conventional, FHA, VA and USDA loans, plus alternative programs: bank statement, asset-based, DSCR investor, foreign national, fix-and-flip, jumbo and doctor loans',
  es: 'préstamos convencionales, FHA, VA y USDA, además de programas alternativos: estados de cuenta bancarios, basados en activos, DSCR para inversionistas, extranjeros, fix-and-flip, jumbo y para médicos',
};

function link(source: Source): string {
  return `[${source.title}](${source.path})`;
}

/** The built-in assistant: intent rules plus retrieval over the site's own pages. No outside service. */
export class Assistant {
  constructor(
    private readonly index: SearchIndex,
    private readonly business: BusinessInfo,
  ) {}

  /**
   * Best passages for a message. When the question names a topic with its own page (DSCR, jumbo…),
   * the best passage of that page comes first, or the page's summary if no passage matches.
   */
  retrieve(message: string, language: Language, limit = 3): Hit[] {
    const topic = detectTopic(message);
    const hits = this.index.search(message, language, limit);
    if (!topic) return hits;
    const page = this.index.page(topic, language);
    // "What is a DSCR loan?" is answered by the page's own summary.
    const intent = detectIntent(message);
    const definition = DEFINITION.test(fold(message)) && (intent === undefined || intent === 'programs');
    const summary = definition && page[0] ? { passage: page[0], score: 0 } : undefined;
    const onTopic =
      summary ??
      this.index.search(message, language, 1, (p) => p.key === topic)[0] ??
      (this.index.page(topic, language)[0]
        ? { passage: this.index.page(topic, language)[0] as Passage, score: 0 }
        : undefined);
    if (!onTopic) return hits;
    return [onTopic, ...hits.filter((h) => h.passage !== onTopic.passage)].slice(0, limit);
  }

  answer(message: string, language: Language): AssistantAnswer {
    const intent = detectIntent(message);
    const b = this.business;
    const t = (en: string, es: string) => (language === 'en' ? en : es);
    const page = (key: RouteKey): Source => ({ title: this.titleOf(key, language), path: pathFor(key, language) });
    const prequalify: Source = {
      title: t('Start your pre-qualification', 'Comience su precalificación'),
      path: `${pathFor('home', language)}#prequalify`,
    };
    const offer = t(
      `Would you like to ${link(prequalify).replace('Start your', 'start your')} or talk to a loan officer at ${b.phone.display}?`,
      `¿Desea ${link(prequalify).replace('Comience su', 'comenzar su')} o hablar con un asesor al ${b.phone.display}?`,
    );
    const hours = formatHours(b.hours, language);
    const topic = detectTopic(message);
    const hits = this.retrieve(message, language);
    const best = hits[0];
    const grounded = (lead: string, sources: Source[], tail = offer): AssistantAnswer => ({
      text: [lead, sources.length ? `${t('Source', 'Fuente')}: ${sources.map(link).join(', ')}` : '', tail]
        .filter(Boolean)
        .join('\n\n'),
      intent: intent ?? 'search',
      sources,
    });
    const snippetFrom = (hit: Hit | undefined, query = message) => (hit ? this.snippet(hit.passage, query) : '');

    switch (intent) {
      case 'greeting':
        return {
          intent,
          sources: [],
          text: t(
            `Hello! I'm the ${b.companyName} virtual assistant. I can explain our loan programs and their requirements, the payment calculator, our office hours, or how to pre-qualify. What would you like to know?`,
            `¡Hola! Soy el asistente virtual de ${b.companyName}. Puedo explicarle nuestros programas de préstamo y sus requisitos, la calculadora de pagos, nuestro horario o cómo precalificar. ¿En qué le puedo ayudar?`,
          ),
        };
      case 'thanks':
        return {
          intent,
          sources: [],
          text: t(
            `You're welcome! If anything else comes up, I'm here, or call us at ${b.phone.display}.`,
            `¡Con gusto! Si tiene otra pregunta, aquí estoy, o llámenos al ${b.phone.display}.`,
          ),
        };
      case 'sensitive':
        return grounded(
          t(
            "For your security, please don't share your Social Security number, account numbers or documents in this chat. When you are ready, your loan officer will explain how to provide them securely.",
            'Por su seguridad, no comparta su número de Seguro Social, números de cuenta ni documentos en este chat. Cuando esté listo, su asesor le explicará cómo enviarlos de forma segura.',
          ),
          [page('privacyPolicy')],
        );
      case 'rates': {
        const sources = [page('calculator'), ...(topic && topic !== 'calculator' ? [page(topic)] : [])];
        return grounded(
          t(
            `Rates change daily and depend on your credit, down payment, property and loan program, so I can't quote a rate here, and no one can promise approval before a lender reviews your file. For a personalised quote, ${link(prequalify).replace('Start your', 'start a')} or call ${b.phone.display}. To see how a rate changes your payment, try the ${link(page('calculator'))}.`,
            `Las tasas cambian a diario y dependen de su crédito, pago inicial, propiedad y programa, así que no puedo darle una tasa aquí, y nadie puede prometer una aprobación antes de que un prestamista revise su caso. Para una cotización personalizada, ${link(prequalify).replace('Comience su', 'comience una')} o llame al ${b.phone.display}. Para ver cómo una tasa cambia su pago, use la ${link(page('calculator'))}.`,
          ),
          sources,
          '',
        );
      }
      case 'human':
        return grounded(
          t(
            `Of course. You can call a loan officer at ${b.phone.display} (${hours}), write to ${b.email}, or leave your details and we'll call you back within 24 hours.`,
            `Por supuesto. Puede llamar a un asesor al ${b.phone.display} (${hours}), escribir a ${b.email}, o dejarnos sus datos y le llamamos dentro de 24 horas.`,
          ),
          [page('contact')],
          '',
        );
      case 'hours':
        return grounded(
          t(
            `Our office hours are ${hours}. You can apply online at any time, and we reply to messages within 24 hours.`,
            `Nuestro horario es: ${hours}. Puede aplicar en línea en cualquier momento, y respondemos los mensajes dentro de 24 horas.`,
          ),
          [page('contact')],
          '',
        );
      case 'contact':
        return grounded(
          t(
            `You can reach us at ${b.phone.display} or ${b.email}. Our office is at ${b.address} (${hours}).`,
            `Puede comunicarse con nosotros al ${b.phone.display} o a ${b.email}. Nuestra oficina está en ${b.address} (${hours}).`,
          ),
          [page('contact')],
          '',
        );
      case 'prequalify':
        return grounded(
          t(
            `Pre-qualifying takes a few minutes and there's no obligation: ${link(prequalify)}. A loan officer will get back to you within 24 hours with options from several lenders. Prefer to talk first? Call ${b.phone.display}.`,
            `Precalificar toma unos minutos y no tiene ningún compromiso: ${link(prequalify)}. Un asesor le responderá dentro de 24 horas con opciones de varios prestamistas. ¿Prefiere hablar primero? Llame al ${b.phone.display}.`,
          ),
          [page('home')],
          '',
        );
      case 'calculator': {
        const calc = this.index.page('calculator', language);
        const snippet = this.snippet(calc.find((p) => p.heading) ?? calc[0], message);
        return grounded(
          [
            t(
              `Our ${link(page('calculator'))} estimates your monthly payment, with principal and interest, property taxes, home insurance, PMI and HOA dues, and updates as you type.`,
              `Nuestra ${link(page('calculator'))} estima su pago mensual, con capital e intereses, impuestos, seguro, PMI y cuotas de HOA, y se actualiza mientras escribe.`,
            ),
            snippet,
          ]
            .filter(Boolean)
            .join(' '),
          [page('calculator')],
        );
      }
      case 'documents': {
        const onTopic = topic ? hits.find((h) => h.passage.key === topic) : undefined;
        const sources = [onTopic ? page(onTopic.passage.key) : page('home')];
        return grounded(
          [
            t(
              'Each lender has its own list, but most ask for recent pay stubs or bank statements, W-2s or tax returns, and a photo ID.',
              'Cada prestamista tiene su propia lista, pero la mayoría pide talones de pago o estados de cuenta recientes, formularios W-2 o declaraciones de impuestos, y una identificación con foto.',
            ),
            snippetFrom(onTopic),
            t(
              "Please don't send documents or personal numbers in this chat; your loan officer will tell you how to share them securely.",
              'Por favor no envíe documentos ni números personales por este chat; su asesor le indicará cómo compartirlos de forma segura.',
            ),
          ]
            .filter(Boolean)
            .join(' '),
          sources,
        );
      }
      case 'requirements':
      case 'programs': {
        if (best && (topic || (intent === 'requirements' && best.score >= 2))) {
          const hit = topic ? (hits.find((h) => h.passage.key === topic) ?? best) : best;
          const lead =
            intent === 'requirements'
              ? t(
                  'Requirements depend on the program and the lender.',
                  'Los requisitos dependen del programa y del prestamista.',
                )
              : '';
          return grounded([lead, snippetFrom(hit)].filter(Boolean).join(' '), [page(hit.passage.key)]);
        }
        return grounded(
          t(
            `As a broker we compare ${PROGRAM_LIST.en} from multiple lenders. Each program page explains who it suits and what it asks for.`,
            `Como corredores comparamos ${PROGRAM_LIST.es} de varios prestamistas. Cada página de programa explica para quién es y qué requiere.`,
          ),
          [page('buyHome')],
        );
      }
      default: {
        const matched = best ? this.coverage(message, best.passage) : 0;
        if (best && ((best.score >= 2.5 && matched >= 0.5) || (topic && best.passage.key === topic))) {
          const snippet = snippetFrom(best);
          if (snippet) {
            return { ...grounded(snippet, [page(best.passage.key)]), intent: 'search' };
          }
        }
        return {
          ...grounded(
            t(
              `I'm not sure I can answer that from our site. A loan officer can help: call ${b.phone.display} (${hours}) or ${link(prequalify).replace('Start your', 'start a')} and we'll reply within 24 hours.`,
              `No estoy seguro de poder responder eso con la información de nuestro sitio. Un asesor puede ayudarle: llame al ${b.phone.display} (${hours}) o ${link(prequalify).replace('Comience su', 'comience una')} y le responderemos dentro de 24 horas.`,
            ),
            [page('contact')],
            '',
          ),
          intent: 'unsure',
        };
      }
    }
  }

  private titleOf(key: RouteKey, language: Language): string {
    return this.index.page(key, language)[0]?.pageTitle ?? key;
  }

  private coverage(message: string, passage: Passage): number {
    const terms = [...new Set(tokenize(message))];
    if (terms.length === 0) return 0;
    const have = new Set(tokenize(`${passage.pageTitle} ${passage.heading} ${passage.text}`));
    return terms.filter((term) => have.has(term)).length / terms.length;
  }

  /** Up to three sentences of a passage that share most words with the question, in page order. */
  snippet(passage: Passage | undefined, query: string, maxChars = 420): string {
    if (!passage) return '';
    const terms = new Set(tokenize(query));
    const all = sentences(passage.text).filter((s) => s.length > 20 && !breaksGuardrails(s));
    const scored = all.map((s, i) => ({ s, i, score: tokenize(s).filter((w) => terms.has(w)).length }));
    const chosen = [...scored]
      .sort((a, b) => b.score - a.score || a.i - b.i)
      .slice(0, 3)
      .sort((a, b) => a.i - b.i);
    let out = '';
    for (const { s } of chosen) {
      const next = out ? `${out} ${s}` : s;
      if (next.length > maxChars) break;
      out = next;
    }
    if (!out && chosen[0]) out = `${chosen[0].s.slice(0, maxChars - 1)}…`;
    if (out && passage.heading && !out.includes(passage.heading)) return `${passage.heading}: ${out}`;
    return out;
  }
}
