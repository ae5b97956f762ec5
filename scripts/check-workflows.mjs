// The hosted workflows (.github/workflows/*.yml) against GitHub's workflow schema, with
// action-validator's library. They cannot run here, so a misspelt key, a misplaced `with:` or a
// wrong trigger fails `npm test` instead of the first push.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateWorkflow } from '@action-validator/core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, '.github', 'workflows');
const files = fs
  .readdirSync(dir)
  .filter((name) => /\.ya?ml$/.test(name))
  .sort();

if (files.length === 0) {
  console.error(`No workflow files in ${path.relative(root, dir)}.`);
  process.exit(1);
}

let failed = 0;
for (const name of files) {
  const { errors } = validateWorkflow(fs.readFileSync(path.join(dir, name), 'utf8'));
  if (errors.length > 0) {
    failed += 1;
    console.error(`.github/workflows/${name} does not match GitHub's workflow schema:`);
    console.error(JSON.stringify(errors, null, 2));
  }
}
if (failed > 0) process.exit(1);
console.log(`Workflows: ${files.length} files match GitHub's workflow schema (${files.join(', ')}).`);
