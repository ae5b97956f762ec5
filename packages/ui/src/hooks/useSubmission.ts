import type { FieldErrors, QueueReason, SubmitOutcome } from '@broker/core';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What finally became of a queued submission, field errors keyed by the form's own field names. */
export type FormDelivery<Field extends string = string> =
  { status: 'stored'; leadId: string | null } | { status: 'rejected'; fieldErrors: FieldErrors<Field> };

/**
 * What an injected submit function resolves to: core's submission outcome with field errors keyed
 * by the form's own field names (`ApiClient.submitContact` / `submitPrequalification` fit as is).
 * A queued outcome's `delivery` settles if a later resend from this page is answered.
 */
export type FormOutcome<Field extends string = string> =
  | Exclude<SubmitOutcome, { status: 'rejected' } | { status: 'queued' }>
  | { status: 'rejected'; fieldErrors: FieldErrors<Field> }
  | { status: 'queued'; reason: QueueReason; delivery?: Promise<FormDelivery<Field>> };

export type SubmissionPhase = 'idle' | 'submitting' | FormOutcome['status'];

interface SubmissionState<Field extends string> {
  phase: SubmissionPhase;
  fieldErrors: FieldErrors<Field>;
  /** Why the submission waits (phase `queued`). */
  queueReason: QueueReason | null;
  /** The phase (`stored` or `rejected`) came from a later resend of a queued submission. */
  later: boolean;
}

const IDLE = { phase: 'idle', fieldErrors: {}, queueReason: null, later: false } as const;

/**
 * Runs an injected submit function and tracks its phase. A thrown error counts as `failed`, so the
 * form can always tell the truth; a second submit while one is running is ignored. When a queued
 * submission is later stored or refused, the phase follows (with `later` set), unless the form has
 * been submitted again or reset since.
 */
export function useSubmission<Values, Field extends string>(onSubmit: (values: Values) => Promise<FormOutcome<Field>>) {
  const [state, setState] = useState<SubmissionState<Field>>(IDLE);
  const running = useRef(false);
  const mounted = useRef(true);
  const generation = useRef(0);
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
      const current = (generation.current += 1);
      setState({ ...IDLE, phase: 'submitting' });
      let outcome: FormOutcome<Field>;
      try {
        outcome = await onSubmit(values);
      } catch {
        outcome = { status: 'failed' };
      }
      running.current = false;
      if (!mounted.current) return outcome;
      onSettled?.(outcome);
      setState({
        phase: outcome.status,
        fieldErrors: outcome.status === 'rejected' ? outcome.fieldErrors : {},
        queueReason: outcome.status === 'queued' ? outcome.reason : null,
        later: false,
      });
      if (outcome.status === 'queued') {
        outcome.delivery?.then(
          (delivery) => {
            if (!mounted.current || generation.current !== current) return;
            onSettled?.(delivery);
            setState({
              phase: delivery.status,
              fieldErrors: delivery.status === 'rejected' ? delivery.fieldErrors : {},
              queueReason: null,
              later: true,
            });
          },
          () => undefined,
        );
      }
      return outcome;
    },
    [onSubmit],
  );

  const reset = useCallback(() => {
    generation.current += 1;
    setState(IDLE);
  }, []);

  return { ...state, submit, reset } as const;
}
