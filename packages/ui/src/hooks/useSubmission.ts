import type { FieldErrors, SubmitOutcome } from '@broker/core';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * What an injected submit function resolves to: core's submission outcome with field errors keyed
 * by the form's own field names (`ApiClient.submitContact` / `submitPrequalification` fit as is).
 */
export type FormOutcome<Field extends string = string> =
  Exclude<SubmitOutcome, { status: 'rejected' }> | { status: 'rejected'; fieldErrors: FieldErrors<Field> };

export type SubmissionPhase = 'idle' | 'submitting' | FormOutcome['status'];

/**
 * Runs an injected submit function and tracks its phase. A thrown error counts as `failed`, so the
 * form can always tell the truth; a second submit while one is running is ignored.
 */
export function useSubmission<Values, Field extends string>(onSubmit: (values: Values) => Promise<FormOutcome<Field>>) {
  const [phase, setPhase] = useState<SubmissionPhase>('idle');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** `onSettled` runs in the same update as the new phase, e.g. to clear the form with it. */
  const submit = useCallback(
    async (
      values: Values,
      onSettled?: (outcome: FormOutcome<Field>) => void,
    ): Promise<FormOutcome<Field> | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setPhase('submitting');
      setFieldErrors({});
      let outcome: FormOutcome<Field>;
      try {
        outcome = await onSubmit(values);
      } catch {
        outcome = { status: 'failed' };
      }
      running.current = false;
      if (!mounted.current) return outcome;
      onSettled?.(outcome);
      setPhase(outcome.status);
      if (outcome.status === 'rejected') setFieldErrors(outcome.fieldErrors);
      return outcome;
    },
    [onSubmit],
  );

  const reset = useCallback(() => {
    setPhase('idle');
    setFieldErrors({});
  }, []);

  return { phase, fieldErrors, submit, reset } as const;
}
