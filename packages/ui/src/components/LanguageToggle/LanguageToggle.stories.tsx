import type { Meta, StoryObj } from '@storybook/react-vite';
import { uiCopy } from '../../copy';
import { LanguageToggle } from './LanguageToggle';

const meta = {
  title: 'Components/LanguageToggle',
  component: LanguageToggle,
} satisfies Meta<typeof LanguageToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On an English page: goes to the Spanish counterpart. */
export const ToSpanish: Story = {
  args: { href: '/es/comprar-casa', ...uiCopy.en.languageToggle },
};

/** On a Spanish page: goes to the English counterpart. */
export const ToEnglish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: { href: '/buy-home', ...uiCopy.es.languageToggle },
};
