import type { EndOutcome } from './types';

/** Makes the unique part of new ids; injected so tests are deterministic. */
export type IdGenerator = () => string;

/** The fixed id of the start node (document 2 section 2.5) and its name in this generation. */
export const START_NODE_ID = 'start_ghdvng';
export const START_NODE_NAME = 'Input';
export const START_COLUMN_ID = 'column_0';

/** Between a service's (or capability's) id and the unique part of its node id. */
export const SERVICE_ID_MARKER = '__';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Eight random base-36 characters from the platform's cryptographic source. */
export const randomIdGenerator: IdGenerator = () => {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
};

/** `id1`, `id2`, … for tests and fixtures. */
export function sequentialIdGenerator(prefix = 'id'): IdGenerator {
  let n = 0;
  return () => {
    n += 1;
    return `${prefix}${n}`;
  };
}

export const columnId = (unique: string) => `column_${unique}`;

export const serviceNodeId = (serviceId: string, unique: string) => `${serviceId}${SERVICE_ID_MARKER}${unique}`;

/** The service or capability id a service node id starts with. */
export function serviceIdOf(nodeId: string): string {
  const at = nodeId.indexOf(SERVICE_ID_MARKER);
  return at < 0 ? nodeId : nodeId.slice(0, at);
}

export const END_ID_PREFIX: Readonly<Record<EndOutcome, string>> = {
  accept: 'accept_',
  reject: 'reject_',
  manualReview: 'manual_review_',
};

export const endNodeId = (outcome: EndOutcome, unique: string) => `${END_ID_PREFIX[outcome]}${unique}`;

/** A name as the front of a node id: lower case, runs of other characters as one `_`. */
export function idFromName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
  return slug || 'step';
}

/** Tag and await ids: the name and a unique suffix. */
export const namedNodeId = (name: string, unique: string) => `${idFromName(name)}_${unique}`;
