import * as React from 'react';
import type { Language } from '@broker/core';
import { Calculator, type CalculatorCopy, type CalculatorExplanations } from '@broker/ui/components/Calculator';
import { siteConfig } from '../../../site.config';
import { calculatorFigures } from '../calculatorFigures';
import { useToolWiring } from '../useToolWiring';

export interface CalculatorIslandProps {
  language: Language;
  copy: CalculatorCopy;
  explanations: CalculatorExplanations;
  note: string;
  /** The page's canonical address, printed with the scenario. */
  printUrl?: string;
}

/** The payment calculator wired to the page: scenario in the address, journey tracking, send to a loan officer. */
export default function CalculatorIsland({ language, copy, explanations, note, printUrl }: CalculatorIslandProps) {
  const wiring = useToolWiring(language);
  return (
    <Calculator
      language={language}
      copy={copy}
      applyHref={siteConfig.applicationPortalUrl}
      explanations={explanations}
      note={note}
      figures={calculatorFigures}
      query={wiring.query}
      onQueryChange={wiring.onQueryChange}
      onSendScenario={wiring.onSendScenario}
      printUrl={printUrl}
      onCalculate={wiring.onCalculate}
    />
  );
}
