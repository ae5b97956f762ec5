import path from 'node:path';
import type { NodeLikeRequest, SharedServerOptions } from '@broker/server';
import { serverSettings } from '../src/serverSettings';

/**
 * The settings of the site's functions, read on their first request.
 *
 * Run by gatsby-adapter-netlify's handler (the request then carries the Lambda event), they are
 * on Netlify: PostgreSQL is required, the schedule drains the outbox, migrations are a deploy step
 * (see `HOSTING` in packages/server/src/config.ts). Under `gatsby develop` they run as one local
 * process on the embedded store.
 */
export function functionOptions(req: NodeLikeRequest): SharedServerOptions {
  const env = globalThis.process.env;
  const onNetlify = req.netlifyFunctionParams !== undefined;
  return serverSettings(
    // Compiled to <site>/.cache/functions/<name>.js, locally and inside the packaged function alike.
    path.resolve(__dirname, '..', '..'),
    onNetlify && !env.HOSTING ? { ...env, HOSTING: 'netlify' } : env,
  );
}
