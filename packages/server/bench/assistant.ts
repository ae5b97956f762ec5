/**
 * How fast the built-in assistant answers, on the site's real content.
 * `npm run bench:assistant -w @broker/server`
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Assistant } from '../src/chat/assistant';
import { loadContent } from '../src/chat/content';
import { SearchIndex } from '../src/chat/search';
import { TEST_BUSINESS } from '../src/testing/fixtures';
import { createServer } from '../src/server';
import { loadConfig } from '../src/config';
import { openPglite } from '../src/db/pglite';
import { createLogger } from '../src/logger';

const QUESTIONS: ['en' | 'es', string][] = [
  ['en', 'Hello'],
  ['en', 'What loan programs do you offer?'],
  ['en', 'What credit score do I need?'],
  ['en', 'What documents do I need for a bank statement loan?'],
  ['en', 'What is your rate today?'],
  ['en', 'How do I calculate my monthly payment?'],
  ['en', 'When are you open on Saturday?'],
  ['en', 'Can I talk to a loan officer?'],
  ['en', 'How do I get pre-approved?'],
  ['en', 'Can a foreign national buy a condo in Brickell?'],
  ['en', 'How does a DSCR loan work for a rental?'],
  ['en', 'When should I refinance?'],
  ['es', 'Hola'],
  ['es', '¿Qué programas de préstamo tienen?'],
  ['es', '¿Qué puntaje de crédito necesito?'],
  ['es', '¿Qué documentos necesito para un préstamo con estados de cuenta?'],
  ['es', '¿Cuál es la tasa de interés hoy?'],
  ['es', '¿Cuál es su horario?'],
  ['es', 'Quiero hablar con un asesor'],
  ['es', '¿Cómo funciona el préstamo para médicos?'],
  ['es', '¿Cuándo conviene refinanciar?'],
  ['es', 'Soy extranjero, ¿puedo comprar en Miami?'],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function report(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(2)} ms`;
  console.log(
    `${label}: n=${samples.length} p50=${f(percentile(sorted, 50))} p99=${f(percentile(sorted, 99))} max=${f(sorted[sorted.length - 1] ?? 0)}`,
  );
}

async function main() {
  const siteDir = path.resolve(__dirname, '../../../sites/broker');
  const started = performance.now();
  const passages = loadContent(path.join(siteDir, 'content'), TEST_BUSINESS);
  const assistant = new Assistant(new SearchIndex(passages), TEST_BUSINESS);
  console.log(`index: ${passages.length} passages built in ${(performance.now() - started).toFixed(0)} ms`);

  const answers: number[] = [];
  for (let round = 0; round < 50; round += 1) {
    for (const [language, question] of QUESTIONS) {
      const t = performance.now();
      assistant.answer(question, language);
      answers.push(performance.now() - t);
    }
  }
  report('assistant.answer', answers);

  const db = await openPglite();
  const config = loadConfig({}, { siteDir, business: TEST_BUSINESS });
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
  let sessionId: string | null = null;
  for (let round = 0; round < 10; round += 1) {
    for (const [language, message] of QUESTIONS) {
      const t = performance.now();
      const response = await server.chat({
        method: 'POST',
        url: '/api/chat',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message, sessionId, userInfo: null, language }),
        ip: '127.0.0.1',
      });
      requests.push(performance.now() - t);
      sessionId = (JSON.parse(response.body) as { sessionId: string }).sessionId;
    }
  }
  report('POST /api/chat (embedded store, message stored)', requests);
  await server.close();
  await db.close();
}

void main();
