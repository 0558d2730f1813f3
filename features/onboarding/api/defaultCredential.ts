import { unwrap, type ApiClient } from '~/lib/api';

/** The app name of the key every new organisation gets (document 1 section 4.2: a product-branded word pair). */
export const DEFAULT_CREDENTIAL_APP_NAME = 'Veriflow Console';

/** POST /v1/auth/generate for a new organisation, in test mode (where every organisation starts). */
export async function createDefaultCredential(client: ApiClient, orgId: string): Promise<void> {
  await unwrap(client.at({ orgId, mode: 'test' }).POST('/v1/auth/generate', { body: { app_name: DEFAULT_CREDENTIAL_APP_NAME } }));
}
