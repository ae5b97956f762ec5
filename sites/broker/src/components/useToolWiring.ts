import type { Language } from '@broker/core';
import type { ToolScenario } from '@broker/ui/components/Calculator';
import { useScenarioAddress } from './scenarioAddress';
import { useCalculatorJourney } from './tracking';
import { useSendScenario } from './useSendScenario';

/** What every calculator page wires into its calculator: the address, the journey, the send action. */
export function useToolWiring(language: Language): {
  query: string | undefined;
  onQueryChange: (query: string) => void;
  onSendScenario: (scenario: ToolScenario) => void;
  onCalculate: () => void;
} {
  const address = useScenarioAddress();
  return {
    query: address.query,
    onQueryChange: address.onQueryChange,
    onSendScenario: useSendScenario(),
    onCalculate: useCalculatorJourney(language),
  };
}
