import * as React from 'react';
import type { Language } from '@broker/core';
import { QuickEstimate, type QuickEstimateCopy } from '@broker/ui/components/QuickEstimate';
import type { CalculatorCopy } from '@broker/ui/components/Calculator';
import { siteConfig } from '../../../site.config';

export interface HomeEstimateIslandProps {
  language: Language;
  copy: QuickEstimateCopy;
  calculator: CalculatorCopy;
  note?: string;
  /** The payment calculator page in the page's language. */
  calculatorHref: string;
}

const { miamiDadePropertyTax, pmiRates } = siteConfig.figures;
/** The figures the payment calculator starts from, so the estimate and the calculator agree. */
const figures = {
  propertyTax: { percent: miamiDadePropertyTax.percent, year: miamiDadePropertyTax.year },
  pmiRates: { low: pmiRates.low, high: pmiRates.high },
};

/** The home page's payment estimate with the site's figures, handing its scenario to the payment calculator. */
export default function HomeEstimateIsland(props: HomeEstimateIslandProps) {
  return <QuickEstimate {...props} figures={figures} />;
}
