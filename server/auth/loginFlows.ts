import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { json } from '../db/json';

/** What the server remembers between `/auth/login` and `/auth/callback`; the browser holds only the flow's random id. */
export interface LoginFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  invitation?: string;
  organization?: string;
}

const MODEL = 'VeriflowLoginFlow';
const FLOW_MINUTES = 10;
export const LOGIN_FLOW_COOKIE = 'veriflow_login_flow';

export async function saveLoginFlow(db: Kysely<Database>, flow: LoginFlow): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  await db
    .insertInto('oidc_payloads')
    .values({ model: MODEL, id, payload: json(flow), grant_id: null, user_code: null, uid: null, expires_at: new Date(Date.now() + FLOW_MINUTES * 60_000) })
    .execute();
  return id;
}

/** Takes the flow out (it can be completed once); undefined when unknown or expired. */
export async function takeLoginFlow(db: Kysely<Database>, id: string): Promise<LoginFlow | undefined> {
  const row = await db
    .deleteFrom('oidc_payloads')
    .where('model', '=', MODEL)
    .where('id', '=', id)
    .where('expires_at', '>', new Date())
    .returning('payload')
    .executeTakeFirst();
  return row?.payload as LoginFlow | undefined;
}
