/**
 * The `options` query parameter of the hosted flow (document 3 section 3): base64 of UTF-8 JSON.
 * QuickLinks carry `quicklinkId` and `webt` ("Token " + the link's token); Tryout and Preview frame
 * the flow without a token and authenticate with the operator's session (docs/adr/0026).
 */
export type HostedFlowMode = 'quicklink' | 'tryout' | 'preview';

export interface HostedFlowOptions {
  workflowId: string;
  type: 'INIT_DATA';
  env: 'production';
  /** The API base of the link's environment, e.g. `https://host/api/sandbox`. */
  baseUrl: string;
  orgId: string;
  quicklinkId?: string;
  /** "Token " followed by the QuickLink's token. */
  webt?: string;
  mode?: HostedFlowMode;
}

export class HostedFlowOptionsError extends Error {
  override readonly name = 'HostedFlowOptionsError';
}

const WEBT_PREFIX = 'Token ';

function base64ToUtf8(value: string): string {
  // URL-safe alphabets and stripped padding are accepted too: links get pasted through many tools.
  const normalised = value.trim().replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, '');
  const padded = normalised + '='.repeat((4 - (normalised.length % 4)) % 4);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(padded)) throw new HostedFlowOptionsError('The link options are not valid base64.');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

function utf8ToBase64(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function requiredString(record: Record<string, unknown>, key: string): string {
  const value = record[key];
  if (typeof value !== 'string' || value.trim() === '') throw new HostedFlowOptionsError(`The link options have no ${key}.`);
  return value;
}

function optionalString(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.trim() === '') throw new HostedFlowOptionsError(`The link option ${key} must be a text.`);
  return value;
}

/** Checks a decoded payload and returns it typed; throws a HostedFlowOptionsError that names the first problem. */
export function parseHostedFlowOptions(value: unknown): HostedFlowOptions {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new HostedFlowOptionsError('The link options are not an object.');
  const record = value as Record<string, unknown>;
  const workflowId = requiredString(record, 'workflowId');
  if (record.type !== 'INIT_DATA') throw new HostedFlowOptionsError('The link option type must be INIT_DATA.');
  if (record.env !== 'production') throw new HostedFlowOptionsError('The link option env must be production.');
  const baseUrl = requiredString(record, 'baseUrl');
  let parsedBase: URL;
  try {
    parsedBase = new URL(baseUrl);
  } catch {
    throw new HostedFlowOptionsError('The link option baseUrl is not an address.');
  }
  if (parsedBase.protocol !== 'https:' && parsedBase.protocol !== 'http:') throw new HostedFlowOptionsError('The link option baseUrl must be an http(s) address.');
  const orgId = requiredString(record, 'orgId');
  const quicklinkId = optionalString(record, 'quicklinkId');
  const webt = optionalString(record, 'webt');
  const mode = record.mode;
  if (mode !== undefined && mode !== 'quicklink' && mode !== 'tryout' && mode !== 'preview') {
    throw new HostedFlowOptionsError('The link option mode must be quicklink, tryout or preview.');
  }
  if (webt !== undefined && (!webt.startsWith(WEBT_PREFIX) || webt.length === WEBT_PREFIX.length)) {
    throw new HostedFlowOptionsError('The link option webt must be "Token " followed by the token.');
  }
  const resolvedMode: HostedFlowMode = mode ?? (quicklinkId ? 'quicklink' : 'tryout');
  if (resolvedMode === 'quicklink' && (!quicklinkId || !webt)) throw new HostedFlowOptionsError('A QuickLink needs both quicklinkId and webt.');
  return {
    workflowId,
    type: 'INIT_DATA',
    env: 'production',
    baseUrl: baseUrl.replace(/\/+$/, ''),
    orgId,
    ...(quicklinkId ? { quicklinkId } : {}),
    ...(webt ? { webt } : {}),
    mode: resolvedMode,
  };
}

/** Decodes the `options` query parameter (base64 of UTF-8 JSON); throws a HostedFlowOptionsError. */
export function decodeHostedFlowOptions(encoded: string | null | undefined): HostedFlowOptions {
  if (!encoded) throw new HostedFlowOptionsError('The link has no options.');
  let json: string;
  try {
    json = base64ToUtf8(encoded);
  } catch (error) {
    if (error instanceof HostedFlowOptionsError) throw error;
    throw new HostedFlowOptionsError('The link options are not valid base64.');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new HostedFlowOptionsError('The link options are not valid JSON.');
  }
  return parseHostedFlowOptions(parsed);
}

/**
 * Encodes options for the `options` query parameter, in document 3's order (workflowId, type, env,
 * baseUrl, quicklinkId, webt, orgId; then mode when given). The server's QuickLink addresses and the
 * console's Tryout and Preview frames are written by this one function.
 */
export function encodeHostedFlowOptions(options: HostedFlowOptions): string {
  parseHostedFlowOptions(options);
  const { workflowId, type, env, baseUrl, quicklinkId, webt, orgId, mode } = options;
  const ordered = { workflowId, type, env, baseUrl, ...(quicklinkId ? { quicklinkId } : {}), ...(webt ? { webt } : {}), orgId, ...(mode ? { mode } : {}) };
  return utf8ToBase64(JSON.stringify(ordered));
}

/** Where the hosted flow is served: QuickLinks and Tryout open `/flow`; Preview frames it at `/preview` (document 2 section 7). */
export const HOSTED_FLOW_PATH = '/flow';
export const HOSTED_PREVIEW_PATH = '/preview';
export const HOSTED_FLOW_PATHS: readonly string[] = [HOSTED_FLOW_PATH, HOSTED_PREVIEW_PATH];

/** The address of the hosted flow with these options, e.g. `/flow?options=…`. */
export function hostedFlowUrl(options: HostedFlowOptions, path: string = HOSTED_FLOW_PATH): string {
  return `${path}?options=${encodeURIComponent(encodeHostedFlowOptions(options))}`;
}

/** The bearer token to send: the webt without its "Token " prefix. */
export function bearerToken(options: HostedFlowOptions): string | null {
  return options.webt ? options.webt.slice(WEBT_PREFIX.length) : null;
}
