import { randomBytes } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new id: the prefix and 20 random characters of [A-Za-z0-9] (workflows, transactions, QuickLinks). */
export function newId(prefix: string): string {
  const bytes = randomBytes(20);
  return `${prefix}_${[...bytes].map((b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('')}`;
}

/** A new id: the prefix and 16 random hex digits (access records, capabilities: `cred_3f9a…`). */
export function newHexId(prefix: string): string {
  return `${prefix}_${randomBytes(8).toString('hex')}`;
}

/** A new id: the prefix and 16 random characters of [A-Za-z0-9x] (data records: webhooks, messages, documents, bulk queries). */
export function newDataId(prefix: 'wh' | 'msg' | 'doc' | 'bq' | 'bqi'): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[^A-Za-z0-9]/g, 'x')}`;
}
