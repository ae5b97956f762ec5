import {
  CHAT_CREDIT_SCORES,
  CHAT_PROPERTY_TYPES,
  TIMELINES,
  type ApiResult,
  type ChatCreditScore,
  type ChatLead,
  type ChatPropertyType,
  type ChatRequestField,
  type Timeline,
} from '@broker/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { interpolate } from '../../interpolate';
import type { ConsentDisplay } from '@broker/core/consent';
import { Button } from '../Button/Button';
import { ConsentNotice, consentNoticeId } from '../ConsentNotice/ConsentNotice';
import { FormStatus, SelectField, TextField } from '../Field/Field';
import * as styles from './ChatWidget.css';
import { useDomId } from '../../hooks/useDomId';

export interface ChatLeadCopy {
  title: string;
  intro: string;
  name: string;
  email: string;
  phone: string;
  propertyType: string;
  propertyTypePlaceholder: string;
  propertyTypes: Readonly<Record<ChatPropertyType, string>>;
  loanAmount: string;
  creditScore: string;
  creditScorePlaceholder: string;
  creditScores: Readonly<Record<ChatCreditScore, string>>;
  timeline: string;
  timelinePlaceholder: string;
  timelines: Readonly<Record<Timeline, string>>;
  submit: string;
  submitting: string;
  skip: string;
  /** Not stored; `{phone}` is the phone number. */
  error: string;
  /** The bot's thank-you; `{name}` and `{propertyType}` are filled in. */
  thankYou: string;
  /** Said after the privacy-policy link of the consent notice. */
  opensInNewTab: string;
}

type LeadValues = Record<
  'name' | 'email' | 'phone' | 'propertyType' | 'loanAmount' | 'creditScore' | 'timeline',
  string
>;
const EMPTY: LeadValues = {
  name: '',
  email: '',
  phone: '',
  propertyType: '',
  loanAmount: '',
  creditScore: '',
  timeline: '',
};

export interface ChatLeadFormProps {
  copy: ChatLeadCopy;
  phone: { display: string; href: string };
  /** Sends the lead with the state of the automated-contact box. */
  onSubmit: (lead: ChatLead, automatedContact: boolean) => Promise<ApiResult<unknown, ChatRequestField>>;
  /** The call/text consent notice shown by the submit button. */
  consent: ConsentDisplay;
  /** The lead was stored; `answer` is the server's answer (its `response` says what happened). */
  onStored: (lead: ChatLead, answer: unknown) => void;
  onSkip: () => void;
  initialValues?: Partial<LeadValues>;
}

/** The chat's lead form: name, e-mail, phone and property type required; the rest optional. */
export function ChatLeadForm({ copy, phone, onSubmit, onStored, onSkip, initialValues, consent }: ChatLeadFormProps) {
  const id = useDomId();
  const [values, setValues] = useState<LeadValues>(() => ({ ...EMPTY, ...initialValues }));
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof LeadValues, string>>>({});
  const [failed, setFailed] = useState(false);
  const [automatedContact, setAutomatedContact] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLDivElement>(null);

  // Not stored: the error line (with the phone number) takes the focus the disabled button had,
  // and everything typed stays in the form.
  useEffect(() => {
    if (failed) status.current?.focus();
  }, [failed]);

  const set = (name: keyof LeadValues) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const lead: ChatLead = {
      name: values.name,
      email: values.email,
      phone: values.phone,
      propertyType: values.propertyType as ChatPropertyType,
      loanAmount: values.loanAmount,
      creditScore: values.creditScore as ChatCreditScore | '',
      timeline: values.timeline as Timeline | '',
    };
    setSending(true);
    setFailed(false);
    setErrors({});
    let result: ApiResult<unknown, ChatRequestField>;
    try {
      result = await onSubmit(lead, automatedContact);
    } catch {
      result = { ok: false, kind: 'network' };
    }
    setSending(false);
    if (result.ok) {
      onStored(lead, result.data);
      return;
    }
    if (result.kind === 'validation') {
      const fieldErrors: Partial<Record<keyof LeadValues, string>> = {};
      for (const [path, message] of Object.entries(result.fieldErrors)) {
        const name = path.slice(path.lastIndexOf('.') + 1) as keyof LeadValues;
        if (name in EMPTY && message) fieldErrors[name] = message;
      }
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        return;
      }
    }
    setFailed(true);
  };

  const field = (name: keyof LeadValues, label: string) => ({
    id: `${id}-${name}`,
    name,
    label,
    value: values[name],
    onChange: set(name),
    error: errors[name],
    disabled: sending,
  });

  return (
    <form
      ref={form}
      className={styles.card}
      aria-labelledby={`${id}-title`}
      onSubmit={handleSubmit}
      aria-busy={sending}
      noValidate
    >
      <h3 id={`${id}-title`} className={styles.cardTitle}>
        {copy.title}
      </h3>
      <p className={styles.cardText}>{copy.intro}</p>
      <div className={styles.leadFields}>
        <TextField {...field('name', copy.name)} required autoComplete="name" />
        <TextField {...field('email', copy.email)} required type="email" autoComplete="email" />
        <TextField {...field('phone', copy.phone)} required type="tel" autoComplete="tel" />
        <SelectField
          {...field('propertyType', copy.propertyType)}
          required
          options={CHAT_PROPERTY_TYPES}
          labels={copy.propertyTypes}
          placeholder={copy.propertyTypePlaceholder}
        />
        <TextField {...field('loanAmount', copy.loanAmount)} inputMode="decimal" />
        <SelectField
          {...field('creditScore', copy.creditScore)}
          options={CHAT_CREDIT_SCORES}
          labels={copy.creditScores}
          placeholder={copy.creditScorePlaceholder}
        />
        <SelectField
          {...field('timeline', copy.timeline)}
          options={TIMELINES}
          labels={copy.timelines}
          placeholder={copy.timelinePlaceholder}
        />
      </div>
      <FormStatus ref={status} tone={failed ? 'error' : undefined} focusable>
        {failed ? interpolate(copy.error, { phone: <a href={phone.href}>{phone.display}</a> }) : null}
      </FormStatus>
      <ConsentNotice
        id={id}
        notice={consent}
        opensInNewTab={copy.opensInNewTab}
        automatedContact={automatedContact}
        onAutomatedContactChange={setAutomatedContact}
        disabled={sending}
      />
      <div className={styles.leadActions}>
        <Button type="submit" size="small" disabled={sending} aria-describedby={consentNoticeId(id)}>
          {sending ? copy.submitting : copy.submit}
        </Button>
        <Button type="button" size="small" variant="outline" onClick={onSkip} disabled={sending}>
          {copy.skip}
        </Button>
      </div>
    </form>
  );
}
