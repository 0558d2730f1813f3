import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnyObjectSchema } from 'yup';
import { sameErrors, validateFields, visibleError, type FieldErrors } from './validation';

export type FormValues = Record<string, unknown>;

type FieldName<V> = keyof V & string;

/** What a field component needs from the form: spread it onto the field (`{...form.fields.name}`). */
export interface FieldBinding<T> {
  name: string;
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
  /** True while the field has an error and has been touched, or a submit was attempted. */
  isInvalid: boolean;
  /** The error to show; undefined whenever `isInvalid` is false. */
  errorMessage: string | undefined;
}

export type FormFieldBindings<V extends FormValues> = { [K in FieldName<V>]: FieldBinding<V[K]> };

export interface FormFields<V extends FormValues> {
  /** Per-field props, keyed by the names of the initial values. */
  fields: FormFieldBindings<V>;
  values: V;
  /** Every current error, shown or not (for summaries and for disabling submit). */
  errors: FieldErrors<FieldName<V>>;
  touched: Partial<Record<FieldName<V>, boolean>>;
  /** Validated with no error. Validation is asynchronous: false until the first answer, and it settles a moment after a change. */
  isValid: boolean;
  submitAttempted: boolean;
  isSubmitting: boolean;
  setValue: <K extends FieldName<V>>(name: K, value: V[K]) => void;
  setTouched: (name: FieldName<V>) => void;
  /**
   * Returns a submit handler: it marks the attempt (so every error shows), validates the whole form
   * and calls `onValid` with the values only when nothing fails.
   */
  handleSubmit: (onValid: (values: V) => void | Promise<void>) => (event?: { preventDefault?: () => void }) => Promise<void>;
  /** Back to `values` (default: the initial values), untouched and without a submit attempt. */
  reset: (values?: V) => void;
}

/**
 * Binds a yup object schema to a set of fields. Each field validates with `schema.validateAt`
 * against all current values; an error shows only after the field is blurred or a submit is
 * attempted, and from then on follows every change.
 */
export function useFormFields<V extends FormValues>(schema: AnyObjectSchema, initialValues: V): FormFields<V> {
  const [values, setValues] = useState<V>(initialValues);
  /** Null until the first validation has answered: the form is not known to be valid before that. */
  const [errors, setErrors] = useState<FieldErrors<FieldName<V>> | null>(null);
  const [touched, setTouchedState] = useState<Partial<Record<FieldName<V>, boolean>>>({});
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const latestValues = useRef(initialValues);
  const latestRun = useRef(0);

  /** Validates every field; only the latest run's result is kept, so slow answers never overwrite newer ones. */
  const validate = useCallback(
    async (next: V): Promise<FieldErrors<FieldName<V>>> => {
      const run = ++latestRun.current;
      const found = await validateFields(schema, Object.keys(next) as FieldName<V>[], next);
      if (run === latestRun.current) setErrors((previous) => (previous !== null && sameErrors(previous, found) ? previous : found));
      return found;
    },
    [schema],
  );

  useEffect(() => {
    void validate(latestValues.current);
  }, [validate]);

  const setValue = useCallback(
    <K extends FieldName<V>>(name: K, value: V[K]) => {
      const next = { ...latestValues.current, [name]: value };
      latestValues.current = next;
      setValues(next);
      void validate(next);
    },
    [validate],
  );

  const setTouched = useCallback((name: FieldName<V>) => {
    setTouchedState((previous) => (previous[name] ? previous : { ...previous, [name]: true }));
  }, []);

  const handleSubmit = useCallback(
    (onValid: (values: V) => void | Promise<void>) => async (event?: { preventDefault?: () => void }) => {
      event?.preventDefault?.();
      setSubmitAttempted(true);
      const submitted = latestValues.current;
      const found = await validate(submitted);
      if (Object.keys(found).length > 0) return;
      setSubmitting(true);
      try {
        await onValid(submitted);
      } finally {
        setSubmitting(false);
      }
    },
    [validate],
  );

  const reset = useCallback(
    (next: V = initialValues) => {
      latestValues.current = next;
      setValues(next);
      setTouchedState({});
      setSubmitAttempted(false);
      void validate(next);
    },
    [initialValues, validate],
  );

  const knownErrors: FieldErrors<FieldName<V>> = errors ?? {};
  const fields = {} as FormFieldBindings<V>;
  for (const name of Object.keys(values) as FieldName<V>[]) {
    const message = visibleError(knownErrors[name], touched[name] === true, submitAttempted);
    fields[name] = {
      name,
      value: values[name],
      onChange: (value: V[typeof name]) => setValue(name, value),
      onBlur: () => setTouched(name),
      isInvalid: message !== undefined,
      errorMessage: message,
    };
  }

  return {
    fields,
    values,
    errors: knownErrors,
    touched,
    isValid: errors !== null && Object.keys(errors).length === 0,
    submitAttempted,
    isSubmitting,
    setValue,
    setTouched,
    handleSubmit,
    reset,
  };
}
