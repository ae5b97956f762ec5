import * as React from 'react';
import {
  type Language,
  type LeadScenario,
  type PrequalificationFormField,
  type PrequalificationFormValues,
} from '@broker/core';
import type { FormOutcome } from '@broker/ui';
import { PrequalificationModal } from '@broker/ui/components/PrequalificationModal';
import { prequalificationCopy } from '@broker/ui/copy/forms';
import { useUiStrings } from '../lib/pageStrings';
import { consentDisplay } from '@broker/core/consent';
import { apiClient, visitAttribution } from '../lib/api';
import { siteConfig } from '../../site.config';
import { track } from '../lib/track';
import { createRetryKeys } from '../lib/retryKey';

export interface PrequalifyDialogProps {
  language: Language;
  path: string;
  open: boolean;
  onClose: () => void;
  /** Filled in when the dialog opens (e.g. from a calculator). */
  initialValues?: Partial<PrequalificationFormValues>;
  /** A calculator scenario sent with the lead. */
  scenario?: LeadScenario;
}

/** The pre-qualification dialog wired to /api/submit (loaded on demand). */
export default function PrequalifyDialog({
  language,
  path,
  open,
  onClose,
  initialValues,
  scenario,
}: PrequalifyDialogProps) {
  const strings = useUiStrings();
  const startedAt = React.useRef(Date.now());
  const retryKeys = React.useRef(createRetryKeys()).current;
  React.useEffect(() => {
    if (open) startedAt.current = Date.now();
  }, [open]);

  const onSubmit = React.useCallback(
    async (values: PrequalificationFormValues): Promise<FormOutcome<PrequalificationFormField>> => {
      const outcome = await apiClient().submitPrequalification(scenario ? { ...values, scenario } : values, {
        language,
        source: path,
        startedAt: startedAt.current,
        idempotencyKey: retryKeys.keyFor(values),
        attribution: visitAttribution(),
      });
      retryKeys.record(values, outcome);
      const tracked = () =>
        track((t, win) =>
          t.trackFormSuccess(win, {
            form: 'prequalification',
            language,
            page: path,
            transactionId: outcome.idempotencyKey,
          }),
        );
      if (outcome.status === 'stored') tracked();
      // A form saved on this device counts once a later retry from this page delivers it.
      if (outcome.status === 'queued') void outcome.delivery.then((later) => later.status === 'stored' && tracked());
      return outcome;
    },
    [language, path, scenario, retryKeys],
  );

  return (
    <PrequalificationModal
      language={language}
      open={open}
      onClose={onClose}
      copy={prequalificationCopy(strings, language)}
      onSubmit={onSubmit}
      initialValues={initialValues}
      attachment={scenario ? strings.prequalification.scenarioAttached : undefined}
      phone={{ display: siteConfig.phone.display, href: `tel:${siteConfig.phone.e164}` }}
      consent={consentDisplay(language, siteConfig.companyName)}
    />
  );
}
