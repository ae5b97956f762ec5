/**
 * Netlify scheduled function: the store's upkeep (the outbox drain first) every five minutes.
 * The work is in server/upkeep.ts, bundled by the site build into server/dist/upkeep.mjs (the
 * workspace packages are TypeScript sources, which Netlify's function packager does not bundle);
 * netlify.toml ships that file with this function.
 */
import type { runUpkeep } from '../../server/upkeep';

export const config = { schedule: '*/5 * * * *' };

const bundle = new URL('../../server/dist/upkeep.mjs', import.meta.url).href;

export default async function outboxDrain(): Promise<Response> {
  const upkeep = (await import(bundle)) as { runUpkeep: typeof runUpkeep };
  const result = await upkeep.runUpkeep(globalThis.process.env);
  return Response.json(result.body, { status: result.status, headers: { 'cache-control': 'no-store' } });
}
