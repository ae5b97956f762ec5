import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { parse as parseYaml } from 'yaml';
import { ConceptsFile, IntentsFile, PoliciesFile, type ConceptData, type PolicyData } from '../data/schemas';
import type { IntentDefinition, Responses } from './types';

/**
 * The reviewed data files of the assistant (read at build time and by the tests, never at run
 * time), found from the package folder so the compiled build (dist/chat/knowledge) reads them too.
 */
const PACKAGE_DIR = path.resolve(__dirname, '../../..');
export const DATA_DIR = path.join(PACKAGE_DIR, 'src/chat/data');
export const EVAL_DIR = path.join(PACKAGE_DIR, 'src/chat/eval');

export class DataError extends Error {}

/** Reads a YAML file and checks it against its schema (data/schemas.ts), naming the file and the fields that fail. */
export function readYaml<T>(file: string, schema: v.GenericSchema<unknown, T>): T {
  const result = v.safeParse(schema, parseYaml(fs.readFileSync(file, 'utf8')));
  if (result.success) return result.output;
  const problems = result.issues
    .map((issue) => `  /${(issue.path ?? []).map((item) => String(item.key)).join('/')} ${issue.message}`)
    .join('\n');
  throw new DataError(
    `${path.relative(process.cwd(), file)} does not match its schema (data/schemas.ts):\n${problems}`,
  );
}

export interface AssistantData {
  intents: IntentDefinition[];
  responses: Responses;
  concepts: ConceptData;
  policies: PolicyData;
}

/** intents.yaml and concepts.yaml, validated, with the checks a schema cannot make. */
export function readAssistantData(dir = DATA_DIR): AssistantData {
  const { intents, responses } = readYaml(path.join(dir, 'intents.yaml'), IntentsFile);
  const { concepts } = readYaml(path.join(dir, 'concepts.yaml'), ConceptsFile);
  const policies = readYaml(path.join(dir, 'policies.yaml'), PoliciesFile);
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const intent of intents) {
    if (ids.has(intent.id)) problems.push(`intent "${intent.id}" is defined twice`);
    ids.add(intent.id);
    for (const concept of Object.keys(intent.variants ?? {})) {
      if (!concepts[concept])
        problems.push(`intent "${intent.id}": variant "${concept}" is not a concept of concepts.yaml`);
    }
    if (intent.compute && !intent.computed && !intent.computedCases)
      problems.push(`intent "${intent.id}": compute needs a computed answer`);
  }
  for (const policy of policies.policies) {
    if (policy.intent && !ids.has(policy.intent))
      problems.push(`policy "${policy.id}": intent "${policy.intent}" is not in intents.yaml`);
  }
  for (const [concept, id] of Object.entries(policies.topics ?? {})) {
    if (!concepts[concept]) problems.push(`topic "${concept}" is not a concept of concepts.yaml`);
    if (!ids.has(id)) problems.push(`topic "${concept}": intent "${id}" is not in intents.yaml`);
  }
  for (const rule of policies.frame) {
    if (!concepts[rule.when])
      problems.push(`frame rule to "${rule.to}": "${rule.when}" is not a concept of concepts.yaml`);
    for (const id of [...rule.from, rule.to])
      if (!ids.has(id)) problems.push(`frame rule: intent "${id}" is not in intents.yaml`);
  }
  if (problems.length) throw new DataError(`The assistant's data files have problems:\n  ${problems.join('\n  ')}`);
  return { intents, responses, concepts, policies };
}
