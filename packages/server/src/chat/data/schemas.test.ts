import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jsonSchemas } from '../../../scripts/chatSchemas';
import { DataError, readYaml } from '../knowledge/sources';
import { IntentsFile, PoliciesFile } from './schemas';

describe('The data files’ schemas', () => {
  const write = (text: string) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'chat-data-')), 'data.yaml');
    fs.writeFileSync(file, text);
    return file;
  };
  const text = (en: string) => `{ en: '${en}', es: 'hola' }`;

  it('refuse an answer over 600 characters, naming where it is', () => {
    const responses = ['sensitive_number', 'fallback', 'handoff', 'more', 'prequalify', 'contact_form', 'clarify']
      .map((key) => `  ${key}: ${text('ok')}`)
      .join('\n');
    const file = write(
      `responses:\n${responses}\nintents:\n  - id: long\n    utterances: { en: [a, b, c], es: [a, b, c] }\n    answer: ${text('x'.repeat(601))}\n`,
    );
    expect(() => readYaml(file, IntentsFile)).toThrow(DataError);
    expect(() => readYaml(file, IntentsFile)).toThrow('/intents/0/answer/en');
  });

  it('refuse a policy with both its own answer and an intent', () => {
    const file = write(
      `policies:\n  - { id: both, when: [hello], answer: ${text('hi')}, intent: greeting }\neligibility: [am i]\nfollowUp: [and]\nshorthand: { en: {}, es: {} }\nframe: []\n`,
    );
    expect(() => readYaml(file, PoliciesFile)).toThrow('/policies/0 needs an answer or an intent, not both');
  });

  it.each(Object.entries(jsonSchemas()))('%s, which editors read, is written from them', (file, schema) => {
    // On a difference: npm run chat:schemas -w @broker/server
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(schema);
  });
});
