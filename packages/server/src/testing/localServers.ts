import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface RecordedForm {
  fields: Record<string, string>;
  contentType: string;
  headers: http.IncomingHttpHeaders;
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
    received.push({
      fields: Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])),
      contentType,
      headers: req.headers,
    });
    const step = script[Math.min(calls, script.length - 1)] ?? { status: 200 };
    calls += 1;
    res.writeHead(step.status, step.headers ?? {});
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/forms/lead`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
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
  /** Message-IDs of the messages refused on purpose, in order. */
  const rejectedMessageIds: string[] = [];
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
          const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1];
          if (messageId) rejectedMessageIds.push(messageId);
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
    /** Settings for a server on this machine without TLS (`SMTP_INSECURE=true`). */
    settings: { host: '127.0.0.1', port, secure: false, insecure: true },
    received,
    rejectedMessageIds,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ParsedMail {
  subject: string;
  from: string;
  to: string[];
  replyTo: string[];
  text: string;
  html: string;
  messageId: string;
}

/** Parses a received message (postal-mime), so tests read the decoded text and HTML parts. */
export async function parseMail(raw: string): Promise<ParsedMail> {
  const { default: PostalMime } = (await import('postal-mime')) as unknown as {
    default: { parse(raw: string): Promise<Record<string, unknown>> };
  };
  const mail = (await PostalMime.parse(raw)) as {
    subject?: string;
    from?: { address?: string };
    to?: { address?: string }[];
    replyTo?: { address?: string }[];
    text?: string;
    html?: string;
    messageId?: string;
  };
  return {
    subject: mail.subject ?? '',
    from: mail.from?.address ?? '',
    to: (mail.to ?? []).map((a) => a.address ?? ''),
    replyTo: (mail.replyTo ?? []).map((a) => a.address ?? ''),
    text: mail.text ?? '',
    html: mail.html ?? '',
    messageId: mail.messageId ?? '',
  };
}

export interface ReceivedHook {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A stand-in webhook receiver that answers from a script and records each request's headers and
 * raw body, as a receiver would see them.
 */
export async function startReceiver(script: { status: number; headers?: Record<string, string> }[]) {
  const received: ReceivedHook[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    const step = script[Math.min(received.length - 1, script.length - 1)] ?? { status: 200 };
    res.writeHead(step.status, step.headers ?? {});
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
