import type { FieldValues, FlowField } from '../../model/flowSteps';
import { CaptureField } from '../CaptureField';
import { SelectField, TextField } from '../FlowField';
import { PhoneField } from '../PhoneField';
import styles from './FlowFields.module.css';


export interface FlowFieldsProps {
  fields: readonly FlowField[];
  values: FieldValues;
  errors: Record<string, string>;
  onChange: (key: string, value: string) => void;
  upload: (file: File) => Promise<string>;
  /** The latest day a date of birth may be (today), as YYYY-MM-DD. */
  today: string;
}

const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  fullName: 'name',
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  pincode: 'postal-code',
  dob: 'bday',
};

/** The inputs of one step, each drawn for its kind. */
export function FlowFields({ fields, values, errors, onChange, upload, today }: FlowFieldsProps) {
  return (
    <div className={styles.stack}>
      {fields.map((field) => {
        const common = { label: field.label, required: field.required, error: errors[field.key] ?? null, value: values[field.key] ?? '', onChange: (value: string) => onChange(field.key, value) };
        switch (field.kind) {
          case 'phone':
            return <PhoneField key={field.key} {...common} />;
          case 'select':
            return <SelectField key={field.key} {...common} name={field.key} options={field.options ?? []} />;
          case 'document':
          case 'selfie':
            return <CaptureField key={field.key} {...common} kind={field.kind} upload={upload} />;
          case 'dob':
          case 'date':
            return <TextField key={field.key} {...common} name={field.key} type="date" autoComplete={AUTOCOMPLETE[field.key]} max={field.kind === 'dob' ? today : undefined} />;
          case 'email':
            return <TextField key={field.key} {...common} name={field.key} type="email" inputMode="email" autoComplete="email" placeholder="name@example.com" spellCheck={false} />;
          case 'number':
            return <TextField key={field.key} {...common} name={field.key} inputMode="decimal" autoComplete="off" />;
          default:
            return <TextField key={field.key} {...common} name={field.key} autoComplete={AUTOCOMPLETE[field.key] ?? 'off'} />;
        }
      })}
    </div>
  );
}
