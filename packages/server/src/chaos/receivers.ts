import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * How a stand-in receiver behaves right now:
 * - `ok`: accepts;
 * - `500`/`429`: refuses (a temporary failure; SMTP answers 451);
 * - `hang`: takes the delivery in (it is recorded as received) but never answers, the worst case
 *   for a sender, which must try again without knowing the first attempt arrived;
 * - `down`: not listening at all (connections are refused).
 */
export type ReceiverMode = 'ok' | '500' | '429' | 'hang' | 'down';

/**
 * What a receiver got, counted the way a receiver that deduplicates by delivery id counts it:
 * `records` is the set of delivery ids it keeps (one record each), `repeats` how many deliveries
 * carried an id it already had (a sender retrying after a lost answer or a crash).
 */
export class Receipts {
  readonly records = new Map<string, number>();
  /** When each delivery id was first received. */
  readonly firstReceived = new Map<string, number>();
  /** Every repeat: the delivery id, when it was first received, and when again. */
  readonly repeatLog: { id: string; first: number; again: number }[] = [];
  repeats = 0;
  refused = 0;
  /** Deliveries that reached the receiver, whatever it answered. */
  arrivals = 0;

  receive(id: string): void {
    const seen = this.records.get(id) ?? 0;
    const now = Date.now();
    if (seen > 0) {
      this.repeats += 1;
      this.repeatLog.push({ id, first: this.firstReceived.get(id) ?? now, again: now });
    } else {
      this.firstReceived.set(id, now);
    }
    this.records.set(id, seen + 1);
  }
}

interface Switchable {
  receipts: Receipts;
  readonly mode: ReceiverMode;
  setMode(mode: ReceiverMode): Promise<void>;
  close(): Promise<void>;
}

function listenOn(server: { listen(port: number, host: string, cb: () => void): unknown }, port: number) {
  return new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
}

/** A CRM form endpoint on loopback that reads the `lead_id` field of each multipart post. */
export async function startChaosCrm(): Promise<Switchable & { url: string }> {
  const receipts = new Receipts();
  let mode: ReceiverMode = 'ok';
  const sockets = new Set<Socket>();
  const hanging = new Set<http.ServerResponse>();
  const handler = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    receipts.arrivals += 1;
    if (mode === '500' || mode === '429') {
      receipts.refused += 1;
      res.writeHead(mode === '500' ? 500 : 429, mode === '429' ? { 'Retry-After': '1' } : {});
      res.end();
      return;
    }
    const form = await new Response(Buffer.concat(chunks), {
      headers: { 'content-type': req.headers['content-type'] ?? '' },
    }).formData();
    const id = String(form.get('lead_id') ?? req.headers['idempotency-key'] ?? '');
    receipts.receive(id);
    if (mode === 'hang') {
      hanging.add(res);
      return;
    }
    res.writeHead(200);
    res.end('ok');
  };
  let server: http.Server | undefined;
  const open = async (port: number) => {
    // A sender that gives up mid-request (its deadline) resets the connection: nothing to answer.
    server = http.createServer((req, res) => void handler(req, res).catch(() => res.destroy()));
    server.on('connection', (socket) => {
      socket.on('error', () => undefined);
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await listenOn(server, port);
    return (server.address() as AddressInfo).port;
  };
  const shut = async () => {
    for (const socket of sockets) socket.destroy();
    hanging.clear();
    const closing = server;
    server = undefined;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  const port = await open(0);
  return {
    url: `http://127.0.0.1:${port}/forms/lead`,
    receipts,
    get mode() {
      return mode;
    },
    async setMode(next) {
      // Leaving `hang`, the deliveries held open finally get their answer: late, maybe after the
      // sender gave up on them. Leaving `down` listens again on the same port.
      if (mode === 'hang') {
        for (const res of hanging) if (!res.destroyed) res.writeHead(200).end('ok');
      }
      hanging.clear();
      if (next === 'down' && server) await shut();
      if (next !== 'down' && !server) await open(port);
      mode = next;
    },
    close: shut,
  };
}

/** An SMTP server on loopback that reads each message's Message-ID. */
export async function startChaosSmtp(): Promise<Switchable & { url: string }> {
  const receipts = new Receipts();
  let mode: ReceiverMode = 'ok';
  const held = new Set<() => void>();
  let server: SMTPServer | undefined;
  const open = async (port: number) => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('error', () => undefined);
        stream.on('end', () => {
          receipts.arrivals += 1;
          if (mode === '500' || mode === '429') {
            receipts.refused += 1;
            const error = new Error('Try again later') as Error & { responseCode: number };
            error.responseCode = 451;
            callback(error);
            return;
          }
          receipts.receive(/^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '');
          if (mode === 'hang') {
            held.add(() => callback());
            return;
          }
          callback();
        });
      },
    });
    // A sender killed or timing out resets its connection; the receiver carries on.
    server.on('error', () => undefined);
    await listenOn(server, port);
    return (server.server.address() as AddressInfo).port;
  };
  const shut = async () => {
    const closing = server;
    server = undefined;
    if (!closing) return;
    // smtp-server waits for sessions to end; destroy them so "down" means down now.
    const connections = (closing as unknown as { connections?: Set<{ close(): void }> }).connections;
    for (const connection of connections ?? []) connection.close();
    await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  const port = await open(0);
  return {
    url: `smtp://127.0.0.1:${port}`,
    receipts,
    get mode() {
      return mode;
    },
    async setMode(next) {
      if (mode === 'hang') for (const release of held) release();
      held.clear();
      if (next === 'down' && server) await shut();
      if (next !== 'down' && !server) await open(port);
      mode = next;
    },
    close: shut,
  };
}
