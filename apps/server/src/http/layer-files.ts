import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LAYER_VERSION } from '@trova/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from '../errors/error-handler';
import { CompressedFileCache, preferredEncoding } from './compressed-files';

/** What the layer's build emits; anything else under the folder is not served. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/**
 * A file name of the layer's folder, without any path: starts with a letter or digit, then letters,
 * digits, '_', '-' and single dots (up to four: `embed-1.0.0.js.map`). No '/', no '..', no dot
 * file can pass, whatever the URL decoding made of the request.
 */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}(\.[A-Za-z0-9_-]{1,16}){1,4}$/;

/** Text types gain from brotli/gzip; wasm too. Fonts (woff2) are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.css', '.wasm', '.map', '.svg']);

/**
 * A release never changes under its version; `latest` moves with each release, so a page revalidates
 * it after 5 minutes, and meanwhile a stale copy is used while the revalidation runs (a 304 most days).
 */
const PINNED_CACHE = 'public, max-age=31536000, immutable';
const LATEST_CACHE = 'public, max-age=300, stale-while-revalidate=86400';

/** ETag suffix per coding: a cache must never answer a gzip body to a 304 of the brotli one. */
const ETAG_SUFFIX = { identity: '', br: '-br', gzip: '-gz' } as const;

interface LayerFileParams {
  version: string;
  file: string;
}

/** If-None-Match (weak comparison, lists and `*`) first, else If-Modified-Since, as RFC 9110. */
function notModified(request: FastifyRequest, etag: string, modified: Date): boolean {
  const match = request.headers['if-none-match'];
  if (typeof match === 'string') {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return match.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
  }
  const since = request.headers['if-modified-since'];
  if (typeof since !== 'string') return false;
  const sinceMs = Date.parse(since);
  return Number.isFinite(sinceMs) && Math.floor(modified.getTime() / 1000) * 1000 <= sinceMs;
}

async function sendLayerFile(
  request: FastifyRequest,
  reply: FastifyReply,
  files: CompressedFileCache,
  file: string,
  cacheControl: string,
): Promise<FastifyReply> {
  const extension = path.extname(file);
  const contentType = CONTENT_TYPES[extension];
  if (contentType === undefined) return sendNotFound(reply);
  const wanted = preferredEncoding(request.headers['accept-encoding']);
  const variant = await files.read(file, wanted, COMPRESSIBLE.has(extension));
  if (variant === undefined) return sendNotFound(reply);
  const { body, encoding, stat } = variant;
  const version = `${stat.size.toString(16)}-${Math.floor(stat.mtime.getTime()).toString(16)}`;
  const etag = `W/"${version}${ETAG_SUFFIX[encoding]}"`;
  void reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('last-modified', stat.mtime.toUTCString())
    .header('vary', 'Accept-Encoding')
    // Storefronts of any origin load these, also as modules or with crossorigin (SRI).
    .header('access-control-allow-origin', '*')
    .header('x-content-type-options', 'nosniff');
  if (notModified(request, etag, stat.mtime)) return reply.code(304).send();
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  return reply.type(contentType).send(body);
}

/**
 * `GET /layer/<version>/<file>` (docs/product/layer.md#serving): the files of the one layer release
 * this server ships, from `<dir>/<released>/`, under its version (cached for a year) and under
 * `latest` (cached for 5 minutes, so shops on latest pick up a release). Any other version, and any
 * name that is not a plain file name of a known type, answers 404. Each file is sent in brotli or
 * gzip by `Accept-Encoding`, compressed once per file version (`CompressedFileCache`), so a build
 * that lands while the server runs is served at once and no request pays for compression.
 */
export function registerLayerFiles(
  server: FastifyInstance,
  { dir, released }: { dir: string; released: string },
): void {
  const releaseDir = path.join(dir, released);
  if (!fs.existsSync(releaseDir)) {
    server.log.warn({ releaseDir }, 'layer build not found; /layer answers 404 until it exists');
  }
  const files = new CompressedFileCache();
  // Compressed here, once per file: the answer compression (answer-compression.ts) stays off.
  server.get<{ Params: LayerFileParams }>(
    '/layer/:version/:file',
    { compress: false },
    (request, reply) => {
      const { version, file } = request.params;
      const pinned = version === released;
      if ((!pinned && version !== DEFAULT_LAYER_VERSION) || !FILE_NAME.test(file)) {
        return sendNotFound(reply);
      }
      return sendLayerFile(
        request,
        reply,
        files,
        path.join(releaseDir, file),
        pinned ? PINNED_CACHE : LATEST_CACHE,
      );
    },
  );
}
