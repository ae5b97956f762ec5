import type { CalculatorFigures } from '@broker/ui/components/Calculator';
import { siteConfig } from '../../site.config';

const { miamiDadePropertyTax, pmiRates, rateSheet } = siteConfig.figures;
const propertyTax = { percent: miamiDadePropertyTax.percent, year: miamiDadePropertyTax.year };

/** The figures the calculators show as hints and start from, from the site's one list of figures. */
export const calculatorFigures: CalculatorFigures = {
  propertyTax,
  pmiRates: { low: pmiRates.low, high: pmiRates.high },
};

export const affordabilityFigures = {
  ...calculatorFigures,
  rate: rateSheet.rates.conventional30.rate,
};

export const refinanceFigures = {
  newRate: rateSheet.rates.conventionalRefinance30.rate,
  cashOutRate: rateSheet.rates.conventionalCashOut30.rate,
};

export const dscrFigures = { rate: rateSheet.rates.dscr30.rate, propertyTax };

export const cashToCloseFigures = { rate: rateSheet.rates.conventional30.rate, propertyTax };

export const pointsFigures = { rate: rateSheet.rates.conventional30.rate };
