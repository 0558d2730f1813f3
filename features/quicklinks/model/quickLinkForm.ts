import { boolean, object, string } from 'yup';
import type { components } from '~/contract';
import { expiryInstant } from './expiry';

type Schemas = components['schemas'];

/** The example of the redirection URL message ('{host}' in document 2 section 5.6). */
export const URL_EXAMPLE_HOST = 'https://www.example.com';

/** The messages of document 2 section 5.6 (and document 3 section 5), word for word. */
export const quickLinkMessages = {
  nameRequired: 'Quicklink name is required',
  nameMin: 'Name must be at least 3 characters',
  nameMax: 'Name must be less than 50 characters',
  url: `Please enter a valid URL (e.g. ${URL_EXAMPLE_HOST})`,
  limitRequired: 'Transaction limit is required',
  limitMin: 'Transaction limit must be at least 1',
  limitMax: 'Transaction limit must not exceed 1000',
  limitWhole: 'Transaction limit must be a whole number',
  expiryPast: 'The expiry date must be today or later',
} as const;

/** The toasts of document 2 section 8 and document 3 section 8, word for word. */
export const quickLinkToasts = {
  generatedTitle: 'Link Generated',
  generatedMessage: 'QuickLink has been generated successfully',
  errorTitle: 'Error',
  generateFailed: 'Failed to generate QuickLink',
  updatedTitle: 'Link Updated',
  updatedMessage: 'QuickLink has been updated successfully',
  deletedTitle: 'Delete Quicklink',
  deletedMessage: 'QuickLink has been deleted successfully',
  deleteFailed: 'Failed to delete QuickLink',
  copiedTitle: 'Copy',
  copiedMessage: 'QuickLink has been copied successfully',
} as const;

export const QUICKLINK_NAME_MIN = 3;
export const QUICKLINK_NAME_MAX = 50;
export const TRANSACTION_LIMIT_MIN = 1;
export const TRANSACTION_LIMIT_MAX = 1000;
export const TRANSACTION_LIMIT_DEFAULT = 1;

const m = quickLinkMessages;

/** An http or https address, as the contract's pattern has it (and one `URL` can parse). */
export function isValidRedirectionUrl(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The limit's first failing rule, in the order a user meets them: given, whole, at least 1, at most 1000. */
export function transactionLimitError(value: string): string | undefined {
  const text = value.trim();
  if (text === '') return m.limitRequired;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) || !Number.isInteger(Number(text))) return m.limitWhole;
  const limit = Number(text);
  if (limit < TRANSACTION_LIMIT_MIN) return m.limitMin;
  if (limit > TRANSACTION_LIMIT_MAX) return m.limitMax;
  return undefined;
}

export type QuickLinkFormValues = {
  name: string;
  redirectionUrl: string;
  /** As typed, so that 'not a whole number' can be said. */
  transactionLimit: string;
  showResponseOutput: boolean;
  /** Beyond the specification: the last day the link works (yyyy-MM-dd), or null. */
  expiresOn: string | null;
};

export const initialQuickLinkValues: QuickLinkFormValues = {
  name: '',
  redirectionUrl: '',
  transactionLimit: String(TRANSACTION_LIMIT_DEFAULT),
  showResponseOutput: false,
  expiresOn: null,
};

/** The form's schema: document 2 section 5.6, plus an expiry that is not in the past. */
export function quickLinkSchema(today: () => string) {
  return object({
    name: string()
      .trim()
      .required(m.nameRequired)
      .min(QUICKLINK_NAME_MIN, m.nameMin)
      .max(QUICKLINK_NAME_MAX, m.nameMax),
    redirectionUrl: string()
      .trim()
      .test('url', m.url, (value) => !value || isValidRedirectionUrl(value)),
    transactionLimit: string().test('limit', (value, context) => {
      const message = transactionLimitError(value ?? '');
      return message === undefined ? true : context.createError({ message });
    }),
    showResponseOutput: boolean(),
    expiresOn: string()
      .nullable()
      .test('future', m.expiryPast, (value) => !value || value >= today()),
  });
}

/** Generate Link is disabled with any error, an empty name or an empty limit (document 2 section 5.6). */
export function canGenerate(values: Pick<QuickLinkFormValues, 'name' | 'transactionLimit'>, errorCount: number): boolean {
  return errorCount === 0 && values.name.trim() !== '' && values.transactionLimit.trim() !== '';
}

export type QuickLinkCreateRequest = Schemas['QuickLinkCreateRequest'];

/** The POST /workflows/quicklink body of a valid form: enabled, for the given workflow. */
export function toCreateRequest(values: QuickLinkFormValues, workflowId: string): QuickLinkCreateRequest {
  const redirectionUrl = values.redirectionUrl.trim();
  const expiresAt = expiryInstant(values.expiresOn);
  return {
    name: values.name.trim(),
    workflowId,
    redirectionUrl: redirectionUrl === '' ? null : redirectionUrl,
    transactionLimit: Number(values.transactionLimit.trim()),
    isEnabled: true,
    showResponseOutput: values.showResponseOutput,
    ...(expiresAt ? { expiresAt } : {}),
  };
}
