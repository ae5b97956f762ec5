import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProgramFinder } from './ProgramFinder';

const meta = {
  title: 'Components/ProgramFinder',
  component: ProgramFinder,
  args: {
    heading: 'Find Your Loan Program',
    legend: 'What brings you here?',
    options: [
      {
        id: 'buy',
        label: 'Buy a home',
        text: 'Conventional, FHA, VA and USDA loans, step by step.',
        href: '/buy-home',
        linkLabel: 'Explore home purchase loans',
      },
      {
        id: 'refinance',
        label: 'Refinance',
        text: 'Lower the rate, change the term or take cash out.',
        href: '/refinance',
        linkLabel: 'See refinance options',
      },
      {
        id: 'invest',
        label: 'Invest',
        text: 'DSCR loans qualify on the rent.',
        href: '/articles/dscr-investment-loans-miami',
        linkLabel: 'Read about DSCR loans',
      },
      {
        id: 'self-employed',
        label: 'Self-employed',
        text: 'Qualify on bank deposits.',
        href: '/articles/bank-statement-loans-miami',
        linkLabel: 'Read about bank statement loans',
      },
      {
        id: 'foreign-national',
        label: 'Foreign national',
        text: 'Buy in Miami while living abroad.',
        href: '/articles/foreign-national-loans-miami',
        linkLabel: 'Read about foreign national loans',
      },
      {
        id: 'doctor',
        label: 'Doctor',
        text: 'Physician loans for MDs and DOs.',
        href: '/articles/doctor-mortgage-program-miami',
        linkLabel: 'Read about physician loans',
      },
    ],
  },
} satisfies Meta<typeof ProgramFinder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** By keyboard: the arrow keys choose, Tab reaches the link. */
export const ChoosingByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'Buy a home' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Invest' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Read about DSCR loans' })).toBeVisible();
  },
};
