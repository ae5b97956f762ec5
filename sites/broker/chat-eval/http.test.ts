import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import os from 'node:os';
import { nodeFunction, type BrokerServer } from '@broker/server';
import { judge, QUOTED, readCases, type AssistantAnswer, type EvalCase } from '@broker/server/eval';
import { siteAssistant } from './siteAssistant';

/**
 * The questions quoted in issue #16, asked over HTTP to /api/chat as the site's function serves it:
 * the site's knowledge and business data, a real store, follow-ups in the same session.
 */
describe('POST /api/chat with the site as built', () => {
  // A new store, which the function migrates as it starts; its lock file sits beside it in `root`.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'broker-chat-eval-'));
  const dataDir = path.join(root, 'pglite');
  let listener: http.Server;
  let base: string;
  let site: Awaited<ReturnType<typeof siteAssistant>>;

  beforeAll(async () => {
    site = await siteAssistant();
    const chat = nodeFunction('chat', () => ({
      env: { DATA_DIR: dataDir, LOG_LEVEL: 'silent', OUTBOX_DRAIN_INTERVAL_MS: '0' },
      siteDir: path.dirname(dataDir),
      business: site.business,
      knowledge: site.knowledge,
    }));
    listener = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      await chat(Object.assign(req, { body: Buffer.concat(chunks) }), res);
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(async () => {
    await new Promise((resolve) => listener.close(resolve));
    const holder = globalThis as unknown as Record<symbol, BrokerServer | undefined>;
    await holder[Symbol.for('@broker/server/shared')]?.close();
    delete holder[Symbol.for('@broker/server/shared')];
    fs.rmSync(root, { recursive: true, force: true });
  });

  async function ask(message: string, language: string, sessionId: string | null) {
    const response = await fetch(`${base}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message, sessionId, userInfo: null, language }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { response: string; sessionId: string; sources: { path: string }[] };
  }

  it('answers every question quoted in the issue well', async () => {
    const cases = readCases();
    const problems: string[] = [];
    for (const question of QUOTED) {
      const c = cases.find((x) => x.q === question) as EvalCase;
      let sessionId: string | null = null;
      for (const earlier of c.context ?? []) sessionId = (await ask(earlier, c.language, sessionId)).sessionId;
      const body = await ask(c.q, c.language, sessionId);
      const answer: AssistantAnswer = {
        text: body.response,
        intent: c.intent,
        kind: 'reviewed',
        // The page language is the case's; an answer in the other language would not match its checks.
        language: c.language,
        sources: [],
      };
      const found = judge(c, answer, site.business, site.knowledge.pages);
      if (found.length) problems.push(`${c.q}: ${found.join('; ')}`);
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
