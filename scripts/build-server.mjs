// `npm run build:server`: bundles the server (server/main.ts and everything it imports from this
// repository) into dist/server/main.js for `npm start`, so starting it needs neither tsx nor a
// TypeScript transform (ADR 0040). Packages stay in node_modules; the build fails if the bundle
// needs one that package.json lists only under devDependencies (an install without them could not
// start). It also writes the contract as JSON beside the bundle (server/http/contractDocument.ts).
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist', 'server');
const started = performance.now();

const result = await build({
  absWorkingDir: root,
  entryPoints: ['server/main.ts'],
  outfile: path.join(outDir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
});
// The database worker and how PGlite is opened are loaded by path beside the bundle (ADR 0043).
for (const file of ['worker.mjs', 'open.mjs', 'prepared.mjs']) copyFileSync(path.join(root, 'server', 'db', 'pglite', file), path.join(outDir, file));
writeFileSync(path.join(outDir, 'openapi.json'), JSON.stringify(parse(readFileSync(path.join(root, 'contract', 'openapi.yaml'), 'utf8'))));

/** `@scope/name/sub/path` or `name/sub/path` -> the package's name. */
const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const required = new Set(
  Object.values(result.metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((i) => i.external && !i.path.startsWith('node:') && !builtinModules.includes(i.path) && !i.path.startsWith('.'))
    .map((i) => packageOf(i.path)),
);
const missing = [...required].filter((name) => !(name in (manifest.dependencies ?? {}))).sort();
if (missing.length) {
  console.error(`The server needs ${missing.join(', ')} at run time: list ${missing.length === 1 ? 'it' : 'them'} under "dependencies" in package.json.`);
  process.exit(1);
}
const bytes = Object.entries(result.metafile.outputs).find(([file]) => file.endsWith('main.js'))?.[1].bytes ?? 0;
console.log(`Built dist/server/main.js (${(bytes / 1024).toFixed(0)} KB, ${required.size} packages from node_modules) in ${(performance.now() - started).toFixed(0)} ms.`);
