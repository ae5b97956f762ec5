import type { CalculatorFigures } from '@broker/ui/components/Calculator';
import { siteConfig } from '../../site.config';

const { miamiDadePropertyTax, pmiRates } = siteConfig.figures;

/** The yearly figures the calculators show as hints, from the site's one list of figures. */
export const calculatorFigures: CalculatorFigures = {
  propertyTax: { percent: miamiDadePropertyTax.percent, year: miamiDadePropertyTax.year },
  pmiRates: { low: pmiRates.low, high: pmiRates.high },
};
