const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { SMTPServer } = require('smtp-server');

/** The broker's side, on this machine: an inbox and a webhook receiver that write what they get to files. */
exports.WEBHOOK_SECRET = 'e2e-webhook-secret-0123456789abcdef0123456789';

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

/**
 * Starts a local SMTP server (plain, loopback only: the site runs with SMTP_INSECURE=true) and an
 * HTTP webhook receiver that answers 500 to the first attempt of each delivery id and 200 after,
 * so the tests see the outbox retry. Each message and request is appended to `mail.jsonl` and
 * `webhook.jsonl` in `dir` as it arrives.
 */
exports.startReceivers = async function startReceivers(dir) {
  const mailFile = path.join(dir, 'mail.jsonl');
  const hookFile = path.join(dir, 'webhook.jsonl');
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        fs.appendFileSync(mailFile, `${JSON.stringify({ to, raw })}\n`);
        callback();
      });
    },
  });
  const seen = new Set();
  const hook = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const id = String(req.headers['x-webhook-id'] ?? '');
    const status = seen.has(id) ? 200 : 500;
    seen.add(id);
    fs.appendFileSync(
      hookFile,
      `${JSON.stringify({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status })}\n`,
    );
    res.writeHead(status);
    res.end();
  });
  const smtpPort = await listen(smtp.server);
  const hookPort = await listen(hook);
  return {
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      SMTP_INSECURE: 'true',
      LEAD_EMAIL_TO: 'broker@grove-harbor-e2e.net',
      LEAD_EMAIL_FROM: 'Website <website@grove-harbor-e2e.net>',
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hooks/leads`,
      LEAD_WEBHOOK_SECRET: exports.WEBHOOK_SECRET,
      // Retries a second after a failure, so the tests can watch one (the default is 30 s).
      OUTBOX_BASE_DELAY_MS: '1000',
    },
    close: () =>
      Promise.all([new Promise((resolve) => smtp.close(resolve)), new Promise((resolve) => hook.close(resolve))]),
  };
};
