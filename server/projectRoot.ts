import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder (package.json, contract/, node_modules): the nearest folder above this code
 * that holds a package.json, whether it runs from server/ (tsx, tests) or bundled into
 * dist/server/main.js (`npm start`, ADR 0040). Files the server reads by path resolve from here.
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

/** The OpenAPI contract the server validates against and serves at /docs/api. */
export const CONTRACT_FILE = path.join(projectRoot, 'contract', 'openapi.yaml');
