import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs one packaged Netlify function (its unzipped package, as the CLI unpacked it) copied to an
 * empty folder outside the repository, under Node's permission model with file reads limited to
 * that folder: any module or file the package does not carry fails the call. The handler gets a
 * Lambda event, as on Netlify.
 */
export async function invokeIsolated(
  packageDir: string,
  entry: string,
  event: { path: string; httpMethod: string; body?: unknown },
  env: Record<string, string>,
): Promise<{ statusCode: number; body: string; stderr: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'packaged-function-'));
  try {
    fs.cpSync(packageDir, dir, { recursive: true });
    const driver = path.join(dir, '__invoke.cjs');
    const body = event.body === undefined ? null : JSON.stringify(event.body);
    fs.writeFileSync(
      driver,
      `const { handler } = require(${JSON.stringify(`./${entry}`)});
const body = ${JSON.stringify(body)};
const event = {
  path: ${JSON.stringify(event.path)},
  rawUrl: 'https://site.example' + ${JSON.stringify(event.path)},
  httpMethod: ${JSON.stringify(event.httpMethod)},
  multiValueHeaders: { host: ['site.example'], 'x-nf-client-connection-ip': ['198.51.100.50'], ...(body ? { 'content-type': ['application/json'], 'content-length': [String(Buffer.byteLength(body))] } : {}) },
  body,
  isBase64Encoded: false,
};
handler(event, {}).then((r) => {
  process.stdout.write(JSON.stringify({ statusCode: r.statusCode, body: Buffer.from(r.body || '', 'base64').toString('utf8') }));
  process.exit(0);
}, (e) => { console.error(e); process.exit(1); });
`,
    );
    const permission = process.allowedNodeEnvironmentFlags.has('--permission')
      ? '--permission'
      : '--experimental-permission';
    const { stdout, stderr } = await run(process.execPath, [permission, `--allow-fs-read=${dir}/*`, driver], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', ...env },
      timeout: 60_000,
      maxBuffer: 10 * 1024 * 1024,
    });
    return { ...(JSON.parse(stdout) as { statusCode: number; body: string }), stderr };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
