import { string, ValidationError } from 'yup';

/** Document 1 section 5: the organisation's displayName. */
export const organisationNameMessages = {
  required: 'Required',
  tooShort: 'Too Short!',
  tooLong: 'Too Long!',
} as const;

export const ORGANISATION_NAME_MIN = 2;
export const ORGANISATION_NAME_MAX = 50;

const schema = string()
  .trim()
  .required(organisationNameMessages.required)
  .min(ORGANISATION_NAME_MIN, organisationNameMessages.tooShort)
  .max(ORGANISATION_NAME_MAX, organisationNameMessages.tooLong);

/** The first failing message for the name, or undefined when it is valid. Surrounding spaces do not count. */
export function validateOrganisationName(name: string): string | undefined {
  try {
    schema.validateSync(name);
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return error.errors[0] ?? organisationNameMessages.required;
    throw error;
  }
}
