import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { uiCopy } from '../../copy';
import { sampleCompany, sampleNavigation, samplePortal } from '../../fixtures/sample';
import { LanguageToggle } from '../LanguageToggle/LanguageToggle';
import { Header } from './Header';

const meta = {
  title: 'Components/Header',
  component: Header,
  tags: ['visual:viewport'],
  parameters: { layout: 'fullscreen' },
  args: {
    links: sampleNavigation.en,
    applyHref: samplePortal,
    homeHref: '/',
    companyName: sampleCompany,
    copy: uiCopy.en.header,
    languageToggle: <LanguageToggle href="/es/comprar-casa" {...uiCopy.en.languageToggle} />,
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '200vh', paddingTop: 120, paddingInline: 24 }}>
        <Story />
        {Array.from({ length: 3 }, (_, index) => (
          <p key={index} style={{ maxWidth: 640, marginBottom: 16 }}>
            Page content scrolls under the fixed header. Past 50 pixels of scroll the header turns translucent and casts
            a shadow, so the page stays readable beneath it.
          </p>
        ))}
      </div>
    ),
  ],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const Spanish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: {
    links: sampleNavigation.es,
    homeHref: '/es',
    copy: uiCopy.es.header,
    languageToggle: <LanguageToggle href="/buy-home" {...uiCopy.es.languageToggle} />,
  },
};

/** After 50px of scroll the bar becomes translucent with a shadow. */
export const Scrolled: Story = {
  play: async ({ canvasElement }) => {
    window.scrollTo(0, 200);
    window.dispatchEvent(new Event('scroll'));
    const header = canvasElement.querySelector('header');
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'true'));
  },
};

/** At 768px and below: the menu opened with the menu button. */
export const MenuOpen: Story = {
  // At 1280 the menu button is hidden and this looks like English.
  tags: ['visual:narrow'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: uiCopy.en.header.menu });
    if (getComputedStyle(button).display !== 'none') {
      await userEvent.click(button);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
    }
  },
};

export const MenuOpenSpanish: Story = {
  ...MenuOpen,
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: Spanish.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: uiCopy.es.header.menu });
    if (getComputedStyle(button).display !== 'none') await userEvent.click(button);
  },
};
