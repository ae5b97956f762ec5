import * as React from 'react';
import { CashToCloseCalculator, type CashToCloseCalculatorProps } from '@broker/ui/components/CashToCloseCalculator';
import { siteConfig } from '../../../site.config';
import { cashToCloseFigures } from '../calculatorFigures';
import { useToolWiring } from '../useToolWiring';

export type CashToCloseIslandProps = Pick<
  CashToCloseCalculatorProps,
  'language' | 'copy' | 'explanations' | 'note' | 'printUrl'
>;

/** The Florida cash-to-close calculator wired to the page (loaded on first use). */
export default function CashToCloseIsland(props: CashToCloseIslandProps) {
  return (
    <CashToCloseCalculator
      {...props}
      {...useToolWiring(props.language)}
      applyHref={siteConfig.applicationPortalUrl}
      figures={cashToCloseFigures}
    />
  );
}
