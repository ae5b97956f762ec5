/**
 * Writes the JSON Schemas that editors read beside the assistant's data files (the
 * `yaml-language-server` line at the top of each) from their valibot schemas (src/chat/data/schemas.ts).
 * `npm run chat:schemas -w @broker/server`; src/chat/data/schemas.test.ts fails when they differ.
 */
import fs from 'node:fs';
import path from 'node:path';
import { toJsonSchema } from '@valibot/to-json-schema';
import { format } from 'prettier';
import { CasesFile, ConceptsFile, IntentsFile, PoliciesFile } from '../src/chat/data/schemas';

const CHAT_DIR = path.resolve(__dirname, '../src/chat');

/** Each JSON Schema file and its schema. */
export function jsonSchemas(): Record<string, object> {
  const files = {
    'data/intents.schema.json': IntentsFile,
    'data/concepts.schema.json': ConceptsFile,
    'data/policies.schema.json': PoliciesFile,
    'eval/cases.schema.json': CasesFile,
  };
  return Object.fromEntries(
    Object.entries(files).map(([file, schema]) => [
      path.join(CHAT_DIR, file),
      // Checks across fields (a policy's answer or intent) stay with valibot; the editor shows the rest.
      toJsonSchema(schema, { errorMode: 'ignore' }),
    ]),
  );
}

if (require.main === module) {
  void (async () => {
    for (const [file, schema] of Object.entries(jsonSchemas())) {
      fs.writeFileSync(file, await format(JSON.stringify(schema), { filepath: file }));
    }
  })();
}
