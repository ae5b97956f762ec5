import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningPostgres {
  url: string;
  dir: string;
  /** Stops the server and removes its files. */
  stop(): void;
  /** Stops the server (fast shutdown: open connections are terminated), keeping its data. */
  halt(): void;
  /** Starts a halted server again on the same port. */
  resume(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** initdb refuses to run as root: run the server binaries as an unprivileged account then. */
function asServerUser(): { prefix: string[]; uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return { prefix: [] };
  for (const user of ['postgres', 'nobody']) {
    const id = spawnSync('id', ['-u', user], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', user], { encoding: 'utf8' });
    if (id.status === 0)
      return { prefix: ['runuser', '-u', user, '--'], uid: Number(id.stdout), gid: Number(gid.stdout) };
  }
  throw new Error('Running as root and no unprivileged user to run PostgreSQL as');
}

/** Starts a throw-away PostgreSQL server (initdb + pg_ctl) on a temporary directory and a free port. */
export async function startPostgres(): Promise<RunningPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'broker-pg-'));
  const data = path.join(dir, 'data');
  const user = asServerUser();
  if (user.uid !== undefined) fs.chownSync(dir, user.uid, user.gid ?? user.uid);
  const run = (cmd: string, args: string[]) => {
    const [bin, ...rest] = [...user.prefix, cmd, ...args];
    execFileSync(bin as string, rest, { stdio: 'pipe', cwd: dir });
  };
  const port = await freePort();
  const startServer = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      'start',
    ]);
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    startServer();
  } catch (error) {
    const log = fs.existsSync(path.join(dir, 'server.log'))
      ? fs.readFileSync(path.join(dir, 'server.log'), 'utf8')
      : '';
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${log}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        /* already stopped */
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    halt() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    resume() {
      startServer();
    },
  };
}
