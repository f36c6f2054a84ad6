import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers below this gain less than a packet; they go out as they are. */
export const ANSWER_COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses every answer of at least 1 KB by `Accept-Encoding`, brotli first, then gzip
 * (docs/product/search-api.md#compression): search answers, the layer's configuration,
 * recommendations and the Algolia-compatible routes, which a storefront fetches on each keystroke.
 * Levels are the fast ones (brotli 4, gzip 5), so a server under load keeps its throughput: a
 * search answer of 20 KB compresses in well under a millisecond. A request without
 * `Accept-Encoding` (load tests, server-to-server calls) gets the answer as is. Static files
 * compress their own way, once per file (`layer-files.ts`), with `compress: false` on their route.
 * Request bodies are never decompressed: a gzip bomb must not get past the body limit.
 * Registered before any route: the plugin hooks routes as they are added.
 */
export async function registerAnswerCompression(server: FastifyInstance): Promise<void> {
  await server.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: ANSWER_COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 5 },
  });
}
