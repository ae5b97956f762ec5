/**
 * How fast the built-in assistant answers, on the site's real content and the evaluation questions.
 * `npm run bench:assistant -w @broker/site` (a benchmark, not a test).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createLogger, createServer, loadConfig, openPglite } from '@broker/server';
import { Assistant, readCases } from '@broker/server/eval';
import { siteAssistant } from '../chat-eval/siteAssistant';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function report(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(2)} ms`;
  console.log(
    `${label}: n=${samples.length} p50=${f(percentile(sorted, 50))} p99=${f(percentile(sorted, 99))} max=${f(sorted.at(-1) ?? 0)}`,
  );
}

async function main() {
  console.log(
    `${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  let started = performance.now();
  const { business, knowledge } = await siteAssistant();
  console.log(
    `knowledge built (build time, not at start): ${Math.round(performance.now() - started)} ms, ${(JSON.stringify(knowledge).length / 1e6).toFixed(2)} MB`,
  );
  started = performance.now();
  const assistant = new Assistant(JSON.parse(JSON.stringify(knowledge)), business);
  console.log(
    `assistant loaded from the knowledge module (cold start): ${(performance.now() - started).toFixed(0)} ms`,
  );
  const questions = readCases().map((c) => [c.language, c.q] as const);
  started = performance.now();
  await assistant.answer(questions[0]![1], { pageLanguage: questions[0]![0] });
  console.log(`first answer after start: ${(performance.now() - started).toFixed(2)} ms`);

  const answers: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    for (const [language, question] of questions) {
      const t = performance.now();
      const c = process.cpuUsage();
      await assistant.answer(question, { pageLanguage: language });
      const used = process.cpuUsage(c);
      answers.push(performance.now() - t);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  report(`assistant.answer, wall time (${questions.length} evaluation questions x 20)`, answers);
  // CPU time is what the answer costs; wall time also counts waiting for a core on a shared machine.
  report('assistant.answer, CPU time of this process', cpu);

  const db = await openPglite();
  const config = loadConfig({}, { business, knowledge });
  const unlimited = { max: 1e9, windowMs: 60_000 };
  const server = createServer(
    {
      ...config,
      limits: { ...config.limits, chatPerAddress: unlimited, chatPerSession: unlimited },
      outbox: { ...config.outbox, drainIntervalMs: 0 },
    },
    { db, logger: createLogger('silent') },
  );
  await server.ready();
  const requests: number[] = [];
  for (const [language, message] of questions) {
    const t = performance.now();
    const response = await server.chat({
      method: 'POST',
      url: '/api/chat',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message, sessionId: null, userInfo: null, language }),
      ip: '127.0.0.1',
    });
    requests.push(performance.now() - t);
    if (response.status !== 200) throw new Error(`POST /api/chat answered ${response.status}`);
  }
  report('POST /api/chat (embedded store, message and answer stored)', requests);
  await server.close();
  await db.close();
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}

void main();
