import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { performance } from 'node:perf_hooks';
import { pathFor, type Language } from '@broker/core';
import type { BusinessInfo } from '../../config';
import { businessValues, fill } from '../answers';
import type { Assistant, AssistantAnswer } from '../assistant';
import type { KnowledgeData } from '../knowledge/types';
import { breaches, type Breach } from '../guardrails';
import { CasesFile } from '../data/schemas';
import { EVAL_DIR, readYaml } from '../knowledge/sources';
import { escapeRegExp, fold } from '../text';

export interface EvalCase {
  language: Language;
  q: string;
  intent: string;
  context?: string[];
  contains?: (string | string[])[];
  excludes?: string[];
  link?: string | string[];
  handoff?: boolean;
  /** The visitor typed contact details or asked to be called: the answer must open the contact form. */
  leadForm?: boolean;
  /** The held-out batch the case comes from. */
  batch?: string;
}

export interface CaseResult {
  case: EvalCase;
  answer: AssistantAnswer;
  good: boolean;
  problems: string[];
  breaches: Breach[];
  ms: number;
}

export interface Tally {
  good: number;
  total: number;
}

export interface EvalReport {
  results: CaseResult[];
  byLanguage: Record<Language, Tally>;
  byIntent: Record<string, Tally>;
  breaches: Record<Breach, number>;
  /** Time of each `answer` call, in milliseconds. */
  timings: number[];
}

/** The evaluation set: cases.en.yaml and cases.es.yaml, checked against their schema (data/schemas.ts). */
export function readCases(dir = EVAL_DIR): EvalCase[] {
  return (['en', 'es'] as const).flatMap((language) => {
    const file = readYaml(path.join(dir, `cases.${language}.yaml`), CasesFile);
    return file.cases.map((c) => ({ ...c, language: file.language }));
  });
}

const norm = (text: string) => fold(text).replace(/ñ/g, 'n').replace(/\s+/g, ' ');

/** The site's pages by key, as the assistant's knowledge holds them. */
type Pages = KnowledgeData['pages'];

function linkPath(target: string, language: Language, pages: Pages): string {
  if (target.startsWith('/')) return target;
  if (target === 'prequalify') return `${pathFor('home', language)}#prequalify`;
  const page = pages[language][target];
  if (!page) throw new Error(`An evaluation case links "${target}", which is not a page of the site`);
  return page.path;
}

/** What is wrong with an answer, against what the case says a good answer must do. */
export function judge(c: EvalCase, answer: AssistantAnswer, business: BusinessInfo, pages: Pages): string[] {
  const values = businessValues(business, c.language, linkPath('prequalify', c.language, pages));
  const text = norm(answer.text);
  const has = (s: string) => text.includes(norm(fill(s, values)));
  const problems: string[] = [];
  if (answer.language !== c.language) problems.push(`answered in ${answer.language}`);
  for (const entry of c.contains ?? []) {
    const options = Array.isArray(entry) ? entry : [entry];
    if (!options.some(has)) problems.push(`lacks ${options.map((o) => `"${fill(o, values)}"`).join(' or ')}`);
  }
  // Whole words: an excluded "ICE" is not the "ice" of "officer".
  const says = (s: string) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(norm(fill(s, values)))}(?![\\p{L}\\p{N}])`, 'u').test(text);
  for (const banned of c.excludes ?? []) if (says(banned)) problems.push(`says "${banned}"`);
  if (c.link) {
    const targets = Array.isArray(c.link) ? c.link : [c.link];
    if (!targets.some((t) => answer.text.includes(`](${linkPath(t, c.language, pages)})`))) {
      problems.push(`does not link ${targets.join(' or ')}`);
    }
  }
  if (c.leadForm && !answer.contactForm) problems.push('does not open the contact form');
  if (c.handoff && !answer.text.includes(business.phone.display) && !answer.text.includes('#prequalify)')) {
    problems.push('offers no loan officer');
  }
  return problems;
}

interface HeldOutTurn {
  q: string;
  contains?: (string | string[])[];
  excludes?: string[];
  link?: string | string[];
  handoff?: boolean;
  leadForm?: boolean;
}

/** Held-out batches already learned from: the training side may use them. */
export const RETIRED_DIR = path.join(EVAL_DIR, 'retired');

/**
 * The held-out batches (heldout/batch-<date>.<language>.yaml): written from the public pages by
 * people who had not seen the assistant, frozen when committed. Each turn of a conversation is a
 * case whose context is the turns before it; links are the pages' paths.
 */
export function readHeldOut(dir = path.join(EVAL_DIR, 'heldout')): EvalCase[] {
  const files = fs.readdirSync(dir).filter((f) => /^batch-.+\.(en|es)\.yaml$/.test(f));
  return files.sort().flatMap((file) => {
    const batch = parseYaml(fs.readFileSync(path.join(dir, file), 'utf8')) as {
      language: Language;
      cases: { id: string; topic: string; turns: HeldOutTurn[] }[];
    };
    return batch.cases.flatMap((c) =>
      c.turns.map((turn, i) => ({
        ...turn,
        language: batch.language,
        intent: c.topic,
        batch: file.replace(/\.(en|es)\.yaml$/, ''),
        ...(i > 0 ? { context: c.turns.slice(0, i).map((t) => t.q) } : {}),
      })),
    );
  });
}

/** Asks every question (after its context, in one conversation) and judges each answer. */
export async function evaluate(assistant: Assistant, business: BusinessInfo, cases: EvalCase[]): Promise<EvalReport> {
  const report: EvalReport = {
    results: [],
    byLanguage: { en: { good: 0, total: 0 }, es: { good: 0, total: 0 } },
    byIntent: {},
    breaches: { rate: 0, approval: 0, ssn: 0 },
    timings: [],
  };
  for (const c of cases) {
    let lastIntent: string | undefined;
    const earlier: string[] = [];
    for (const message of c.context ?? []) {
      lastIntent = (await assistant.answer(message, { pageLanguage: c.language, lastIntent, earlier })).intent;
      earlier.push(message);
    }
    const started = performance.now();
    const answer = await assistant.answer(c.q, { pageLanguage: c.language, lastIntent, earlier });
    const ms = performance.now() - started;
    const found = breaches(answer.text);
    const problems = [...judge(c, answer, business, assistant.pages), ...found.map((b) => `breaks the ${b} guardrail`)];
    const good = problems.length === 0;
    report.results.push({ case: c, answer, good, problems, breaches: found, ms });
    report.timings.push(ms);
    for (const b of found) report.breaches[b] += 1;
    const lang = report.byLanguage[c.language];
    const intent = (report.byIntent[c.intent] ??= { good: 0, total: 0 });
    lang.total += 1;
    intent.total += 1;
    if (good) {
      lang.good += 1;
      intent.good += 1;
    }
  }
  return report;
}

export const share = (t: Tally) => (t.total ? t.good / t.total : 0);
