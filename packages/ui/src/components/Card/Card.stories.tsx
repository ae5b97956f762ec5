import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleContent } from '../../fixtures/content';
import { CardGrid } from '../CardGrid/CardGrid';
import { BenefitCard, CategoryCard, LoanTypeCard, ProgramCard, TeamCard, TestimonialCard, ValueCard } from './Card';

const meta = {
  title: 'Components/Cards',
  component: BenefitCard,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BenefitCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const en = sampleContent.en;
const es = sampleContent.es;

/** The same cards appear in Layout/Section › With Cards, which the visual test captures. */
export const Benefits: Story = {
  tags: ['visual:skip'],
  args: en.benefits[0],
  render: () => (
    <CardGrid columns={4}>
      {en.benefits.map((item) => (
        <BenefitCard key={item.title} {...item} />
      ))}
    </CardGrid>
  ),
};

export const LoanTypesSpanish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: es.benefits[0],
  render: () => (
    <CardGrid columns={2}>
      {es.loanTypes.slice(0, 2).map((item) => (
        <LoanTypeCard key={item.title} {...item} />
      ))}
    </CardGrid>
  ),
};

export const Programs: Story = {
  args: en.benefits[0],
  render: () => (
    <CardGrid columns={3}>
      {en.programs.map((item) => (
        <ProgramCard key={item.title} {...item} moreLabel="Read the guide" />
      ))}
    </CardGrid>
  ),
};

export const ProgramsSpanish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: es.benefits[0],
  render: () => (
    <CardGrid columns={3}>
      {es.programs.map((item) => (
        <ProgramCard key={item.title} {...item} moreLabel="Leer la guía" />
      ))}
    </CardGrid>
  ),
};

export const Testimonials: Story = {
  args: en.benefits[0],
  render: () => (
    <CardGrid columns={3}>
      {en.testimonials.map((item) => (
        <TestimonialCard key={item.name} {...item} />
      ))}
    </CardGrid>
  ),
};

export const ValuesAndCategoriesSpanish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: es.benefits[0],
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <CardGrid columns={4}>
        {es.values.map((item) => (
          <ValueCard key={item.title} {...item} />
        ))}
      </CardGrid>
      <CardGrid columns={4}>
        {es.categories.map((item) => (
          <CategoryCard key={item.title} {...item} />
        ))}
      </CardGrid>
    </div>
  ),
};

export const Team: Story = {
  args: en.benefits[0],
  render: () => (
    <CardGrid columns={3}>
      {en.team.map((item) => (
        <TeamCard key={item.name} {...item} />
      ))}
    </CardGrid>
  ),
};
