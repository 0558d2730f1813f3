import { object, string } from 'yup';

/**
 * The example in the URL message ('{host}' in document 3 section 5): an address of the reserved
 * example domain, the shape a receiver's address takes.
 */
export const URL_EXAMPLE_HOST = 'https://example.com';

const NAME_MAX = 100;
const URL_MAX = 2048;

/** The messages of the create form (document 3 section 5; 'Required Field' is document 1's generic message). */
export const webhookFormMessages = {
  required: 'Required Field',
  nameMax: `Webhook Name must be at most ${NAME_MAX} characters`,
  url: `Enter a valid URL. eg: ${URL_EXAMPLE_HOST}`,
} as const;

/** An http or https address with a host, as the server takes it (the server also refuses private addresses). */
export function isValidWebhookUrl(value: string): boolean {
  if (value.length > URL_MAX || !/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export type WebhookFormValues = { description: string; url: string };

/** description: required; url: required and a valid URL (document 3 section 5). */
export const webhookFormSchema = object({
  description: string().trim().required(webhookFormMessages.required).max(NAME_MAX, webhookFormMessages.nameMax),
  url: string()
    .trim()
    .required(webhookFormMessages.required)
    .test('url', webhookFormMessages.url, (value) => value === undefined || isValidWebhookUrl(value)),
});
