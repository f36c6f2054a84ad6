import { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { FeedError } from './feed-errors';

/** Reads ahead until `min` bytes (or the end) and hands back those bytes plus the rest, unconsumed. */
export async function peek(
  source: AsyncIterable<Uint8Array>,
  min: number,
): Promise<{ head: Buffer; rest: AsyncIterable<Uint8Array> }> {
  const iterator = source[Symbol.asyncIterator]();
  const seen: Uint8Array[] = [];
  let size = 0;
  while (size < min) {
    const next = await iterator.next();
    if (next.done) break;
    seen.push(next.value);
    size += next.value.byteLength;
  }
  const head = Buffer.concat(seen);
  async function* rest(): AsyncGenerator<Uint8Array> {
    if (head.byteLength > 0) yield head;
    try {
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        yield next.value;
      }
    } finally {
      // Stopping early must release the source (and the socket behind it).
      await iterator.return?.();
    }
  }
  return { head, rest: rest() };
}

export function isGzip(head: Uint8Array): boolean {
  return head[0] === 0x1f && head[1] === 0x8b;
}

/** Gunzips as a stream; a corrupt gzip stream surfaces as a malformed feed. */
export async function* gunzip(source: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  const unzip = createGunzip();
  pipeline(Readable.from(source, { objectMode: false }), unzip, () => undefined);
  try {
    for await (const chunk of unzip) yield chunk as Buffer;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('Z_')) {
      throw new FeedError('feed-malformed', `the gzip stream is corrupt (${code})`);
    }
    throw error;
  } finally {
    unzip.destroy();
  }
}

/** Caps the decoded size: a small gzip bomb must not turn into hours of parsing. */
export async function* capBytes(
  source: AsyncIterable<Uint8Array>,
  maxBytes: number,
): AsyncGenerator<Uint8Array> {
  let total = 0;
  for await (const chunk of source) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      throw new FeedError('feed-too-large', `the feed is larger than ${maxBytes} bytes unpacked`);
    }
    yield chunk;
  }
}

export async function* decode(
  source: AsyncIterable<Uint8Array>,
  encoding: string,
): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding);
  for await (const chunk of source) {
    const text = decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const tail = decoder.decode();
  if (tail) yield tail;
}

/** The XML declaration's encoding, when Node knows it; UTF-8 otherwise (the XML default). */
export function xmlEncoding(head: Buffer): string {
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/.exec(
    head.toString('latin1', 0, 200).replace(/^\uFEFF|^ï»¿/, ''),
  )?.[1];
  if (!declared) return 'utf-8';
  try {
    return new TextDecoder(declared).encoding;
  } catch {
    return 'utf-8';
  }
}
