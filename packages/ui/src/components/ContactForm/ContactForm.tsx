import { CONTACT_LOAN_TYPES, type ContactFormField, type ContactFormValues, type ContactLoanType } from '@broker/core';
import type { ConsentDisplay } from '@broker/core/consent';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSubmission, type FormOutcome } from '../../hooks/useSubmission';
import { interpolate } from '../../interpolate';
import { Button } from '../Button/Button';
import { ConsentNotice, consentNoticeId } from '../ConsentNotice/ConsentNotice';
import {
  FieldGrid,
  FormStatus,
  HoneypotField,
  RequiredNote,
  SelectField,
  TextAreaField,
  TextField,
} from '../Field/Field';
import * as styles from './ContactForm.css';
import { useDomId } from '../../hooks/useDomId';

export interface ContactFormCopy {
  name: string;
  email: string;
  phone: string;
  loanType: string;
  loanTypePlaceholder: string;
  loanTypes: Readonly<Record<ContactLoanType, string>>;
  message: string;
  requiredNote: string;
  submit: string;
  sending: string;
  /** The server stored the message. */
  success: string;
  /** Saved in the browser, which is offline, to be sent when the connection is back; `{phone}` is the phone number. */
  queuedOffline: string;
  /** Saved in the browser because the server could not be reached or failed, and retried; `{phone}` too. */
  queuedServer: string;
  /** A saved message was delivered by a later retry. */
  sentLater: string;
  /** The server refused some fields, which are highlighted. */
  rejected: string;
  /** The server refused the message without naming a field; `{phone}` is the phone number. */
  notAccepted: string;
  /** A later retry of a saved message was refused; `{phone}` is the phone number. */
  refusedLater: string;
  /** Neither stored nor saved; `{phone}` is the phone number. */
  failed: string;
  /** Label of the hidden anti-spam field (never seen by people). */
  honeypot: string;
  /** Said after the privacy-policy link of the consent notice. */
  opensInNewTab: string;
}

export interface ContactFormProps {
  copy: ContactFormCopy;
  /** Sends the values (e.g. `values => client.submitContact(values, context)`). */
  onSubmit: (values: ContactFormValues) => Promise<FormOutcome<ContactFormField>>;
  /** Shown in the saved, refused and failure messages. */
  phone: { display: string; href: string };
  /** Called with each outcome (e.g. for conversion tracking on `stored`). */
  onOutcome?: (outcome: FormOutcome<ContactFormField>) => void;
  /** Values to start from, e.g. a loan type chosen on the previous page. */
  initialValues?: Partial<ContactFormValues>;
  /** The call/text consent notice shown by the submit button; its version is sent with the message. */
  consent: ConsentDisplay;
}

const EMPTY: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  loanType: '',
  message: '',
  website: '',
  automatedContact: false,
};
const VISIBLE_FIELDS: readonly ContactFormField[] = ['name', 'email', 'phone', 'loanType', 'message'];

/**
 * The contact form. Its status line tells the truth: sent, saved to resend (because the browser is
 * offline, or because the server could not take it now), or not sent, with the phone number; when a
 * saved message is later sent or refused, the line says so. The form is cleared only when the server
 * stored the message: while it waits on this device to be resent, the visitor still sees what they wrote.
 */
export function ContactForm({ copy, onSubmit, phone, onOutcome, initialValues, consent }: ContactFormProps) {
  const id = useDomId();
  const [values, setValues] = useState<ContactFormValues>(() => ({ ...EMPTY, ...initialValues }));
  const { phase, fieldErrors, queueReason, later, submit } = useSubmission(onSubmit);
  const form = useRef<HTMLFormElement>(null);
  const sending = phase === 'submitting';

  const set = (name: Exclude<keyof ContactFormValues, 'automatedContact'>) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  const statusLine = useRef<HTMLDivElement>(null);

  // A refusal sends focus to the first field to fix. Any other answer to this submit (sent, saved to
  // resend, not sent, refused without a field the visitor can fix) sends it to the status line, which
  // says so: the disabled button had lost it. A later resend's answer does not move focus away from
  // wherever the visitor is by then.
  useEffect(() => {
    const invalid = phase === 'rejected' ? form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') : null;
    if (invalid) invalid.focus();
    else if (phase !== 'idle' && phase !== 'submitting' && !later) statusLine.current?.focus();
  }, [phase, fieldErrors, later]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await submit({ ...values, consentVersion: consent.version }, (settled) => {
      if (settled.status === 'stored') setValues(EMPTY);
    });
    if (outcome) onOutcome?.(outcome);
  };

  const phoneLink = <a href={phone.href}>{phone.display}</a>;
  // Errors on fields a person cannot see or fix (page data) are not listed: the form says it was not
  // accepted and offers the phone number instead of asking to check fields that are not marked.
  const highlighted = VISIBLE_FIELDS.some((field) => fieldErrors[field]);

  const status =
    phase === 'stored'
      ? { tone: 'success' as const, text: later ? copy.sentLater : copy.success }
      : phase === 'queued'
        ? {
            tone: 'notice' as const,
            text: interpolate(queueReason === 'offline' ? copy.queuedOffline : copy.queuedServer, { phone: phoneLink }),
          }
        : phase === 'failed'
          ? { tone: 'error' as const, text: interpolate(copy.failed, { phone: phoneLink }) }
          : phase === 'rejected'
            ? {
                tone: 'error' as const,
                text: (
                  <>
                    {later ? interpolate(copy.refusedLater, { phone: phoneLink }) : null}
                    {later && highlighted ? ' ' : null}
                    {highlighted ? copy.rejected : null}
                    {!later && !highlighted ? interpolate(copy.notAccepted, { phone: phoneLink }) : null}
                  </>
                ),
              }
            : undefined;

  const field = (name: 'name' | 'email' | 'phone') => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: set(name),
    error: fieldErrors[name],
    disabled: sending,
  });

  return (
    // `noValidate`: the submit checks the fields with the server's schema and shows its messages, in
    // the page's language, under each field; the browser's own bubbles would be in its language.
    <form ref={form} className={styles.form} onSubmit={handleSubmit} aria-busy={sending} noValidate>
      <RequiredNote>{copy.requiredNote}</RequiredNote>
      <FieldGrid>
        <TextField {...field('name')} label={copy.name} required autoComplete="name" />
        <TextField {...field('email')} label={copy.email} type="email" required autoComplete="email" />
        <TextField {...field('phone')} label={copy.phone} type="tel" autoComplete="tel" />
        <SelectField
          id={`${id}-loanType`}
          name="loanType"
          label={copy.loanType}
          value={values.loanType}
          onChange={set('loanType')}
          error={fieldErrors.loanType}
          disabled={sending}
          options={CONTACT_LOAN_TYPES}
          labels={copy.loanTypes}
          placeholder={copy.loanTypePlaceholder}
        />
        <TextAreaField
          id={`${id}-message`}
          name="message"
          label={copy.message}
          value={values.message}
          onChange={set('message')}
          error={fieldErrors.message}
          disabled={sending}
          rows={5}
        />
      </FieldGrid>
      <HoneypotField
        id={`${id}-website`}
        label={copy.honeypot}
        value={values.website ?? ''}
        onChange={set('website')}
      />
      <div className={styles.actions}>
        <ConsentNotice
          id={id}
          notice={consent}
          opensInNewTab={copy.opensInNewTab}
          automatedContact={values.automatedContact === true}
          onAutomatedContactChange={(checked) => setValues((current) => ({ ...current, automatedContact: checked }))}
          disabled={sending}
        />
        <Button type="submit" variant="primary" size="large" disabled={sending} aria-describedby={consentNoticeId(id)}>
          {sending ? copy.sending : copy.submit}
        </Button>
        <FormStatus ref={statusLine} tone={status?.tone} focusable>
          {status?.text}
        </FormStatus>
      </div>
    </form>
  );
}
