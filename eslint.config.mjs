// ESLint for the whole repository. Each workspace runs `eslint .` from its own folder (turbo's
// `lint` task) and the root lints its own scripts and the Storybook setup (`lint:root`); all of them
// read this one file.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS = ['**/*.{ts,tsx,mts,cts}'];
const JS = ['**/*.{js,mjs,cjs,jsx}'];

// Import boundaries between the packages. A package is used only through its entry points (the
// `exports` map of its package.json), never through its `src/` folder or a relative path that
// leaves the package's own folder.
const noDeepImports = [
  {
    group: ['@broker/*/src', '@broker/*/src/**'],
    message: "Import the package's entry point (see its package.json `exports`), not its src/ folder.",
  },
  {
    regex: '^(\\.\\./)+(packages|sites)/',
    message: 'Another package is imported by its name and entry point, not by a relative path.',
  },
];
const boundary = (forbidden, why) => ({
  group: forbidden.flatMap((name) => [name, `${name}/**`]),
  message: why,
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/coverage/',
      '**/test-results/',
      '**/.turbo/',
      'storybook-static/',
      'sites/*/public/',
      'sites/*/.cache/',
      'sites/*/.netlify/',
      'sites/*/.data/',
      'sites/*/server/dist/',
      'sites/*/src/generated/',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: JS,
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Type information for the TypeScript files, from each workspace's tsconfig.json.
  {
    files: TS,
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Type-aware rules that catch real mistakes at a fair cost: promises left unhandled or handed
      // where a callback's return value is ignored, `await` on non-promises, and casts that change
      // nothing.
      '@typescript-eslint/no-floating-promises': 'error',
      // Async functions handed to Node's listeners (http.createServer, events) and to React's event
      // props are the norm here and each handles its own errors; what is checked is a promise used
      // as a condition or spread, and promises left floating (the rule above).
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { arguments: false, attributes: false } },
      ],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs,jsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  // React: the rules of hooks and accessibility of the JSX.
  {
    files: ['**/*.{tsx,jsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // The rules of hooks. The other rules of eslint-plugin-react-hooks 7's recommended set check
      // what the React Compiler needs (refs read in render, setState in effects, purity); the site
      // is not compiled with it, so they are left out.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrollable region (an open accordion answer) takes focus so keyboard users can scroll it.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    files: ['packages/ui/src/hooks/**/*.ts', 'sites/broker/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    rules: { 'no-restricted-imports': ['error', { patterns: noDeepImports }] },
  },
  // Boundaries. core is plain TypeScript shared by the browser and the server: it imports no other
  // package of the repository, no React and no Node built-in.
  {
    files: ['packages/core/**/*.{ts,tsx}'],
    ignores: ['packages/core/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noDeepImports,
            boundary(['@broker/ui', '@broker/server', '@broker/site'], 'core depends on no other package.'),
            boundary(['react', 'react-dom'], 'core is framework-free: React belongs in @broker/ui.'),
            { regex: '^node:', message: 'core runs in the browser too: no Node built-ins.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/core/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noDeepImports,
            boundary(['@broker/ui', '@broker/server', '@broker/site'], 'core depends on no other package.'),
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...noDeepImports, boundary(['@broker/server', '@broker/site'], 'ui depends on core only.')],
        },
      ],
    },
  },
  {
    files: ['packages/server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noDeepImports,
            boundary(['@broker/ui', '@broker/site'], 'server depends on core only; the site hands it what it needs.'),
          ],
        },
      ],
    },
  },
  // Code that a browser test hands to the page (`page.evaluate`) runs in the browser.
  {
    files: ['packages/ui/visual/**/*.{mjs,ts}', 'sites/broker/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  // Exceptions, each for one file and one reason.
  {
    // @orama/stemmers declares types for its ES build only; the CommonJS build is loaded with
    // require (explained in the file).
    files: ['packages/server/src/chat/search.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The module declaration of a package without types, referenced so every compilation sees it.
    files: ['packages/server/src/chat/classifier.ts', 'packages/ui/src/theme/fontUrls.ts'],
    rules: { '@typescript-eslint/triple-slash-reference': 'off' },
  },
  {
    // The chat panel: its effects are driven by the open flag alone and read the rest when it
    // changes (said in the file); the panel (role="dialog") closes on Escape.
    files: ['packages/ui/src/components/ChatWidget/ChatWidget.tsx'],
    rules: {
      'react-hooks/exhaustive-deps': 'off',
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        { handlers: ['onClick', 'onMouseDown', 'onMouseUp'] },
      ],
    },
  },
  {
    // Deliberate control characters: a placeholder character while folding accents, and the escape
    // character of the terminal colour codes stripped from a tool's output.
    files: [
      'packages/server/src/chat/text.ts',
      'packages/ui/visual/stories.spec.ts',
      'sites/broker/e2e/netlify/production.netlify.ts',
    ],
    rules: { 'no-control-regex': 'off' },
  },
  // Plain JavaScript files are not part of any tsconfig: no type-aware rules there.
  {
    files: JS,
    ...tseslint.configs.disableTypeChecked,
  },
);
