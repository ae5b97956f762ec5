import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface RecordedForm {
  fields: Record<string, string>;
  contentType: string;
}

/** A stand-in CRM form endpoint that answers from a script (status, headers) and records what it got. */
export async function startCrm(script: { status: number; headers?: Record<string, string> }[]) {
  const received: RecordedForm[] = [];
  let calls = 0;
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const contentType = req.headers['content-type'] ?? '';
    const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': contentType } }).formData();
    received.push({ fields: Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])), contentType });
    const step = script[Math.min(calls, script.length - 1)] ?? { status: 200 };
    calls += 1;
    res.writeHead(step.status, step.headers ?? {});
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/forms/lead`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server that rejects the first messages with the given reply codes, then accepts. */
export async function startSmtp(rejections: number[] = []) {
  const received: ReceivedMail[] = [];
  let calls = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const code = rejections[calls];
        calls += 1;
        if (code) {
          const error = new Error('Rejected on purpose') as Error & { responseCode: number };
          error.responseCode = code;
          callback(error);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
