/**
 * `npm run eval:chat -w @broker/site`: asks the evaluation set of @broker/server/eval
 * to the built-in assistant as the site ships it, and prints accuracy per language and per intent,
 * guardrail breaches, answer times and every miss with the answer given. With `--heldout`, asks the
 * held-out batches instead (written from the public pages alone, never trained on) and also
 * reports the follow-up turns of conversations and the answers in the wrong language; with
 * `--retired`, the batches already learned from.
 */
import { performance } from 'node:perf_hooks';
import { evaluate, readCases, readHeldOut, RETIRED_DIR, share, type Tally } from '@broker/server/eval';
import { siteAssistant } from './siteAssistant';

const pct = (t: Tally) => `${(share(t) * 100).toFixed(1)}% (${t.good}/${t.total})`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main() {
  const started = performance.now();
  const { assistant, business, knowledge } = await siteAssistant();
  console.log(
    `Knowledge: ${knowledge.passages.length} passages, ${knowledge.intents.length} intents, built in ${Math.round(performance.now() - started)} ms.`,
  );
  const heldOut = process.argv.includes('--heldout');
  const retired = process.argv.includes('--retired');
  const cases = heldOut ? readHeldOut() : retired ? readHeldOut(RETIRED_DIR) : readCases();
  const report = await evaluate(assistant, business, cases);

  console.log(
    `\n${heldOut ? 'Held-out batches' : retired ? 'Retired batches (training side)' : 'Training side'}: ${[...new Set(cases.map((c) => c.batch ?? 'cases'))].join(', ')}`,
  );
  console.log(`Good answers: English ${pct(report.byLanguage.en)}, Spanish ${pct(report.byLanguage.es)}`);
  for (const language of ['en', 'es'] as const) {
    const turns = report.results.filter((r) => r.case.language === language && r.case.context);
    const wrong = report.results.filter((r) => r.case.language === language && r.answer.language !== language);
    console.log(
      `  ${language}: follow-up turns ${pct({ good: turns.filter((r) => r.good).length, total: turns.length })}, answers in the wrong language ${wrong.length}`,
    );
  }
  console.log(
    `Guardrails: ${report.breaches.rate} rate quotes, ${report.breaches.approval} approval promises, ${report.breaches.ssn} requests for an SSN`,
  );
  const sorted = [...report.timings].sort((a, b) => a - b);
  console.log(
    `Answer time: p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, max ${(sorted.at(-1) ?? 0).toFixed(2)} ms (${sorted.length} answers)`,
  );

  console.log('\nPer intent:');
  const rows = Object.entries(report.byIntent).sort((a, b) => share(a[1]) - share(b[1]) || a[0].localeCompare(b[0]));
  for (const [intent, tally] of rows) console.log(`  ${intent.padEnd(24)} ${pct(tally)}`);

  const misses = report.results.filter((r) => !r.good);
  console.log(`\nMisses (${misses.length}):`);
  for (const miss of misses) {
    const context = miss.case.context ? ` (after "${miss.case.context.join('" / "')}")` : '';
    console.log(
      `\n- [${miss.case.language}] ${miss.case.q}${context}  → ${miss.answer.intent}, want ${miss.case.intent}`,
    );
    console.log(`  ${miss.problems.join('; ')}`);
    console.log(`  ${miss.answer.text.replace(/\n+/g, ' ⏎ ')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
