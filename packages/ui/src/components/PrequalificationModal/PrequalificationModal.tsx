import {
  CREDIT_SCORES,
  EMPLOYMENT_STATUSES,
  LOAN_PURPOSES,
  PROPERTY_TYPES,
  TIMELINES,
  type CreditScore,
  type EmploymentStatus,
  type Language,
  type LoanPurpose,
  type PrequalificationFormField,
  type PrequalificationFormValues,
  type PropertyType,
  type Timeline,
} from '@broker/core';
import type { ConsentDisplay } from '@broker/core/consent';
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useSubmission, type FormOutcome } from '../../hooks/useSubmission';
import { interpolate } from '../../interpolate';
import { Button } from '../Button/Button';
import { ConsentNotice, consentNoticeId } from '../ConsentNotice/ConsentNotice';
import { Icon } from '../Icon/Icon';
import {
  FieldGrid,
  FormStatus,
  HoneypotField,
  RequiredNote,
  SelectField,
  TextAreaField,
  TextField,
} from '../Field/Field';
import { ThemePortal } from '../ThemePortal/ThemePortal';
import * as styles from './PrequalificationModal.css';
import { useDomId } from '../../hooks/useDomId';

export interface PrequalificationCopy {
  title: string;
  intro: string;
  close: string;
  contactSection: string;
  propertySection: string;
  financesSection: string;
  plansSection: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  propertyType: string;
  propertyTypePlaceholder: string;
  propertyTypes: Readonly<Record<PropertyType, string>>;
  propertyValue: string;
  downPayment: string;
  creditScore: string;
  creditScorePlaceholder: string;
  creditScores: Readonly<Record<CreditScore, string>>;
  annualIncome: string;
  monthlyDebt: string;
  monthlyDebtHint: string;
  employmentStatus: string;
  employmentStatusPlaceholder: string;
  employmentStatuses: Readonly<Record<EmploymentStatus, string>>;
  propertyLocation: string;
  propertyLocationHint: string;
  loanPurpose: string;
  loanPurposePlaceholder: string;
  loanPurposes: Readonly<Record<LoanPurpose, string>>;
  timeline: string;
  timelinePlaceholder: string;
  timelines: Readonly<Record<Timeline, string>>;
  additionalInfo: string;
  requiredNote: string;
  submit: string;
  submitting: string;
  successTitle: string;
  successText: string;
  queuedTitle: string;
  /** Saved while the browser is offline, sent when it is back; `{phone}` is the phone number. */
  queuedOfflineText: string;
  /** Saved because the server could not be reached or failed, and retried; `{phone}` too. */
  queuedServerText: string;
  /** A saved submission was delivered by a later retry (under `successTitle`). */
  sentLaterText: string;
  /** The server refused some fields, which are highlighted. */
  rejected: string;
  /** The server refused the form without naming a field; `{phone}` is the phone number. */
  notAccepted: string;
  /** A later retry of a saved submission was refused; `{phone}` is the phone number. */
  refusedLater: string;
  /** Shown when the submission was neither stored nor saved; `{phone}` is the phone number. */
  error: string;
  honeypot: string;
  /** Said after the privacy-policy link of the consent notice. */
  opensInNewTab: string;
}

export interface PrequalificationModalProps {
  language: Language;
  open: boolean;
  onClose: () => void;
  copy: PrequalificationCopy;
  /** Sends the values (e.g. `values => client.submitPrequalification(values, context)`). */
  onSubmit: (values: PrequalificationFormValues) => Promise<FormOutcome<PrequalificationFormField>>;
  phone: { display: string; href: string };
  /** Called with each outcome (e.g. conversion tracking on `stored`). */
  onOutcome?: (outcome: FormOutcome<PrequalificationFormField>) => void;
  /** Values to fill in each time the dialog opens (typed values in other fields are kept). */
  initialValues?: Partial<PrequalificationFormValues>;
  /** The call/text consent notice shown by the submit button; its version is sent with the lead. */
  consent: ConsentDisplay;
  /** Says what is sent along with the form (e.g. a calculator scenario). */
  attachment?: string;
}

/** Time the thank-you stays before the dialog closes itself (docs/behaviour.md §9). */
export const SUCCESS_CLOSE_MS = 3000;

const EMPTY: PrequalificationFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  propertyType: '',
  propertyValue: '',
  downPayment: '',
  creditScore: '',
  annualIncome: '',
  monthlyDebt: '',
  employmentStatus: '',
  propertyLocation: '',
  loanPurpose: '',
  timeline: '',
  additionalInfo: '',
  website: '',
};

type TextName = Exclude<keyof PrequalificationFormValues, 'consentVersion' | 'automatedContact'>;
const FIELD_NAMES = Object.keys(EMPTY) as TextName[];

/**
 * The pre-qualification form in a native modal `<dialog>`: focus stays inside while open and
 * returns to the opener; the close button, Escape and a click on the backdrop close it. A stored
 * submission thanks the visitor and closes after 3 seconds; a saved one says why it waits (offline,
 * or the server could not take it now) and changes to the thanks when a later retry delivers it; a
 * failure or refusal says so, with the phone number.
 */
export function PrequalificationModal({
  language,
  open,
  onClose,
  copy,
  onSubmit,
  phone,
  onOutcome,
  initialValues,
  consent,
  attachment,
}: PrequalificationModalProps) {
  const id = useDomId();
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const pointerDownOnBackdrop = useRef(false);
  const [values, setValues] = useState<PrequalificationFormValues>(() => ({ ...EMPTY, ...initialValues }));
  const [automatedContact, setAutomatedContact] = useState(false);
  const { phase, fieldErrors, queueReason, later, submit, reset } = useSubmission(onSubmit);
  const submitting = phase === 'submitting';
  const done = phase === 'stored' || phase === 'queued';
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // What the open/close effect reads at the moment the open flag changes.
  const atToggle = useRef({ done, initialValues, reset });
  atToggle.current = { done, initialValues, reset };

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const { done, initialValues, reset } = atToggle.current;
      if (done) {
        reset();
        setValues({ ...EMPTY, ...initialValues });
        setAutomatedContact(false);
      } else if (initialValues) {
        setValues((current) => ({ ...current, ...initialValues }));
      }
      element.showModal();
      element.querySelector<HTMLElement>('input:not([tabindex="-1"]), select, textarea')?.focus();
    } else if (!open && element.open) {
      element.close();
      opener.current?.focus();
    }
    // Only the open flag drives the dialog; other values are read at that moment (atToggle).
  }, [open]);

  useEffect(
    () => () => {
      if (dialog.current?.open) opener.current?.focus();
    },
    [],
  );

  useEffect(() => {
    if (phase !== 'stored' || !open) return undefined;
    const timer = setTimeout(() => onCloseRef.current(), SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [phase, open]);

  const status = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The error sits by the submit button, which may be scrolled out of view by now.
    if (phase === 'failed' || phase === 'rejected') status.current?.scrollIntoView?.({ block: 'nearest' });
    // Not sent: the error line takes the focus the disabled button had, so it is read out and the
    // visitor goes on from there with everything they typed still in place.
    if (phase === 'failed') status.current?.focus();
    if (phase === 'rejected') {
      // A later refusal replaces the result (which had focus) with the form: focus stays in the dialog.
      const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (invalid) invalid.focus();
      else if (later) form.current?.querySelector<HTMLElement>('input:not([tabindex="-1"]), select, textarea')?.focus();
      // Refused without naming a field the visitor can fix: the line with the phone number takes focus.
      else status.current?.focus();
    }
    if (done) dialog.current?.querySelector<HTMLElement>('[data-result-title]')?.focus();
  }, [phase, fieldErrors, done, later]);

  const set = (name: TextName) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await submit({ ...values, consentVersion: consent.version, automatedContact });
    if (outcome) onOutcome?.(outcome);
  };

  const onBackdropPointerDown = (event: MouseEvent<HTMLDialogElement>) => {
    pointerDownOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && pointerDownOnBackdrop.current) onClose();
    pointerDownOnBackdrop.current = false;
  };

  const field = (name: TextName, label: string, required = false) => ({
    id: `${id}-${name}`,
    name,
    label,
    required,
    value: String(values[name] ?? ''),
    onChange: set(name),
    error: fieldErrors[name],
    disabled: submitting,
  });

  const select = (
    name: TextName,
    label: string,
    placeholder: string,
    options: readonly string[],
    labels: Readonly<Record<string, string>>,
    required = false,
  ) => ({
    ...field(name, label, required),
    placeholder,
    options,
    labels,
  });

  // Errors on fields a person cannot see or fix (page data, the hidden anti-spam field) are not
  // listed: the form says it was not accepted and offers the phone number instead.
  const highlighted = FIELD_NAMES.some((name) => name !== 'website' && fieldErrors[name]);

  const phoneLink = <a href={phone.href}>{phone.display}</a>;
  const resultText =
    phase === 'stored'
      ? later
        ? copy.sentLaterText
        : copy.successText
      : interpolate(queueReason === 'offline' ? copy.queuedOfflineText : copy.queuedServerText, { phone: phoneLink });

  return (
    <ThemePortal lang={language}>
      {/* A click on the backdrop closes the dialog; the keyboard closes it with Escape (onCancel). */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialog}
        className={styles.dialog}
        lang={language}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-intro`}
        onCancel={(event) => {
          event.preventDefault();
          onClose();
        }}
        onClose={() => {
          if (open) onClose();
        }}
        onMouseDown={onBackdropPointerDown}
        onClick={onBackdropClick}
      >
        <div className={styles.header}>
          <div>
            <h2 id={`${id}-title`} className={styles.title}>
              {copy.title}
            </h2>
            <p id={`${id}-intro`} className={styles.intro}>
              {copy.intro}
            </p>
          </div>
          <button type="button" className={styles.close} aria-label={copy.close} onClick={onClose}>
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>
          {done ? (
            <div className={styles.result} role="status">
              <span
                className={styles.resultIcon}
                data-tone={phase === 'stored' ? 'success' : 'notice'}
                aria-hidden="true"
              >
                <Icon name={phase === 'stored' ? 'check' : 'hourglass'} />
              </span>
              <h3 className={styles.resultTitle} tabIndex={-1} data-result-title="">
                {phase === 'stored' ? copy.successTitle : copy.queuedTitle}
              </h3>
              <p className={styles.resultText}>{resultText}</p>
            </div>
          ) : (
            <form ref={form} className={styles.form} onSubmit={handleSubmit} aria-busy={submitting} noValidate>
              <RequiredNote>{copy.requiredNote}</RequiredNote>
              {attachment ? <p className={styles.attachment}>{attachment}</p> : null}
              <fieldset className={styles.fieldset}>
                <legend className={styles.legend}>{copy.contactSection}</legend>
                <FieldGrid>
                  <TextField {...field('firstName', copy.firstName, true)} autoComplete="given-name" />
                  <TextField {...field('lastName', copy.lastName, true)} autoComplete="family-name" />
                  <TextField {...field('email', copy.email, true)} type="email" autoComplete="email" />
                  <TextField {...field('phone', copy.phone, true)} type="tel" autoComplete="tel" />
                </FieldGrid>
              </fieldset>
              <fieldset className={styles.fieldset}>
                <legend className={styles.legend}>{copy.propertySection}</legend>
                <FieldGrid>
                  <SelectField
                    {...select(
                      'propertyType',
                      copy.propertyType,
                      copy.propertyTypePlaceholder,
                      PROPERTY_TYPES,
                      copy.propertyTypes,
                      true,
                    )}
                  />
                  <TextField
                    {...field('propertyValue', copy.propertyValue, true)}
                    type="number"
                    min={0}
                    inputMode="decimal"
                  />
                  <TextField {...field('downPayment', copy.downPayment)} type="number" min={0} inputMode="decimal" />
                  <TextField
                    {...field('propertyLocation', copy.propertyLocation)}
                    hint={copy.propertyLocationHint}
                    autoComplete="address-level2"
                  />
                </FieldGrid>
              </fieldset>
              <fieldset className={styles.fieldset}>
                <legend className={styles.legend}>{copy.financesSection}</legend>
                <FieldGrid>
                  <TextField
                    {...field('annualIncome', copy.annualIncome, true)}
                    type="number"
                    min={0}
                    inputMode="decimal"
                  />
                  <TextField {...field('monthlyDebt', copy.monthlyDebt)} hint={copy.monthlyDebtHint} />
                  <SelectField
                    {...select(
                      'employmentStatus',
                      copy.employmentStatus,
                      copy.employmentStatusPlaceholder,
                      EMPLOYMENT_STATUSES,
                      copy.employmentStatuses,
                      true,
                    )}
                  />
                  <SelectField
                    {...select(
                      'creditScore',
                      copy.creditScore,
                      copy.creditScorePlaceholder,
                      CREDIT_SCORES,
                      copy.creditScores,
                    )}
                  />
                </FieldGrid>
              </fieldset>
              <fieldset className={styles.fieldset}>
                <legend className={styles.legend}>{copy.plansSection}</legend>
                <FieldGrid>
                  <SelectField
                    {...select(
                      'loanPurpose',
                      copy.loanPurpose,
                      copy.loanPurposePlaceholder,
                      LOAN_PURPOSES,
                      copy.loanPurposes,
                      true,
                    )}
                  />
                  <SelectField
                    {...select('timeline', copy.timeline, copy.timelinePlaceholder, TIMELINES, copy.timelines)}
                  />
                  <TextAreaField {...field('additionalInfo', copy.additionalInfo)} rows={3} />
                </FieldGrid>
              </fieldset>
              <HoneypotField
                id={`${id}-website`}
                label={copy.honeypot}
                value={values.website ?? ''}
                onChange={set('website')}
              />
              <div className={styles.actions}>
                <FormStatus
                  ref={status}
                  tone={phase === 'failed' || phase === 'rejected' ? 'error' : undefined}
                  focusable
                >
                  {phase === 'failed' ? interpolate(copy.error, { phone: phoneLink }) : null}
                  {phase === 'rejected' && later ? interpolate(copy.refusedLater, { phone: phoneLink }) : null}
                  {phase === 'rejected' && later && highlighted ? ' ' : null}
                  {phase === 'rejected' && highlighted ? copy.rejected : null}
                  {phase === 'rejected' && !later && !highlighted
                    ? interpolate(copy.notAccepted, { phone: phoneLink })
                    : null}
                </FormStatus>
                <ConsentNotice
                  id={id}
                  notice={consent}
                  opensInNewTab={copy.opensInNewTab}
                  automatedContact={automatedContact}
                  onAutomatedContactChange={setAutomatedContact}
                  disabled={submitting}
                />
                <Button
                  type="submit"
                  variant="primary"
                  size="large"
                  fullWidth
                  disabled={submitting}
                  aria-describedby={consentNoticeId(id)}
                >
                  {submitting ? copy.submitting : copy.submit}
                </Button>
              </div>
            </form>
          )}
        </div>
      </dialog>
    </ThemePortal>
  );
}
