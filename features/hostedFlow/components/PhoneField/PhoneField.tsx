import { useId, useState } from 'react';
import { FieldFrame, controlClass, describedBy } from '../FlowField';
import { CALLING_COUNTRIES, joinPhone, splitPhone } from './countries';
import styles from './PhoneField.module.css';

export interface PhoneFieldProps {
  label: string;
  /** `+91 9876543210`, or '' */
  value: string;
  onChange: (value: string) => void;
  required: boolean;
  error?: string | null;
  defaultCountry?: string;
}

/** A country calling code and the number; the value is the code, a space and the number (made E.164 on submit). */
export function PhoneField({ label, value, onChange, required, error, defaultCountry = 'IN' }: PhoneFieldProps) {
  const id = useId();
  const split = splitPhone(value, defaultCountry);
  const [iso, setIso] = useState(split.iso);
  const national = split.national;
  return (
    <FieldFrame id={id} label={label} required={required} error={error}>
      <div className={styles.row}>
        <select
          className={controlClass}
          aria-label={`Country code for ${label}`}
          value={iso}
          onChange={(event) => {
            setIso(event.target.value);
            onChange(joinPhone(event.target.value, national));
          }}
        >
          {CALLING_COUNTRIES.map((country) => (
            <option key={country.iso} value={country.iso}>
              {country.iso} {country.dial}
            </option>
          ))}
        </select>
        <input
          className={controlClass}
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="98765 43210"
          value={national}
          onChange={(event) => onChange(joinPhone(iso, event.target.value.replace(/[^\d\s()-]/g, '')))}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, undefined, error)}
        />
      </div>
    </FieldFrame>
  );
}
