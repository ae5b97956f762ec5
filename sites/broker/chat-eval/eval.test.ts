import { missingChatLinks } from '../src/content/knowledge';
import {
  breaches,
  evaluate,
  fold,
  judge,
  QUOTED,
  readAssistantData,
  readCases,
  readHeldOut,
  share,
  type AssistantAnswer,
  type EvalCase,
  type EvalReport,
} from '@broker/server/eval';
import { siteAssistant } from './siteAssistant';

/** The bar of issue #16, on the site's own content and configuration. */
const MIN_GOOD_SHARE = 0.9;

describe('the chat assistant on the evaluation set', () => {
  let report: EvalReport;
  let business: Awaited<ReturnType<typeof siteAssistant>>['business'];
  let pages: Awaited<ReturnType<typeof siteAssistant>>['knowledge']['pages'];

  beforeAll(async () => {
    const site = await siteAssistant();
    business = site.business;
    pages = site.knowledge.pages;
    report = await evaluate(site.assistant, business, readCases());
  }, 60_000);

  it('judges what an answer must not say by whole words: "ICE" is not the "ice" of "officer"', () => {
    const c: EvalCase = { language: 'en', q: 'is ICE involved?', intent: 'immigration', excludes: ['ICE'] };
    const answer = (text: string): AssistantAnswer => ({
      text,
      intent: 'immigration',
      kind: 'reviewed',
      language: 'en',
      sources: [],
    });
    expect(judge(c, answer('A loan officer can tell you.'), business, pages)).toEqual([]);
    expect(judge(c, answer('We share nothing with ICE.'), business, pages)).toEqual(['says "ICE"']);
  });

  it.each(['en', 'es'] as const)('gives good answers to at least 90%% of the %s questions', (language) => {
    const tally = report.byLanguage[language];
    expect(tally.total).toBeGreaterThanOrEqual(100);
    const misses = report.results.filter((r) => r.case.language === language && !r.good);
    expect({
      share: share(tally) >= MIN_GOOD_SHARE,
      misses: misses.map((m) => `${m.case.q}: ${m.problems.join('; ')}`),
    }).toEqual(expect.objectContaining({ share: true }));
  });

  it('never quotes a rate, promises approval or asks for an SSN', () => {
    expect(report.breaches).toEqual({ rate: 0, approval: 0, ssn: 0 });
  });

  it('answers every question quoted in the issue well', () => {
    const results = QUOTED.map((q) => report.results.find((r) => r.case.q === q));
    expect(results.map((r, i) => r?.case.q ?? `missing: ${QUOTED[i]}`)).toEqual(QUOTED);
    expect(results.filter((r) => !r?.good).map((r) => `${r?.case.q}: ${r?.problems.join('; ')}`)).toEqual([]);
  });
});

describe('the data files', () => {
  const data = readAssistantData();

  it('never quote a rate, promise approval or ask for an SSN in a reviewed answer', () => {
    const texts = [
      ...data.intents.flatMap((i) => [i.answer, i.computed, ...Object.values(i.variants ?? {})]),
      ...data.policies.policies.map((p) => p.answer),
      ...Object.values(data.responses),
    ].flatMap((t) => (t ? [t.en, t.es] : []));
    expect(texts.filter((t) => breaches(t).length > 0)).toEqual([]);
  });

  it('link real pages, and the site build refuses one that links a page the site lacks', async () => {
    const { knowledge } = await siteAssistant();
    expect(missingChatLinks(knowledge)).toEqual([]);
    const es = Object.fromEntries(Object.entries(knowledge.pages.es).filter(([key]) => key !== 'jumboLoans'));
    expect(missingChatLinks({ ...knowledge, pages: { ...knowledge.pages, es } })).toContain(
      'the chat\'s answer "jumbo" links the page "jumboLoans", which the site does not have',
    );
  });

  it('never hold a held-out question or a near copy of one (same words), in the utterances or the training cases', () => {
    const normal = (text: string) => [...new Set(fold(text).match(/[a-z0-9ñ]+/g) ?? [])].sort().join(' ');
    // A follow-up is the conversation so far: "and for a condo?" after FHA is not the same question
    // as after a down payment.
    const conversation = (c: { q: string; context?: string[] }) => [...(c.context ?? []), c.q].join(' \n ');
    const heldOut = new Set(readHeldOut().map((c) => normal(conversation(c))));
    expect(heldOut.size).toBeGreaterThanOrEqual(120);
    const training = [
      ...data.intents.flatMap((i) => [...i.utterances.en, ...i.utterances.es]),
      ...readCases().flatMap((c) => [conversation(c), ...(c.context ?? [])]),
    ];
    expect(training.filter((t) => heldOut.has(normal(t)))).toEqual([]);
  });

  it('train on utterances of their own, never on the questions they are evaluated with', () => {
    const questions = new Set(
      readCases().map((c) =>
        fold(c.q)
          .replace(/[^a-z0-9ñ ]/g, '')
          .trim(),
      ),
    );
    const copied = data.intents.flatMap((i) =>
      [...i.utterances.en, ...i.utterances.es].filter((u) =>
        questions.has(
          fold(u)
            .replace(/[^a-z0-9ñ ]/g, '')
            .trim(),
        ),
      ),
    );
    expect(copied).toEqual([]);
  });
});
