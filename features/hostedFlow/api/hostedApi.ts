import type { components } from '~/contract';
import { bearerToken, type HostedFlowOptions } from '~/contract/hostedFlow/options';

type Schemas = components['schemas'];
export type HostedSession = Schemas['HostedSession'];
export type HostedTransaction = Schemas['HostedTransaction'];
export type HostedDocument = Schemas['HostedDocument'];
export type TransactionData = Schemas['TransactionData'];

/** The organisation header of the console's API client (lib/api); the flow sends it with a session. */
const ORG_ID_HEADER = 'X-Veriflow-Auth-Org-ID';

/**
 * A refusal or failure of the hosted API: the HTTP status (0 without a response), the error body's
 * short message (a title: 'This link is no longer valid') and its description (what to do).
 */
export class HostedApiError extends Error {
  override readonly name = 'HostedApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly description: string = '',
    readonly type: string = 'network_error',
  ) {
    super(message);
  }

  /** One sentence for a banner or a field: the description, else the message. */
  get detail(): string {
    return this.description || this.message;
  }
}

export interface HostedAuth {
  /** The QuickLink's token (webt without "Token "), or null to use the session cookie. */
  token: string | null;
  /** The organisation, sent as X-Veriflow-Auth-Org-ID with a session. */
  orgId: string;
}

/** How to authenticate: the webt of a QuickLink, else the operator's session for the organisation the parent names. */
export function hostedAuth(options: HostedFlowOptions, orgIdFromParent?: string): HostedAuth {
  return { token: bearerToken(options), orgId: orgIdFromParent ?? options.orgId };
}

async function errorFrom(response: Response): Promise<HostedApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: the status says enough.
  }
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const pick = (key: string) => (typeof record[key] === 'string' && record[key] !== '' ? (record[key] as string) : null);
  return new HostedApiError(response.status, pick('message') ?? `The server answered ${response.status}.`, pick('description') ?? '', pick('type') ?? 'unknown');
}

export interface HostedApi {
  getSession(workflowId: string, signal?: AbortSignal): Promise<HostedSession>;
  uploadDocument(file: File, signal?: AbortSignal): Promise<HostedDocument>;
  startTransaction(workflowId: string, inputData: TransactionData): Promise<HostedTransaction>;
  resumeTransaction(transactionId: string, inputData: TransactionData): Promise<HostedTransaction>;
  getTransaction(transactionId: string, signal?: AbortSignal): Promise<HostedTransaction>;
}

/** The hosted flow's calls (contract tag hosted-flow), plain fetch: no client library in this bundle. */
export function createHostedApi(baseUrl: string, auth: HostedAuth, fetchImpl: typeof fetch = (...args) => fetch(...args)): HostedApi {
  const headers = (json: boolean): Record<string, string> => ({
    Accept: 'application/json',
    ...(json ? { 'Content-Type': 'application/json' } : {}),
    ...(auth.token ? { Authorization: `Bearer ${auth.token}` } : { [ORG_ID_HEADER]: auth.orgId }),
  });
  async function call<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
    const { json, ...rest } = init;
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        ...rest,
        headers: headers(json !== undefined),
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
        // The session cookie only ever goes to our own origin; a token needs no cookie at all.
        credentials: auth.token ? 'omit' : 'same-origin',
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new HostedApiError(0, 'We could not reach the server. Check your connection and try again.');
    }
    if (!response.ok) throw await errorFrom(response);
    return (await response.json()) as T;
  }
  return {
    getSession: (workflowId, signal) => call(`/hosted/session?workflowId=${encodeURIComponent(workflowId)}`, { signal }),
    uploadDocument: (file, signal) => {
      const form = new FormData();
      form.append('file', file);
      return call('/hosted/documents', { method: 'POST', body: form, signal });
    },
    startTransaction: (workflowId, inputData) =>
      call('/hosted/transactions', { method: 'POST', json: auth.token ? { inputData } : { workflowId, inputData } }),
    resumeTransaction: (transactionId, inputData) => call('/hosted/transactions', { method: 'POST', json: { transactionId, inputData } }),
    getTransaction: (transactionId, signal) => call(`/hosted/transactions/${encodeURIComponent(transactionId)}`, { signal }),
  };
}
