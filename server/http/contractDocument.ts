import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { CONTRACT_FILE } from '../projectRoot';

/**
 * The JSON copy of the contract that `npm run build:server` writes beside the built server
 * (dist/server/openapi.json, ADR 0040): reading it takes milliseconds where parsing the YAML takes
 * most of a second at start. Run from source there is none, and the YAML is parsed.
 */
const BUILT_COPY = new URL('./openapi.json', import.meta.url);

let parsed: Record<string, unknown> | undefined;

/** contract/openapi.yaml as an object, read once per process; callers copy what they change. */
export function contractDocument(): Record<string, unknown> {
  parsed ??= (existsSync(BUILT_COPY) ? JSON.parse(readFileSync(BUILT_COPY, 'utf8')) : parse(readFileSync(CONTRACT_FILE, 'utf8'))) as Record<string, unknown>;
  return parsed;
}
