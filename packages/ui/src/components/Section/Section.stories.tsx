import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleContent } from '../../fixtures/content';
import { Button } from '../Button/Button';
import { BenefitCard } from '../Card/Card';
import { CardGrid } from '../CardGrid/CardGrid';
import { Section, SECTION_TONES } from './Section';

const meta = {
  title: 'Layout/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Buy a home',
    heading: 'Why South Florida Borrowers Choose Us',
    lead: 'Many lenders, one application, and a team that works in English and Spanish.',
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCards: Story = {
  args: {
    tone: 'surface',
    children: (
      <CardGrid columns={4}>
        {sampleContent.en.benefits.map((item) => (
          <BenefitCard key={item.title} {...item} />
        ))}
      </CardGrid>
    ),
  },
};

/** The four tones, the last one the navy closing band with its call to action. */
export const TonesSpanish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  render: () => (
    <>
      {SECTION_TONES.map((tone) => (
        <Section
          key={tone}
          tone={tone}
          align={tone === 'inverse' ? 'center' : 'start'}
          eyebrow="Comprar casa"
          heading={tone === 'inverse' ? 'Obtenga Su Tasa Hoy' : `Sección (${tone})`}
          lead="Responda unas preguntas rápidas y le contactaremos en menos de 24 horas."
        >
          {tone === 'inverse' ? (
            <Button variant="secondary" tone="inverse" size="large">
              Obtenga Su Tasa Hoy
            </Button>
          ) : null}
        </Section>
      ))}
    </>
  ),
};
