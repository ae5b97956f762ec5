import type { Language } from '@broker/core';
import { NOT_A_RATE } from './guardrails';
import { escapeRegExp, fold } from './text';

/** data/policies.yaml: its policies (checked before any answer card) and frame rules. */
export type { PolicyData, PolicyDefinition } from './data/schemas';
import type { PolicyData, PolicyDefinition } from './data/schemas';

/** Folded text without apostrophes, with ñ read as n, so "don't", "dont" and "don’t" (or "año" and "ano") read alike. */
export function plain(text: string): string {
  return fold(text)
    .replace(/['’`´]/g, '')
    .replace(/ñ/g, 'n');
}

/**
 * A pattern of policies.yaml as a test over {@link plain} text: groups joined by " + " must all be
 * found; alternatives of a group are joined by "|"; a trailing "*" lets the last word go on.
 */
function compilePattern(pattern: string): (text: string) => boolean {
  const groups = pattern.split(' + ').map((group) => {
    const alternatives = group.split('|').map((raw) => {
      const alternative = plain(raw.trim());
      const prefix = alternative.endsWith('*');
      const body = escapeRegExp(prefix ? alternative.slice(0, -1) : alternative).replace(/ +/g, '\\s+');
      return prefix ? `${body}[\\p{L}\\p{N}-]*` : body;
    });
    return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'u');
  });
  return (text) => groups.every((g) => g.test(text));
}

const anyOf = (patterns: readonly string[]) => {
  const tests = patterns.map(compilePattern);
  return (text: string) => tests.some((t) => t(plain(text)));
};

/** The policy layer: which policy a message falls under, and how it is asked. */
export class Policies {
  private readonly checks: {
    policy: PolicyDefinition;
    applies: (text: string) => boolean;
    insists?: (text: string) => boolean;
  }[];
  readonly asksEligibility: (text: string) => boolean;
  readonly leansOnBefore: (text: string) => boolean;

  constructor(private readonly data: PolicyData) {
    this.checks = data.policies.map((policy) => ({
      policy,
      applies: anyOf(policy.when),
      ...(policy.insisting ? { insists: anyOf(policy.insisting) } : {}),
    }));
    this.asksEligibility = anyOf(data.eligibility);
    // A follow-up starts with one of its words ("and for a condo?", "¿y si es para Airbnb?").
    const starts = data.followUp
      .flatMap((p) => p.split('|'))
      .map((a) => escapeRegExp(plain(a.trim())).replace(/ +/g, '\\s+'));
    const followUp = new RegExp(`^(?:${starts.join('|')})(?![\\p{L}\\p{N}])`, 'u');
    this.leansOnBefore = (text) => followUp.test(plain(text).replace(/^[^\p{L}\p{N}]+/u, ''));
  }

  /** The message with its shorthand written out ("q credit score necesito pa comprar" → "que … para comprar"). */
  expand(text: string, language: Language): string {
    const table = this.data.shorthand[language];
    // Whole words only: the "k" of "388k" is a figure's, not "que".
    return text.replace(/(?<![\p{L}\p{N}'])[\p{L}']+(?![\p{L}\p{N}'])/gu, (word) => {
      // "pa'" and "pa’" are "pa".
      const key = word.toLowerCase();
      return table[key] ?? table[key.replace(/'+$/, '')] ?? word;
    });
  }

  /**
   * The first policy the message falls under; after a policy's answer (`last`), also a message that
   * insists on what it refused.
   */
  policyFor(text: string, last?: string): PolicyDefinition | undefined {
    // "a rate-and-term refinance" names a loan, not a rate.
    const named = plain(text).replace(NOT_A_RATE, ' ');
    return (
      this.checks.find((c) => c.applies(named))?.policy ??
      this.checks.find((c) => last && (c.policy.id === last || c.policy.intent === last) && c.insists?.(named))?.policy
    );
  }

  /** The intent the first of `concepts` with a topic stands for. */
  topicOf(concepts: readonly string[]): string | undefined {
    const topics = this.data.topics ?? {};
    return concepts.map((c) => topics[c]).find(Boolean);
  }

  /**
   * The intent a topic becomes when the conversation said `concepts` before, or when its last
   * answer (`last`) was on that program already ("what score do I need?" after a jumbo answer).
   */
  reframe(intent: string, concepts: readonly string[], last?: string, current: readonly string[] = []): string {
    const rules = this.data.frame.filter(
      (rule) => rule.from.includes(intent) && (concepts.includes(rule.when) || rule.to === last),
    );
    // A concept of the message itself counts before one said earlier ("… conventional?" then "and with FHA?").
    return (rules.find((rule) => current.includes(rule.when)) ?? rules[0])?.to ?? intent;
  }
}
