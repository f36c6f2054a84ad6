import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LAYER_VERSION } from '@trova/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from '../errors/error-handler';

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

/** A release never changes under its version; `latest` moves with each release. */
const PINNED_CACHE = 'public, max-age=31536000, immutable';
const LATEST_CACHE = 'public, max-age=300';

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
  file: string,
  cacheControl: string,
): Promise<FastifyReply> {
  const contentType = CONTENT_TYPES[path.extname(file)];
  if (contentType === undefined) return sendNotFound(reply);
  let body: Buffer;
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(file);
    if (!stat.isFile()) return sendNotFound(reply);
    body = await fs.promises.readFile(file);
  } catch {
    return sendNotFound(reply);
  }
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  void reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('last-modified', stat.mtime.toUTCString())
    // Storefronts of any origin load these, also as modules or with crossorigin (SRI).
    .header('access-control-allow-origin', '*')
    .header('x-content-type-options', 'nosniff');
  if (notModified(request, etag, stat.mtime)) return reply.code(304).send();
  return reply.type(contentType).send(body);
}

/**
 * `GET /layer/<version>/<file>` (docs/product/layer.md#serving): the files of the one layer release
 * this server ships, from `<dir>/<released>/`, under its version (cached for a year) and under
 * `latest` (cached for 5 minutes, so shops on latest pick up a release). Any other version, and any
 * name that is not a plain file name of a known type, answers 404. Files are read per request, so a
 * build that lands while the server runs is served at once.
 */
export function registerLayerFiles(
  server: FastifyInstance,
  { dir, released }: { dir: string; released: string },
): void {
  const releaseDir = path.join(dir, released);
  if (!fs.existsSync(releaseDir)) {
    server.log.warn({ releaseDir }, 'layer build not found; /layer answers 404 until it exists');
  }
  server.get<{ Params: LayerFileParams }>('/layer/:version/:file', (request, reply) => {
    const { version, file } = request.params;
    const pinned = version === released;
    if ((!pinned && version !== DEFAULT_LAYER_VERSION) || !FILE_NAME.test(file)) {
      return sendNotFound(reply);
    }
    return sendLayerFile(
      request,
      reply,
      path.join(releaseDir, file),
      pinned ? PINNED_CACHE : LATEST_CACHE,
    );
  });
}
