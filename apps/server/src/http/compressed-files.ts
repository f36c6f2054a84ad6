import fs from 'node:fs';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** The codings a static file is stored in, best first; `identity` is the file as built. */
export type FileEncoding = 'br' | 'gzip' | 'identity';

/**
 * The coding to send for an `Accept-Encoding` header (RFC 9110 §12.5.3): brotli when accepted,
 * then gzip, else the file as is. `q=0` refuses a coding; `*` stands for any coding not named.
 *
 * @example preferredEncoding('gzip, deflate, br') // 'br'
 * @example preferredEncoding('br;q=0, gzip') // 'gzip'
 */
export function preferredEncoding(header: string | undefined): FileEncoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  // A header is a short list; bound the work for a hostile one all the same.
  for (const part of header.slice(0, 1024).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepted = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepted('br')) return 'br';
  if (accepted('gzip') || accepted('x-gzip')) return 'gzip';
  return 'identity';
}

/** One file as read from disk, with its codings made once (stored as promises: one pass each). */
interface CachedFile {
  size: number;
  mtimeMs: number;
  identity: Buffer;
  coded: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
}

export interface FileVariant {
  body: Buffer;
  /** The coding of `body`; `identity` when compressing would not make it smaller. */
  encoding: FileEncoding;
  stat: { size: number; mtime: Date };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files this small gain less than a packet; below it every coding answers the file as is. */
const MIN_COMPRESS_BYTES = 256;

/**
 * Static files served in brotli or gzip, compressed ONCE per file version at the highest levels
 * (brotli 11, gzip 9) on zlib's thread pool, never per request (docs/product/layer.md#serving).
 * Keyed by path and checked against size and mtime on each request, so a build that lands while
 * the server runs is served at once. Holds only files that were asked for and exist; the caller
 * bounds the names (one release folder of the layer's build).
 */
export class CompressedFileCache {
  private readonly files = new Map<string, CachedFile>();

  /** The file in the requested coding, or undefined when it is missing or not a file. */
  async read(
    file: string,
    encoding: FileEncoding,
    compressible: boolean,
  ): Promise<FileVariant | undefined> {
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(file);
      if (!stat.isFile()) return undefined;
    } catch {
      return undefined;
    }
    let cached = this.files.get(file);
    if (cached?.size !== stat.size || cached.mtimeMs !== stat.mtimeMs) {
      let identity: Buffer;
      try {
        identity = await fs.promises.readFile(file);
      } catch {
        return undefined;
      }
      cached = { size: stat.size, mtimeMs: stat.mtimeMs, identity, coded: {} };
      this.files.set(file, cached);
    }
    const variantStat = { size: stat.size, mtime: stat.mtime };
    if (encoding === 'identity' || !compressible || cached.identity.length < MIN_COMPRESS_BYTES) {
      return { body: cached.identity, encoding: 'identity', stat: variantStat };
    }
    const source = cached.identity;
    const coded = (cached.coded[encoding] ??=
      encoding === 'br'
        ? brotli(source, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          })
        : gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }));
    let body: Buffer;
    try {
      body = await coded;
    } catch {
      // Never stuck on a failed pass: the next request tries again; this one gets the file as is.
      delete cached.coded[encoding];
      body = source;
    }
    return body.length < source.length
      ? { body, encoding, stat: variantStat }
      : { body: source, encoding: 'identity', stat: variantStat };
  }
}
