import { ValidationError, type AnyObjectSchema } from 'yup';

/** The first message of each failing field, by top-level field name. */
export type FieldErrors<Name extends string = string> = Partial<Record<Name, string>>;

/**
 * Validates one top-level field with yup's `validateAt` against the whole value object (so `ref`s
 * and `when`s to other fields work). Resolves to the first message, or undefined when it passes.
 * Errors that are not validation failures (a broken test function) are rethrown.
 */
export async function validateField(schema: AnyObjectSchema, name: string, values: Record<string, unknown>): Promise<string | undefined> {
  try {
    await schema.validateAt(name, values, { abortEarly: true });
    return undefined;
  } catch (error) {
    if (ValidationError.isError(error)) return error.errors[0] ?? error.message;
    throw error;
  }
}

/** Validates every named field (each with `validateAt`) and collects the failing ones. */
export async function validateFields<Name extends string>(
  schema: AnyObjectSchema,
  names: readonly Name[],
  values: Record<string, unknown>,
): Promise<FieldErrors<Name>> {
  const messages = await Promise.all(names.map((name) => validateField(schema, name, values)));
  const errors: FieldErrors<Name> = {};
  names.forEach((name, index) => {
    const message = messages[index];
    if (message !== undefined) errors[name] = message;
  });
  return errors;
}

/** Whether two error maps hold the same messages for the same fields. */
export function sameErrors(a: FieldErrors, b: FieldErrors): boolean {
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return keysA.length === keysB.length && keysA.every((key) => a[key] === b[key]);
}

/**
 * The message a field shows: its error, but only once the user has left the field (touched) or tried
 * to submit, so an untouched form is not covered in red.
 */
export function visibleError(error: string | undefined, isTouched: boolean, submitAttempted: boolean): string | undefined {
  return error !== undefined && (isTouched || submitAttempted) ? error : undefined;
}
