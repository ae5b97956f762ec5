import * as React from 'react';
import {
  AffordabilityCalculator,
  type AffordabilityCalculatorProps,
} from '@broker/ui/components/AffordabilityCalculator';
import { siteConfig } from '../../../site.config';
import { affordabilityFigures } from '../calculatorFigures';
import { useToolWiring } from '../useToolWiring';

export type AffordabilityIslandProps = Pick<
  AffordabilityCalculatorProps,
  'language' | 'copy' | 'explanations' | 'note' | 'printUrl'
>;

/** The affordability calculator wired to the page (loaded on first use). */
export default function AffordabilityIsland(props: AffordabilityIslandProps) {
  return (
    <AffordabilityCalculator
      {...props}
      {...useToolWiring(props.language)}
      applyHref={siteConfig.applicationPortalUrl}
      figures={affordabilityFigures}
    />
  );
}
