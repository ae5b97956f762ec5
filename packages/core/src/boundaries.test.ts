// Typed here rather than through @types/node, which would bring Node's globals into core's program.
declare const __dirname: string;
declare const __filename: string;
declare function require(id: 'node:fs'): {
  readdirSync(path: string): string[];
  readFileSync(path: string, encoding: 'utf8'): string;
  statSync(path: string): { isDirectory(): boolean };
};
declare function require(id: 'node:path'): {
  join(...parts: string[]): string;
  relative(from: string, to: string): string;
};

const { readdirSync, readFileSync, statSync } = require('node:fs');
const { join, relative } = require('node:path');

const SRC = __dirname;
const ROOT = join(SRC, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && path !== __filename ? [path] : [];
  });
}

/** Strips comments so documentation may mention `window` or React by name. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

const FORBIDDEN: Array<[string, RegExp]> = [
  ['React', /from\s+['"](react|react-dom)(\/[^'"]*)?['"]|require\(\s*['"]react/],
  ['Gatsby', /['"]gatsby[^'"]*['"]/],
  ['process.env', /\bprocess\s*\.\s*env\b|\bprocess\s*\[/],
  ['window', /\bwindow\s*[.[]/],
  ['document', /\bdocument\s*[.[]/],
  ['localStorage', /\b(localStorage|sessionStorage)\b/],
  ['navigator', /\bnavigator\s*[.[]/],
  ['DOM type', /\b(HTMLElement|HTMLInputElement|Document|Window|RequestInit|Response)\b(?!Like)/],
];

describe('packages/core boundaries', () => {
  const files = sourceFiles(SRC);

  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(FORBIDDEN)('no file under src uses %s', (_name, pattern) => {
    const offenders = files.filter((file) => pattern.test(code(readFileSync(file, 'utf8'))));
    expect(offenders.map((file) => relative(ROOT, file))).toEqual([]);
  });

  it('no product file loads a Node module (tests may read the file system)', () => {
    const offenders = files.filter(
      (file) =>
        !file.endsWith('.test.ts') &&
        /(from\s+|require\(\s*)['"](node:|fs['"]|path['"])/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('compiles without the DOM library, so no browser global can slip in', () => {
    const tsconfig = JSON.parse(readFileSync(join(ROOT, 'tsconfig.json'), 'utf8')) as {
      compilerOptions: { lib: string[] };
    };
    expect(tsconfig.compilerOptions.lib.map((l) => l.toLowerCase())).not.toContain('dom');
  });

  it('depends on nothing but valibot at run time', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      sideEffects?: boolean;
    };
    expect(Object.keys(pkg.dependencies ?? {})).toEqual(['valibot']);
    expect(pkg.sideEffects).toBe(false);
  });
});

export {};
