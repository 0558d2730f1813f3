import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts (woff2) are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this size a compressed sibling saves too little to be worth a file. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best) beside each text file of `dir`; answers how many files it compressed. */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const content = await readFile(file);
    const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } });
    const gz = gzipSync(content, { level: 9 });
    if (br.length < content.length) await writeFile(`${file}.br`, br);
    if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
    count += 1;
  }
  return count;
}

/**
 * Vite build plugin: once the bundle is written, every text file of the output gets brotli and
 * gzip siblings, which the server sends as they are (@fastify/static `preCompressed`, ADR 0039).
 * Only for outputs inside `within` (the console's dist/): Storybook's build and the benches'
 * throw-away builds are not served by the server.
 */
export function precompress({ within }: { within: string }): Plugin {
  let outDir = '';
  return {
    name: 'veriflow-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!`${outDir}${path.sep}`.startsWith(`${within}${path.sep}`)) return;
      await precompressDir(outDir);
    },
  };
}
