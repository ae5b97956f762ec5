// Bundles the self-hosted server (server/main.ts and what it imports: @broker/server, Fastify,
// pg, nodemailer) into server/dist/main.mjs, so `npm start` and the container run plain
// JavaScript loaded once; and the scheduled upkeep (server/upkeep.ts) into server/dist/upkeep.mjs
// for Netlify's scheduled function; and the embedded store's thread (@broker/server's
// pgliteWorker.ts) into server/dist/pgliteWorker.mjs, which main.mjs starts. PGlite stays a package loaded at run time: its WebAssembly
// build cannot be bundled (and Netlify never uses it).
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const started = Date.now();
await build({
  entryPoints: [
    path.join(serverDir, 'main.ts'),
    path.join(serverDir, 'upkeep.ts'),
    { in: '@broker/server/pgliteWorker', out: 'pgliteWorker' },
  ],
  outdir: path.join(serverDir, 'dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: ['@electric-sql/pglite', 'pg-native'],
  // The workspace packages are bundled from their TypeScript sources.
  conditions: ['source'],
  // CommonJS packages inside an ES module bundle still call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
  legalComments: 'none',
});
console.log(`Bundled server/dist/main.mjs, upkeep.mjs and pgliteWorker.mjs in ${Date.now() - started} ms.`);
