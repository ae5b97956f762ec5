import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '@broker/testing';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/**
 * Every story as a test, with Storybook's Vitest addon, in the system Chromium: the story renders,
 * its play function runs, and the accessibility addon's axe check fails it on any violation
 * (`a11y.test: 'error'` in .storybook/preview.tsx); once as written (`stories`) and once in Spanish
 * (`stories-es`: every story without a play function, through the Language toolbar). The canary project checks that a broken story does fail (canary/).
 *
 *   npm run test:stories                           every story, then the canary
 *   npm run test:stories -- --project=stories -t "Chat"   stories whose name matches
 */
/** The stories as written ('en'), or every story through the Language toolbar's Spanish ('es'). */
const stories = (language: 'en' | 'es') => ({
  plugins: [
    storybookTest({
      configDir: path.join(__dirname, '../../.storybook'),
      // A play function finds controls by their English names: in Spanish, the stories without one
      // (Storybook tags those with a play function `play-fn`) render and pass axe.
      tags: language === 'es' ? { exclude: ['play-fn'] } : {},
    }),
  ],
  // Found late, these would make Vite re-optimise and reload the page mid-run (a clean clone's first run).
  optimizeDeps: { include: ['react-dom', 'react/jsx-dev-runtime', '@vanilla-extract/recipes/createRuntimeFn'] },
  define: { __STORY_LANGUAGE__: JSON.stringify(language === 'es' ? 'es' : null) },
  test: {
    name: language === 'en' ? 'stories' : 'stories-es',
    // One after the other: both share Storybook's dependency cache, which two Vite servers
    // filling it at once on a clean clone left broken for one story file.
    sequence: { groupOrder: language === 'en' ? 0 : 1 },
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] } }),
      instances: [{ browser: 'chromium' as const }],
    },
  },
});

export default defineConfig({
  test: {
    reporters: ['default', ['../../scripts/vitest-results-reporter.mjs', { name: 'stories' }]],
    projects: [
      stories('en'),
      stories('es'),
      {
        test: {
          name: 'canary',
          include: ['canary/*.test.ts'],
          environment: 'node',
          testTimeout: 150_000,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
