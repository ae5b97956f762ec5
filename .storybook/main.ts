import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  // BROKER_STORY_CANARY: only the stories that must fail the story test run (packages/ui/canary).
  stories: [
    process.env.BROKER_STORY_CANARY
      ? '../packages/ui/canary/*.stories.tsx'
      : '../packages/ui/src/**/*.stories.@(ts|tsx)',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // A documentation page per component (props from its types, its stories), the accessibility
  // panel (axe) on every story, and the story tests (Vitest: packages/ui/vitest.config.ts) run
  // from Storybook's own test panel.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      resolve: { conditions: ['source'] },
      build: { chunkSizeWarningLimit: 1500 },
    }),
};

export default config;
