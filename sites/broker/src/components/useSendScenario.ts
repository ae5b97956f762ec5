import * as React from 'react';
import type { ToolScenario } from '@broker/ui/components/Calculator';
import { usePrequalify } from './SiteOverlays';

/**
 * "Send this scenario to a loan officer": opens the pre-qualification dialog filled with what the
 * calculator knows (price, down payment, purpose) and attaches the scenario's figures and address
 * to the lead.
 */
export function useSendScenario(): (scenario: ToolScenario) => void {
  const { open } = usePrequalify();
  return React.useCallback(
    ({ tool, query, inputs, results, prefill }: ToolScenario) => {
      const whole = (value: number | undefined) => (value === undefined ? undefined : String(Math.round(value)));
      open(null, {
        initialValues: {
          ...(prefill.propertyValue ? { propertyValue: whole(prefill.propertyValue) } : {}),
          ...(prefill.downPayment !== undefined ? { downPayment: whole(prefill.downPayment) } : {}),
          loanPurpose: prefill.loanPurpose,
          ...(prefill.propertyType ? { propertyType: prefill.propertyType } : {}),
        },
        scenario: { tool, url: `${window.location.pathname}${query ? `?${query}` : ''}`, inputs, results },
      });
    },
    [open],
  );
}
