import * as React from 'react';
import { CardGrid } from '@broker/ui/components/CardGrid';
import { ProgramCard } from '@broker/ui/components/Card';
import { Section } from '@broker/ui/components/Section';
import type { CalculatorCard } from '../content/pages';

/** Links from a calculator page to the other calculators. */
export function CalculatorLinks({
  calculators,
  current,
  heading,
  linkLabel,
}: {
  calculators: readonly CalculatorCard[];
  current: string;
  heading: string;
  linkLabel: string;
}) {
  const others = calculators.filter((card) => card.key !== current);
  if (others.length === 0) return null;
  return (
    <Section heading={heading} tone="warm">
      <div data-print="hide">
        <CardGrid columns={4}>
          {others.map((card) => (
            <ProgramCard
              key={card.key}
              icon={card.icon}
              title={card.title}
              text={card.text}
              href={card.path}
              moreLabel={linkLabel}
            />
          ))}
        </CardGrid>
      </div>
    </Section>
  );
}
