import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '@broker/testing';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/**
 * Every story as a test, with Storybook's Vitest addon, in the system Chromium: the story renders,
 * its play function runs, and the accessibility addon's axe check fails it on any violation
 * (`a11y.test: 'error'` in .storybook/preview.tsx). The canary project checks that a broken story
 * does fail (canary/).
 *
 *   npm run test:stories                           every story, then the canary
 *   npm run test:stories -- --project=stories -t "Chat"   stories whose name matches
 */
export default defineConfig({
  test: {
    reporters: ['default', ['../../scripts/vitest-results-reporter.mjs', { name: 'stories' }]],
    projects: [
      {
        plugins: [storybookTest({ configDir: path.join(__dirname, '../../.storybook') })],
        // Found late, these would make Vite re-optimise and reload the page mid-run (a clean clone's first run).
        optimizeDeps: { include: ['react/jsx-dev-runtime', '@vanilla-extract/recipes/createRuntimeFn'] },
        test: {
          name: 'stories',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      { test: { name: 'canary', include: ['canary/*.test.ts'], environment: 'node', testTimeout: 150_000 } },
    ],
  },
});
