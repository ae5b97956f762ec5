import { forwardRef, type ChangeEvent, type ReactNode } from 'react';
import { cx } from '../../cx';
import { Icon } from '../Icon/Icon';
import * as styles from './Field.css';

interface BaseFieldProps {
  /** Unique id of the control; the label, hint and error ids derive from it. */
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** Message from the server's check, shown under the control. */
  error?: string;
  hint?: string;
  disabled?: boolean;
  /** Spans both columns of a FieldGrid. */
  wide?: boolean;
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function FieldFrame({
  id,
  label,
  required,
  hint,
  error,
  wide,
  children,
}: Pick<BaseFieldProps, 'id' | 'label' | 'required' | 'hint' | 'error' | 'wide'> & { children: ReactNode }) {
  return (
    <div className={cx(styles.field, wide && styles.wide)}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          <Icon name="alert" className={styles.errorIcon} />
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends BaseFieldProps {
  type?: 'text' | 'email' | 'tel' | 'number';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  min?: number;
  placeholder?: string;
}

export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  required,
  error,
  hint,
  disabled,
  wide,
  type = 'text',
  autoComplete,
  inputMode,
  min,
  placeholder,
}: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error} wide={wide}>
      <input
        id={id}
        name={name}
        className={styles.input}
        type={type}
        value={value}
        required={required}
        disabled={disabled}
        autoComplete={autoComplete}
        inputMode={inputMode}
        min={min}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}

export interface SelectFieldProps extends BaseFieldProps {
  /** Values in the order shown. */
  options: readonly string[];
  /** What each value reads as. */
  labels: Readonly<Record<string, string>>;
  /** The empty first option ("Select…"). */
  placeholder: string;
}

export function SelectField({
  id,
  name,
  label,
  value,
  onChange,
  required,
  error,
  hint,
  disabled,
  wide,
  options,
  labels,
  placeholder,
}: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error} wide={wide}>
      <select
        id={id}
        name={name}
        className={styles.select}
        value={value}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option] ?? option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends BaseFieldProps {
  rows?: number;
  placeholder?: string;
}

export function TextAreaField({
  id,
  name,
  label,
  value,
  onChange,
  required,
  error,
  hint,
  disabled,
  wide = true,
  rows = 4,
  placeholder,
}: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error} wide={wide}>
      <textarea
        id={id}
        name={name}
        className={styles.textarea}
        value={value}
        rows={rows}
        required={required}
        disabled={disabled}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}

/** Two columns of fields from 768px, one below. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}

/**
 * The hidden "website" field people never see or fill in; automated senders do, and the server
 * keeps such submissions aside. Out of the tab order and hidden from assistive technology.
 */
export function HoneypotField({
  id,
  value,
  onChange,
  label,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  label: string;
}) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

export type StatusTone = 'success' | 'notice' | 'error';

/**
 * The form's live status line: always in the page (so screen readers follow its changes), empty
 * until there is something to say.
 */
export const FormStatus = forwardRef<
  HTMLDivElement,
  {
    tone?: StatusTone;
    children?: ReactNode;
    id?: string;
    /** Lets the form move focus to the line (`tabIndex={-1}`), e.g. once a message is sent. */
    focusable?: boolean;
  }
>(function FormStatus({ tone, children, id, focusable }, ref) {
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={focusable ? -1 : undefined}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={styles.status}
      data-tone={tone}
    >
      {children}
    </div>
  );
});

/** "Fields marked with * are required." */
export function RequiredNote({ children }: { children: ReactNode }) {
  return <p className={styles.requiredNote}>{children}</p>;
}
