import * as React from 'react';
import { PointsCalculator, type PointsCalculatorProps } from '@broker/ui/components/PointsCalculator';
import { siteConfig } from '../../../site.config';
import { pointsFigures } from '../calculatorFigures';
import { useToolWiring } from '../useToolWiring';

export type PointsIslandProps = Pick<PointsCalculatorProps, 'language' | 'copy' | 'explanations' | 'note' | 'printUrl'>;

/** The points and buydowns calculator wired to the page (loaded on first use). */
export default function PointsIsland(props: PointsIslandProps) {
  return (
    <PointsCalculator
      {...props}
      {...useToolWiring(props.language)}
      applyHref={siteConfig.applicationPortalUrl}
      figures={pointsFigures}
    />
  );
}
