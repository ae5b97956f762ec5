import * as React from 'react';
import { RefinanceCalculator, type RefinanceCalculatorProps } from '@broker/ui/components/RefinanceCalculator';
import { siteConfig } from '../../../site.config';
import { refinanceFigures } from '../calculatorFigures';
import { useToolWiring } from '../useToolWiring';

export type RefinanceIslandProps = Pick<
  RefinanceCalculatorProps,
  'language' | 'copy' | 'explanations' | 'note' | 'printUrl'
>;

/** The refinance break-even calculator wired to the page (loaded on first use). */
export default function RefinanceIsland(props: RefinanceIslandProps) {
  return (
    <RefinanceCalculator
      {...props}
      {...useToolWiring(props.language)}
      applyHref={siteConfig.applicationPortalUrl}
      figures={refinanceFigures}
    />
  );
}
