import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './FlowField.module.css';

export const controlClass = styles.control;

export interface FieldFrameProps {
  id: string;
  label: string;
  required: boolean;
  hint?: string;
  error?: string | null;
  children: ReactNode;
}

/** Label, control, hint and error message; the control is described by the hint and error. */
export function FieldFrame({ id, label, required, hint, error, children }: FieldFrameProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? null : ' '}
        {required ? null : <span className={styles.optional}>(optional)</span>}
      </label>
      {hint ? <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p> : null}
      {children}
      {error ? (
        <p className={styles.error} id={`${id}-error`}>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <path d="M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1Zm-.9 3.5v4.6h1.8V4.5H7.1Zm0 5.8v1.8h1.8v-1.8H7.1Z" fill="currentColor" />
          </svg>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const describedBy = (id: string, hint?: string, error?: string | null) => [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required: boolean;
  hint?: string;
  error?: string | null;
}

export function TextField({ label, value, onChange, required, hint, error, ...inputProps }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <input
        className={styles.control}
        {...inputProps}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldFrame>
  );
}

export interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required: boolean;
  options: readonly { value: string; label: string }[];
  error?: string | null;
  name?: string;
}

export function SelectField({ label, value, onChange, required, options, error, name }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} error={error}>
      <select
        className={styles.control}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
      >
        <option value="">Choose…</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
