import type { Preview } from '@storybook/react-vite';
import { IconSprite } from '@broker/ui/components/Icon';
import { ThemeRoot } from '@broker/ui/components/ThemeRoot';
import { argsInLanguage } from '@broker/ui/fixtures/storyLanguage';

/** Set by the story tests' Spanish project (packages/ui/vitest.config.ts); absent elsewhere. */
declare const __STORY_LANGUAGE__: 'es' | null | undefined;
import { FONT_FILES } from '@broker/ui/theme';

/**
 * The site preloads its fonts (declared `font-display: optional`), so a visitor's first layout
 * already uses them. Stories load the same faces before rendering, so what they show, and what a
 * play function measures (a tooltip's placement, a section's position), never depends on whether
 * the font arrived within its block period.
 */
const loadFonts = async () => {
  await Promise.all(
    FONT_FILES.flatMap((font) =>
      [400, 700].map((weight) => document.fonts.load(`${weight} 1em "${font.family}"`, 'a')),
    ),
  );
  return {};
};

/** The widths the site's pages are checked at (Playwright's layout and screenshot suites). */
const SITE_WIDTHS = [320, 375, 768, 1024, 1280, 1440];

const preview: Preview = {
  // Every component gets a documentation page built from its stories and its props' types.
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    // Every story's axe check fails its test on any violation (npm run test:stories); a story that
    // shows a deliberate fragment turns off only the rule it must, with the reason beside it.
    a11y: { test: 'error' },
    controls: { expanded: true },
    viewport: {
      options: Object.fromEntries(
        SITE_WIDTHS.map((width) => [
          `w${width}`,
          {
            name: `${width} px`,
            styles: { width: `${width}px`, height: '100%' },
            type: width < 768 ? 'mobile' : width < 1280 ? 'tablet' : 'desktop',
          },
        ]),
      ),
    },
    // Chromatic (chromatic.config.json, docs/visual-review.md): each story at the two widths the
    // Playwright visual suite compares, as written and with the Language toolbar on Spanish, with
    // reduced motion as there.
    chromatic: {
      modes: {
        '375 px': { viewport: 375 },
        '1280 px': { viewport: 1280 },
        'Español 375 px': { viewport: 375, language: 'es' },
        'Español 1280 px': { viewport: 1280, language: 'es' },
      },
      prefersReducedMotion: 'reduce',
    },
    options: { storySort: { order: ['Theme', 'Layout', 'Components', 'Forms', 'Widgets'] } },
  },
  // The Language toolbar shows any story in English or Spanish: the components' copy, consent
  // notice and `lang` switch (argsInLanguage); unset, each story shows the language it was written in.
  globalTypes: {
    language: {
      description: 'Language of the components’ copy and of lang',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'en' },
          { value: 'es', title: 'Español', right: 'es' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // The story tests run once more with every story in Spanish (packages/ui/vitest.config.ts).
  initialGlobals: { language: typeof __STORY_LANGUAGE__ === 'string' ? __STORY_LANGUAGE__ : undefined },
  loaders: [loadFonts],
  decorators: [
    (Story, context) => {
      const chosen = context.globals.language as 'en' | 'es' | undefined;
      const lang = chosen ?? (context.parameters.lang as 'en' | 'es' | undefined) ?? 'en';
      return (
        <>
          <IconSprite />
          <ThemeRoot lang={lang}>
            {chosen ? <Story args={argsInLanguage(chosen, context.args)} /> : <Story />}
          </ThemeRoot>
        </>
      );
    },
  ],
};

export default preview;
