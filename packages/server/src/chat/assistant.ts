import { isRouteKey, pathFor, type Language } from '@broker/core';
import type { BusinessInfo } from '../config';
import { businessValues, fill, placeholdersIn } from './answers';
import { IntentClassifier } from './classifier';
import { amountsIn, ASKS_OF_FIGURES, COMPUTE, conversation, DECISIVE } from './compute';
import { ConceptMatcher, type Annotated } from './concepts';
import { typedContact, withoutContact, type TypedContact } from './contact';
import { breachOf } from './guardrails';
import type { IntentDefinition, KnowledgeData, LinkTarget, Passage, Variant } from './knowledge/types';
import { detectLanguage } from './language';
import { Policies, type PolicyDefinition } from './policy';
import { hasSensitiveNumber } from './redact';
import { PassageSearch, searchTerm, type Hit } from './search';
import { UtteranceIndex } from './utterances';
import { fold, messageParts, sentences, words } from './text';

export interface Source {
  title: string;
  path: string;
}

export interface AssistantAnswer {
  text: string;
  /** The intent answered (the topic of follow-ups), `search` for a page's answer, `fallback` when nothing fit. */
  intent: string;
  /** A reviewed answer of the data files, an excerpt of a page, or the not-sure answer. */
  kind: 'reviewed' | 'page' | 'fallback';
  /** Contact details typed into the chat, or a request to be contacted: open the chat's contact form with them. */
  contactForm?: TypedContact;
  /** The language of the answer: the message's, or the page's when the message does not say. */
  language: Language;
  sources: Source[];
}

export interface AskContext {
  /** The language of the page the visitor is on (or of the session). */
  pageLanguage: Language;
  /** The intent of the assistant's previous answer in this conversation, for follow-ups. */
  lastIntent?: string;
  /** The visitor's earlier messages in this conversation, oldest first: the frame of follow-ups. */
  earlier?: readonly string[];
}

/** One answered part of a message, before the parts are put together. */
interface Piece {
  intent: string;
  kind: AssistantAnswer['kind'];
  body: string;
  link?: LinkTarget;
  handoff: boolean;
  contactForm?: boolean;
}

/** What the conversation said before: its concepts, the visitor's messages and the last question. */
interface Frame {
  concepts: string[];
  /** What the figures said earlier make the conversation about ("jumbo"), for topics, not for variants. */
  figured: string[];
  said: string[];
  lastIntent?: string;
  /** The intent of the assistant's previous answer, before this message's parts. */
  answered?: string;
  lastMessage?: string;
}

/** Intents by likelihood, best first, and whether the first is likely enough to answer. */
type Ranking = { intent: string; score: number }[] & { sure: boolean };

/** Concepts that say what a question asks, not the visitor's situation: a later question does not inherit them. */
const ASKED = new Set([
  'documents',
  'credit_score',
  'down_payment',
  'reserves',
  'closing_costs',
  'how_long',
  'co_borrower',
  'student_loans',
  'remote_closing',
  'send_money',
  'experience',
]);

/** Answers that only greet, thank, offer a person or ask which topic: dropped when another part says more. */
const FILLER = new Set(['greeting', 'thanks', 'fallback', 'clarify', 'human']);
/** Loan programs a follow-up can switch to ("and with FHA?"), from one another or the down payment. */
const PROGRAMS = new Set(['conventional', 'fha', 'va', 'usda', 'jumbo']);
const ON_A_PROGRAM = new Set([...PROGRAMS, 'down_payment', 'cash_to_close']);

/** Messages with every kind of figure: the values the compute steps can add to an answer. */
const FIGURED_SAMPLES = [
  '$300,000 a month; house payment $2,100, car $400; worth $500,000, I owe $200,000; rent $3,000, payment $2,500; at 7% now, 6% new, $6,000 closing costs; a loan of $900,000; $240,000 of deposits; reno $60,000, ARV $450,000; $1,000,000 in stocks',
  '2 points on a loan of $400,000, it lowers the payment $80 a month; $2,000,000 in cash, $400,000 goes to the down payment',
  'closing costs $6,000, it saves $250 a month, I might sell in 12 months',
];

/** Below this classifier score, an answer is drawn from the pages instead. */
const MIN_INTENT_SCORE = 0.45;
/** A card scored below this must also lead the runner-up by MIN_MARGIN, else the visitor is asked which they mean. */
const SURE_INTENT_SCORE = 0.7;
const MIN_MARGIN = 0.1;
/** A ranking the neural classifier alone is sure of still needs this much of the combined score. */
const MIN_AGREED_SCORE = 0.35;
/** An intent this likely is taken when it answers a concept of the message specifically. */
const MIN_VARIANT_SCORE = 0.15;
/** Below this search score (MiniSearch's BM25 with boosts), a page does not answer the question. */
const MIN_SEARCH_SCORE = 9;
/** Share of the message's words a passage must contain to answer it. */
const MIN_COVERAGE = 0.6;
/** A page's own question-and-answer wins when it scores this much, this far ahead of the next, covering this much. */
const MIN_FAQ_SCORE = 30;
const FAQ_LEAD = 1.8;
/** Share of a page's question that the message asks: then the page's answer is the answer. */
const FAQ_QUESTION = 0.75;
/** A page's question-and-answer this far ahead replaces even a confident intent about another page. */
const FAQ_CLEAR_LEAD = 2.2;
/** A message this short that carries a concept a previous intent answers differently is a follow-up. */
const FOLLOW_UP_WORDS = 6;

/**
 * The built-in assistant: no outside service. Intents (trained at build time from the utterances of
 * data/intents.yaml) give reviewed answers with the business data and yearly figures filled in;
 * anything else is looked up in the site's own pages; follow-ups reuse the conversation's last topic.
 */
export class Assistant {
  private readonly matcher: ConceptMatcher;
  private readonly classifier: IntentClassifier;
  private readonly utterances: UtteranceIndex;
  private readonly search: PassageSearch;
  private readonly intents: Map<string, IntentDefinition>;
  private readonly policies: Policies;

  constructor(
    private readonly knowledge: KnowledgeData,
    private readonly business: BusinessInfo,
  ) {
    // Words of the utterances and of the site's pages: a typo is one edit away from one of them.
    const vocabulary = (language: Language) => [
      ...knowledge.intents.flatMap((i) => i.utterances[language].join(' ').split(/[^\p{L}]+/u)),
      ...knowledge.passages.filter((p) => p.language === language).flatMap((p) => p.text.split(/[^\p{L}]+/u)),
    ];
    this.matcher = new ConceptMatcher(knowledge.concepts, { en: vocabulary('en'), es: vocabulary('es') });
    this.classifier = new IntentClassifier(knowledge.classifier);
    this.utterances = new UtteranceIndex(
      knowledge.intents,
      (text, language) => this.matcher.annotate(text, language).text,
    );
    this.search = new PassageSearch(knowledge.search, knowledge.passages);
    this.intents = new Map(knowledge.intents.map((i) => [i.id, i]));
    this.policies = new Policies(knowledge.policies);
    const missing = this.missingPlaceholders();
    if (missing.length) {
      throw new Error(`The assistant's answers use values the business data lacks: ${missing.join(', ')}`);
    }
  }

  /** The site's pages by key in each language, as the knowledge holds them. */
  get pages(): KnowledgeData['pages'] {
    return this.knowledge.pages;
  }

  /** Placeholders of the answers that neither the business data nor a compute step fills. */
  missingPlaceholders(): string[] {
    const known = new Set(Object.keys(businessValues(this.business, 'en', '')));
    const missing = new Set<string>();
    const check = (template: string, computed: readonly string[] = []) => {
      for (const name of placeholdersIn(template)) if (!known.has(name) && !computed.includes(name)) missing.add(name);
    };
    for (const text of Object.values(this.knowledge.responses)) for (const l of ['en', 'es'] as const) check(text[l]);
    for (const intent of this.knowledge.intents) {
      const compute = intent.compute ? COMPUTE[intent.compute] : undefined;
      const computed = compute
        ? FIGURED_SAMPLES.flatMap((sample) => Object.keys(compute(sample, this.business.figures) ?? {}))
        : [];
      for (const l of ['en', 'es'] as const) {
        check(intent.answer[l]);
        if (intent.computed) check(intent.computed[l], computed);
        for (const text of Object.values(intent.computedCases ?? {})) check(text[l], computed);
        for (const variant of Object.values(intent.variants ?? {})) check(variant[l]);
      }
    }
    return [...missing].sort();
  }

  /** Title and path of a page in a language. */
  pageOf(key: string, language: Language): Source | undefined {
    return this.source(key, language);
  }

  get passageCount(): number {
    return this.knowledge.passages.length;
  }

  /**
   * The answer to a message: contact details typed into it open the contact form; then each of its
   * questions (up to three) is answered in order, after the policy layer, in the conversation's frame.
   */
  async answer(message: string, context: AskContext): Promise<AssistantAnswer> {
    const language = detectLanguage(message) ?? context.pageLanguage;
    if (hasSensitiveNumber(message)) {
      return this.compose(language, [
        this.piece('sensitive_number', this.knowledge.responses.sensitive_number[language], 'privacyPolicy', true),
      ]);
    }
    const frame = this.frameOf(context, language);
    const contact = typedContact(message);
    const pieces: Piece[] = [];
    let before: string | undefined;
    for (const part of messageParts(contact ? withoutContact(message) : message)) {
      const piece = await this.answerPart(part, language, frame, before);
      before = before ? `${before} ${part}` : part;
      frame.concepts.push(...this.matcher.annotate(part, language).concepts);
      frame.lastIntent = piece.intent;
      frame.lastMessage = part;
      frame.said.push(part);
      if (!pieces.some((p) => p.intent === piece.intent && p.body === piece.body)) pieces.push(piece);
    }
    if (contact) {
      const { asked: _asked, ...details } = contact;
      const said = pieces.filter((p) => !FILLER.has(p.intent) && p.kind !== 'fallback');
      return {
        ...this.compose(language, [
          this.piece('contact_form', this.knowledge.responses.contact_form[language], 'contact'),
          ...said,
        ]),
        contactForm: details,
      };
    }
    const useful = pieces.filter((p) => !FILLER.has(p.intent));
    // With nothing but fillers, a greeting or thanks gives way to the question asked with it.
    const asked = pieces.filter((p) => p.intent !== 'greeting' && p.intent !== 'thanks');
    const kept = useful.length > 0 ? useful : asked.length > 0 ? asked : pieces;
    // "…, who do I talk to?": a person asked for beside a question still gets the offer of one.
    const person = pieces.some((p) => p.intent === 'human') && !kept.some((p) => p.handoff);
    const last = kept.length - 1;
    const answer = this.compose(
      language,
      person ? kept.map((p, i) => (i === last ? { ...p, handoff: true } : p)) : kept,
    );
    return pieces.some((p) => p.contactForm) ? { ...answer, contactForm: {} } : answer;
  }

  /** The concepts of the visitor's earlier messages, and the last topic. */
  private frameOf(context: AskContext, language: Language): Frame {
    const earlier = context.earlier ?? [];
    // A loan said earlier above this year's limit makes the conversation a jumbo one ("1.4M with 20% down" … "and reserves?").
    const said = conversation(earlier);
    const figures = this.business.figures;
    const jumbo =
      earlier.length > 0 &&
      (COMPUTE.conformingCheck?.(said, figures)?.case === 'above' ||
        COMPUTE.cashToClose?.(said, figures)?.case === 'jumbo');
    return {
      concepts: earlier.flatMap((m) => this.matcher.annotate(m, language).concepts),
      figured: jumbo ? ['jumbo'] : [],
      said: [...earlier],
      lastIntent: context.lastIntent,
      answered: context.lastIntent,
      lastMessage: earlier[earlier.length - 1],
    };
  }

  /** One question of a message: a policy, a reviewed card, the site's own answer, or a clarifying question. */
  private async answerPart(typed: string, language: Language, frame: Frame, before?: string): Promise<Piece> {
    const part = this.policies.expand(typed, language);
    const policy = this.policies.policyFor(part, frame.lastIntent);
    if (policy) return this.policyPiece(policy, language, part);
    const eligibility = this.policies.asksEligibility(part);
    const piece = await this.cardOrPage(part, language, frame, typed, before);
    if (!eligibility || piece.intent === 'fallback' || piece.intent === 'clarify') return piece;
    // "Do I qualify?" is the lender's to answer: say what decides it, never a bare yes or no.
    return { ...piece, body: withoutYesOrNo(piece.body), handoff: true };
  }

  private policyPiece(policy: PolicyDefinition, language: Language, message: string): Piece {
    const intent = policy.intent ? this.intents.get(policy.intent) : undefined;
    if (intent) return this.intentPiece(intent, language, message, []);
    const answer = policy.answer ?? this.knowledge.responses.fallback;
    return {
      ...this.piece(policy.id, answer[language], policy.link, policy.handoff),
      ...(policy.contactForm ? { contactForm: true } : {}),
    };
  }

  private async cardOrPage(
    message: string,
    language: Language,
    frame: Frame,
    typed = message,
    before?: string,
  ): Promise<Piece> {
    const annotated = this.matcher.annotate(message, language);
    let ranked = await this.rank(annotated.text, language);
    // "How is a flip funded and how long is the term?": a later part of the message that asks only
    // an aspect no intent answers alone (how long, the term) asks it of the parts before it.
    if (before && this.asksOnlyAnAspect(annotated.concepts)) {
      const together = await this.rank(this.matcher.annotate(`${before} ${message}`, language).text, language);
      if (together.sure) ranked = together;
    }
    // The words as typed, before shorthand is written out ("pal enganche"), when they are surer.
    if (!ranked.sure && typed !== message) {
      const asTyped = await this.rank(this.matcher.annotate(typed, language).text, language);
      if (asTyped.sure) ranked = asTyped;
    }
    // Figures that change the last calculation, in a message about nothing else ("what if I put
    // 25% down instead?", "HOA is going up 400. now?").
    // Words that change it lean on it too ("and if it was a rental instead?" after an equity answer).
    const recomputed = this.recomputed(message, frame);
    if (
      recomputed &&
      (!ranked.sure ||
        ranked[0]?.intent === recomputed.intent.id ||
        (recomputed.newCase && this.policies.leansOnBefore(message)))
    )
      return this.intentPiece(recomputed.intent, language, message, [], frame.said);
    // "and with FHA?" after a conventional answer: the program named now is the one asked about,
    // when the message asks nothing else of it ("and does FHA's MIP come off too?" does).
    const switched =
      frame.lastIntent &&
      ON_A_PROGRAM.has(frame.lastIntent) &&
      this.policies.leansOnBefore(message) &&
      annotated.concepts.every((c) => PROGRAMS.has(c) || c === 'down_payment')
        ? annotated.concepts.find((c) => PROGRAMS.has(c) && c !== frame.lastIntent)
        : undefined;
    const program = switched && this.intents.get(switched);
    if (program) return this.intentPiece(program, language, message, annotated.concepts, frame.said);
    const decided = this.decisive(message, frame);
    const followUp = decided ? undefined : this.followUp(annotated, frame.lastIntent);
    if (followUp) return followUp(language, message, frame.said);

    // "and for an Airbnb?", "will lenders hold it against me forever?": a question that leans on
    // the last one, or that says too little to be sure of alone, is read together with it.
    const leans = this.policies.leansOnBefore(message);
    if (frame.lastMessage && ((leans && (ranked[0]?.score ?? 0) < SURE_INTENT_SCORE) || !ranked.sure)) {
      const joined = this.matcher.annotate(`${frame.lastMessage} ${message}`, language);
      const together = await this.rank(joined.text, language);
      if (together.sure || (leans && (ranked[0]?.score ?? 0) < MIN_INTENT_SCORE)) ranked = together;
    }
    const [best] = ranked;
    // An unsure classification is settled by a concept of the message that one of the likely
    // intents answers specifically ("jumbo" with "inicial": the down payment for a jumbo).
    const specific = ranked
      .filter((c) => c.score >= MIN_VARIANT_SCORE)
      .slice(0, 3)
      .map((c) => this.intents.get(c.intent))
      .find((i) => annotated.concepts.some((concept) => i?.variants?.[concept]));
    // What the conversation said before can change the topic ("I live abroad" … "what score do I
    // need?"), and settles an unsure ranking too ("and do they charge PMI?" in a doctor-loan thread).
    const said = [...frame.concepts, ...frame.figured, ...annotated.concepts];
    const reframed = (id: string) => {
      const to = this.policies.reframe(id, said, frame.answered, annotated.concepts);
      return to === id ? undefined : this.intents.get(to);
    };
    // Unsure, a likely topic the message names outright ("will I pay PMI?") is the one asked.
    const named = ranked
      .filter((c) => c.score >= MIN_VARIANT_SCORE)
      .slice(0, 3)
      .find((c) => annotated.concepts.includes(c.intent));
    let intent =
      decided ??
      (best && ranked.sure ? this.intents.get(best.intent) : (specific ?? (named && this.intents.get(named.intent))));
    if (intent) intent = reframed(intent.id) ?? intent;
    // Unsure between likely topics, the program the visitor named settles it ("VA" with "entrada").
    else
      intent = ranked
        .filter((c) => c.score >= MIN_VARIANT_SCORE)
        .slice(0, 3)
        .map((c) => reframed(c.intent))
        .find(Boolean);
    const hits = this.search.search(annotated.text, language, 3);
    const faq = this.faqMatch(hits, message, language);
    // The site's own answer to the very question asked beats a broader intent about the same page,
    // or an intent the classifier is unsure of; the intent stays the topic for follow-ups.
    if (faq && this.faqWins(faq, intent)) {
      const answer = this.pagePiece(faq.hit, message, language);
      if (answer) return intent && intent.id !== 'out_of_scope' ? { ...answer, intent: intent.id } : answer;
    }
    const [top] = hits;
    // Reviewed answers win over pages otherwise: they carry this year's figures and the guardrails.
    // A variant for what the message says, else for the situation the conversation said ("a condo",
    // "with an ITIN" earlier); what an earlier question asked ("the documents") is not asked again.
    const concepts = [...annotated.concepts, ...frame.concepts.filter((c) => !ASKED.has(c))];
    if (intent && intent.id !== 'out_of_scope')
      return this.intentPiece(intent, language, message, concepts, frame.said);
    // Unsure, a concept of the message that stands for one topic settles it ("tengo 1 millón en acciones").
    const topic = this.intents.get(this.policies.topicOf(annotated.concepts) ?? '');
    if (!intent && topic) return this.intentPiece(reframed(topic.id) ?? topic, language, message, concepts, frame.said);
    if (top && this.covers(top, message, language)) {
      const page = this.pagePiece(top, message, language);
      if (page) return page;
    }
    if (intent) return this.intentPiece(intent, language, message, concepts, frame.said);
    return this.clarify(ranked, hits, language);
  }

  /** Concepts that only say what is asked (how long, the reserves), none of them a topic of its own. */
  private asksOnlyAnAspect(concepts: readonly string[]): boolean {
    return concepts.length > 0 && concepts.every((c) => ASKED.has(c) && !this.intents.has(c));
  }

  /**
   * Intents by likelihood, best first: the mean of the neural classifier's score and the message's
   * similarity to the intent's closest example utterance. `sure` when that ranking is (see isSure),
   * or when the neural classifier is and both put the same intent first.
   */
  private async rank(text: string, language: Language): Promise<Ranking> {
    const neural = await this.classifier.classify(text, language);
    const scores = new Map<string, number>();
    for (const ranking of [neural, this.utterances.classify(text, language)])
      for (const { intent, score } of ranking) scores.set(intent, (scores.get(intent) ?? 0) + score / 2);
    const ranked = [...scores].map(([intent, score]) => ({ intent, score })).sort((a, b) => b.score - a.score);
    const agreed =
      isSure(neural) && neural[0]?.intent === ranked[0]?.intent && (ranked[0]?.score ?? 0) >= MIN_AGREED_SCORE;
    return Object.assign(ranked, { sure: agreed || isSure(ranked) });
  }

  /**
   * The intent whose decisive calculation the figures of the message (with the conversation's) fit;
   * a message without figures only when its words ask that calculation's question ("is that a jumbo?").
   */
  private decisive(message: string, frame: Frame): IntentDefinition | undefined {
    const own = amountsIn(message).length > 0;
    const said = conversation([...frame.said, message]);
    return this.knowledge.intents.find(
      (i) =>
        i.compute &&
        (own || ASKS_OF_FIGURES[i.compute]?.test(fold(message))) &&
        DECISIVE[i.compute]?.(said, message) !== undefined,
    );
  }

  /**
   * The last answer's intent when the message's figures change its calculation ("what if I put 25%
   * down instead?", "and if it only drops 150?"): the conversation's figures with the new ones in
   * their place give a different result; `newCase` when the message changes which answer it gets.
   */
  private recomputed(message: string, frame: Frame): { intent: IntentDefinition; newCase: boolean } | undefined {
    if (frame.said.length === 0) return undefined;
    const earlier = conversation(frame.said);
    const now = conversation([...frame.said, message]);
    // The last answer's calculation, else one the earlier figures alone decide (a value and a balance).
    const last = frame.lastIntent ? this.intents.get(frame.lastIntent) : undefined;
    const decided = this.knowledge.intents.filter((i) => i.compute && DECISIVE[i.compute]?.(earlier));
    for (const intent of last ? [last, ...decided] : decided) {
      const compute = intent.compute ? COMPUTE[intent.compute] : undefined;
      const after = compute?.(now, this.business.figures);
      const before = compute?.(earlier, this.business.figures);
      if (after && JSON.stringify(after) !== JSON.stringify(before))
        return { intent, newCase: after.case !== before?.case };
    }
    return undefined;
  }

  /**
   * Nothing fits well enough to answer: ask which of the likely topics the visitor means, with
   * their pages, instead of guessing; with no likely topic, the not-sure answer and a person.
   */
  private clarify(ranked: { intent: string; score: number }[], hits: Hit[], language: Language): Piece {
    const choices = new Map<string, Source>();
    for (const candidate of ranked.filter((c) => c.score >= MIN_VARIANT_SCORE).slice(0, 3)) {
      const link = this.intents.get(candidate.intent)?.link;
      const source = link && link !== 'prequalify' ? this.source(link, language) : undefined;
      if (source) choices.set(source.path, source);
    }
    for (const hit of hits.filter((h) => h.score >= MIN_SEARCH_SCORE && !h.passage.legal).slice(0, 2)) {
      const source = this.source(hit.passage.key, language);
      if (source && choices.size < 3) choices.set(source.path, source);
    }
    if (choices.size === 0)
      return {
        ...this.piece('fallback', this.knowledge.responses.fallback[language], 'contact', true),
        kind: 'fallback',
      };
    const list = [...choices.values()].map((s) => `- [${s.title}](${s.path})`).join('\n');
    return {
      ...this.piece('clarify', `${this.knowledge.responses.clarify[language]}\n${list}`, undefined, true),
      kind: 'fallback',
    };
  }

  /** The stemmed words of a text, stop words out. */
  private terms(text: string, language: Language): string[] {
    const term = searchTerm(language);
    const out = words(text)
      .flatMap((w) => w.split('-'))
      .map(term)
      .filter((t): t is string => Boolean(t) && !t?.startsWith('xq'));
    return [...new Set(out)];
  }

  /** Share of `asked` found in `have` (a word also matches a longer word it begins, "crypto" → "cryptocurrency"). */
  private share(asked: string[], have: string[]): number {
    if (asked.length === 0) return 0;
    const found = asked.filter((a) =>
      have.some((h) => h === a || (a.length >= 4 && (h.startsWith(a) || (a.startsWith(h) && h.length >= 4)))),
    );
    return found.length / asked.length;
  }

  /**
   * Share of the message's words (stemmed, stop words out) that the passage contains: a search hit
   * that leaves most of the question out does not answer it.
   */
  private coverage(hit: Hit, message: string, language: Language): number {
    return this.share(
      this.terms(message, language),
      this.terms(`${hit.passage.heading} ${hit.passage.text}`, language),
    );
  }

  private covers(hit: Hit | undefined, message: string, language: Language): boolean {
    return Boolean(hit && hit.score >= MIN_SEARCH_SCORE && this.coverage(hit, message, language) >= MIN_COVERAGE);
  }

  /**
   * A question-and-answer passage of the site that matches the message: the visitor asked the
   * page's question (most of its words), or it is clearly ahead of the other passages.
   */
  private faqMatch(hits: Hit[], message: string, language: Language) {
    const asked = this.terms(message, language);
    const [first, second] = hits;
    for (const hit of hits) {
      if (hit.passage.kind !== 'faq' || hit.score < MIN_FAQ_SCORE || (first && hit.score < first.score * 0.5)) continue;
      const question = this.share(this.terms(hit.passage.heading, language), asked);
      const coverage = this.coverage(hit, message, language);
      const lead = hit === first ? (second ? hit.score / second.score : Infinity) : 0;
      if (question >= FAQ_QUESTION || (lead >= FAQ_LEAD && coverage >= MIN_COVERAGE)) {
        return { hit, lead, coverage };
      }
    }
    return undefined;
  }

  private faqWins(faq: { hit: Hit; lead: number; coverage: number }, intent: IntentDefinition | undefined): boolean {
    if (!intent || intent.id === 'out_of_scope' || intent.link === faq.hit.passage.key) return true;
    // A reviewed answer that offers a person (rates, status, sensitive data) is never replaced.
    return !intent.handoff && faq.lead >= FAQ_CLEAR_LEAD && faq.coverage >= 0.75;
  }

  /** Passages for the optional model provider: the best matches of the message in its language. */
  retrieve(message: string, language: Language, limit = 4): Hit[] {
    return this.search.search(this.matcher.annotate(message, language).text, language, limit);
  }

  /** "And for a condo?" after a down-payment answer: the last intent's variant for that concept. */
  private followUp(annotated: Annotated, lastIntent: string | undefined) {
    const last = lastIntent ? this.intents.get(lastIntent) : undefined;
    if (!last?.variants) return undefined;
    const short = words(annotated.text).filter((w) => !w.startsWith('xq')).length <= FOLLOW_UP_WORDS;
    const concept = annotated.concepts.find((c) => last.variants?.[c]);
    if (!short || !concept) return undefined;
    return (language: Language, message: string, said: readonly string[]) =>
      this.intentPiece(last, language, message, [concept], said);
  }

  /**
   * An intent's reviewed answer: its variant for a concept of the message, or its computed answer
   * from the figures of the message (or, when it has too few, of the conversation `said` before it).
   */
  private intentPiece(
    intent: IntentDefinition,
    language: Language,
    message: string,
    concepts: readonly string[],
    said: readonly string[] = [],
  ): Piece {
    const concept = concepts.find((c) => intent.variants?.[c]);
    const variant = concept ? intent.variants?.[concept] : undefined;
    const compute = intent.compute ? COMPUTE[intent.compute] : undefined;
    const figures = this.business.figures;
    // The message's own figures, read with the conversation's when they are too few, or when the
    // conversation says which answer they get ("vale 400 mil y debo 150" about a rental said before).
    const own = compute?.(message, figures);
    const joined = said.length ? compute?.(conversation([...said, message]), figures) : undefined;
    const computed = !own || (joined?.case && !own.case) ? (joined ?? own) : own;
    if (variant && !(computed?.case && variant.yieldsTo?.includes(computed.case)))
      return this.piece(intent.id, variant[language], variant.link ?? intent.link, intent.handoff);
    const template: Variant | undefined =
      computed && (computed.case ? intent.computedCases?.[computed.case] : intent.computed);
    if (!computed || !template) return this.piece(intent.id, intent.answer[language], intent.link, intent.handoff);
    return this.piece(
      intent.id,
      fill(template[language], computed),
      template.link ?? intent.computedLink ?? intent.link,
      intent.handoff,
    );
  }

  /** An answer drawn from a passage of the site's pages: a page's own answer whole, or prose sentences. */
  private pagePiece(hit: Hit, message: string, language: Language): Piece | undefined {
    const excerpt = this.excerpt(hit.passage, message, language);
    if (!excerpt) return undefined;
    return { ...this.piece('search', excerpt, hit.passage.key), kind: 'page' };
  }

  /**
   * One or two sentences of a passage, those that share most words with the question, in page
   * order; a table's rows come as a short list, never run together as a sentence.
   */
  private excerpt(passage: Passage, query: string, language: Language): string {
    const term = searchTerm(language);
    const terms = new Set(words(query).map(term).filter(Boolean));
    const overlap = (s: string) => words(s).filter((w) => terms.has(term(w))).length;
    if (passage.kind === 'table') {
      const rows = passage.text.split('\n');
      const ranked = rows
        .map((row, i) => ({ row, i, score: overlap(row) }))
        .sort((a, b) => b.score - a.score || a.i - b.i)
        .slice(0, 3)
        .sort((a, b) => a.i - b.i);
      const lead = passage.heading ? `${passage.heading}:` : language === 'en' ? 'In short:' : 'En resumen:';
      return [lead, ...ranked.map((r) => `- ${r.row}`)].join('\n');
    }
    const all = sentences(passage.text).filter((s) => !breachOf(s));
    // A page's own answer to its question is given whole, never cut: its first "No." belongs to the whole.
    if (passage.kind === 'faq') return all.length === sentences(passage.text).length ? all.join(' ') : '';
    const chosen = all
      .filter((s) => s.length > 15)
      .map((s, i) => ({ s, i, score: overlap(s) }))
      .sort((a, b) => b.score - a.score || a.i - b.i)
      .slice(0, 2)
      .sort((a, b) => a.i - b.i)
      .map((x) => x.s);
    let out = '';
    for (const s of chosen.map(withoutYesOrNo)) {
      const next = out ? `${out} ${s}` : s;
      if (next.length > 360 && out) break;
      out = next;
    }
    return out;
  }

  private prequalifyPath(language: Language): string {
    return `${pathFor('home', language)}#prequalify`;
  }

  private source(link: LinkTarget, language: Language): Source | undefined {
    if (link === 'prequalify') {
      return { title: this.knowledge.responses.prequalify[language], path: this.prequalifyPath(language) };
    }
    const page = this.knowledge.pages[language][link];
    if (page) return page;
    return isRouteKey(link) ? { title: link, path: pathFor(link, language) } : undefined;
  }

  private piece(intent: string, body: string, link?: LinkTarget, handoff = false): Piece {
    return { intent, kind: 'reviewed', body, link, handoff };
  }

  /** The parts' answers in order, each with the page it links, then (once) the offer of a person. */
  private compose(language: Language, pieces: readonly Piece[]): AssistantAnswer {
    const values = businessValues(this.business, language, this.prequalifyPath(language));
    const parts: string[] = [];
    const sources: Source[] = [];
    for (const piece of pieces) {
      parts.push(fill(piece.body, values));
      const source = piece.link ? this.source(piece.link, language) : undefined;
      if (!source || sources.some((s) => s.path === source.path)) continue;
      sources.push(source);
      // The form is offered as itself; a page is offered as further reading.
      if (piece.link === 'prequalify') parts.push(`[${source.title}](${source.path})`);
      else parts.push(`${this.knowledge.responses.more[language]}: [${source.title}](${source.path})`);
    }
    if (pieces.some((p) => p.handoff)) parts.push(fill(this.knowledge.responses.handoff[language], values));
    const last = pieces[pieces.length - 1];
    const kind = pieces.every((p) => p.kind === 'fallback')
      ? 'fallback'
      : pieces.some((p) => p.kind === 'reviewed')
        ? 'reviewed'
        : 'page';
    return { text: parts.join('\n\n'), intent: last?.intent ?? 'fallback', kind, language, sources };
  }
}

/** The classifier's first choice is likely enough, and clearly ahead of the runner-up unless very likely. */
function isSure(ranked: readonly { score: number }[]): boolean {
  const [best, next] = ranked;
  if (!best || best.score < MIN_INTENT_SCORE) return false;
  return best.score >= SURE_INTENT_SCORE || best.score - (next?.score ?? 0) >= MIN_MARGIN;
}

/** A sentence without its opening "Yes," or "No," (that answered another question). */
function withoutYesOrNo(text: string): string {
  const rest = text.replace(/^(?:yes|no|sí|si)\s*[,.:;!]\s*/iu, '');
  return rest === text ? text : rest.charAt(0).toUpperCase() + rest.slice(1);
}
