import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stringify } from 'yaml';
import { cmsConfig } from './cmsConfig';

/** The editor page: Sveltia CMS's own prebuilt script, served by the site (its CSP allows only its own scripts). */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content editor</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link href="/admin/config.yml" type="application/yaml" rel="cms-config-url" />
  </head>
  <body>
    <script src="/admin/sveltia-cms.js" type="module"></script>
  </body>
</html>
`;

/**
 * Writes the editor into `dir` (`public/admin`): its page, the configuration for this build and
 * the CMS's script with the chunks it loads on demand. Visitors' pages never reference them.
 */
export function writeEditor(dir: string, siteUrl: string, repositoryUrl: string | undefined): void {
  const dist = path.join(
    path.dirname(createRequire(path.resolve('package.json')).resolve('@sveltia/cms')),
    '..',
    'dist',
  );
  fs.mkdirSync(path.join(dir, 'chunks'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), PAGE);
  fs.writeFileSync(path.join(dir, 'config.yml'), stringify(cmsConfig(siteUrl, repositoryUrl)));
  fs.copyFileSync(path.join(dist, 'sveltia-cms.js'), path.join(dir, 'sveltia-cms.js'));
  for (const chunk of fs.readdirSync(path.join(dist, 'chunks')).filter((name) => name.endsWith('.js'))) {
    fs.copyFileSync(path.join(dist, 'chunks', chunk), path.join(dir, 'chunks', chunk));
  }
}
