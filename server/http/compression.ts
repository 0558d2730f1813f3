import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers of at least this many bytes are compressed; smaller ones go as they are (a header and a
 * compressor's start-up cost more than they save).
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's answers (brotli, else gzip) when the client accepts it, from 1 KB up
 * (docs/adr/0039). Registered before the static console, whose files are served from their
 * pre-compressed `.br`/`.gz` siblings (written at build, scripts/precompress.ts) and so pass
 * through untouched. Event streams are never compressed (the plugin's default types skip them).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { global: true, threshold: COMPRESSION_THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
}
