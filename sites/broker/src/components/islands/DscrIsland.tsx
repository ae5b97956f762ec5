import * as React from 'react';
import { DscrCalculator, type DscrCalculatorProps } from '@broker/ui/components/DscrCalculator';
import { siteConfig } from '../../../site.config';
import { dscrFigures } from '../calculatorFigures';
import { useToolWiring } from '../useToolWiring';

export type DscrIslandProps = Pick<DscrCalculatorProps, 'language' | 'copy' | 'explanations' | 'note' | 'printUrl'>;

/** The DSCR calculator wired to the page (loaded on first use). */
export default function DscrIsland(props: DscrIslandProps) {
  return (
    <DscrCalculator
      {...props}
      {...useToolWiring(props.language)}
      applyHref={siteConfig.applicationPortalUrl}
      figures={dscrFigures}
    />
  );
}
