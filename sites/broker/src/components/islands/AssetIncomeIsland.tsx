import * as React from 'react';
import { AssetIncomeCalculator, type AssetIncomeCalculatorProps } from '@broker/ui/components/AssetIncomeCalculator';
import { siteConfig } from '../../../site.config';
import { useToolWiring } from '../useToolWiring';

export type AssetIncomeIslandProps = Pick<
  AssetIncomeCalculatorProps,
  'language' | 'copy' | 'explanations' | 'note' | 'printUrl'
>;

/** The asset-based income calculator wired to the page (loaded on first use). */
export default function AssetIncomeIsland(props: AssetIncomeIslandProps) {
  return (
    <AssetIncomeCalculator {...props} {...useToolWiring(props.language)} applyHref={siteConfig.applicationPortalUrl} />
  );
}
