import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { PRIVATE_DIR_MODE } from '../../db/data-dir-modes';
import type { IndexFingerprint } from './index-fingerprint';

/** A shop's serialised index with what it was built from. */
export interface IndexSnapshot {
  fingerprint: IndexFingerprint;
  /** The registry entry's attributes: found in all products, so not derivable from the index. */
  attributes: readonly string[];
  /** `serializeIndex` bytes. */
  index: Uint8Array;
}

/** What `write` stores: the index as `serializeIndexChunks` yields it, written as it comes. */
export interface IndexSnapshotWrite {
  fingerprint: IndexFingerprint;
  attributes: readonly string[];
  chunks: Iterable<Uint8Array>;
}

export type SnapshotRead =
  | { status: 'found'; snapshot: IndexSnapshot }
  | { status: 'missing' | 'corrupt' | 'unreadable'; detail: string };

// Layout: magic | sha256 of everything after it | header length (u32 BE) | header JSON | index.
// The digest covers header and index, so a torn or bit-flipped file is refused, never half-read.
const MAGIC = Buffer.from('TRVSNAP1', 'ascii');
const DIGEST_AT = MAGIC.length;
const LENGTH_AT = DIGEST_AT + 32;
const HEADER_AT = LENGTH_AT + 4;
const SHOP_ID = /^[A-Za-z0-9_-]{1,128}$/;

const headerSchema = z.object({
  shopId: z.string(),
  fingerprint: z.object({
    engine: z.string(),
    inputs: z.string(),
    catalogueVersion: z.number(),
  }),
  attributes: z.array(z.string()),
});

/**
 * Stored indexes, one file a shop (`<dir>/<shopId>.idx`). A cache of what the database holds: any
 * file may be missing, old or damaged, and callers fall back to a build. With several servers on one
 * PostgreSQL database each keeps its own directory.
 */
export class IndexSnapshotStore {
  constructor(readonly dir: string) {}

  fileOf(shopId: string): string {
    if (!SHOP_ID.test(shopId)) throw new Error(`shop id not usable as a file name: ${shopId}`);
    return path.join(this.dir, `${shopId}.idx`);
  }

  /**
   * Written beside the target, synced, then renamed over it: a crash leaves old or new, never half.
   * The index streams in chunk by chunk, so storing a large index costs no copy of it; the digest,
   * known only at the end, is written last into the space left for it.
   */
  async write(shopId: string, snapshot: IndexSnapshotWrite): Promise<void> {
    const target = this.fileOf(shopId);
    await fs.mkdir(this.dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    const header = Buffer.from(
      JSON.stringify({
        shopId,
        fingerprint: snapshot.fingerprint,
        attributes: snapshot.attributes,
      }),
    );
    const length = Buffer.alloc(4);
    length.writeUInt32BE(header.length);
    const digest = createHash('sha256').update(length).update(header);
    const temp = `${target}.${randomUUID()}.tmp`;
    const handle = await fs.open(temp, 'wx', 0o600);
    try {
      await handle.writev([MAGIC, Buffer.alloc(32), length, header]);
      for (const chunk of snapshot.chunks) {
        digest.update(chunk);
        await handle.write(chunk);
      }
      await handle.write(digest.digest(), 0, 32, DIGEST_AT);
      await handle.sync();
      await handle.close();
      await fs.rename(temp, target);
    } catch (error) {
      await handle.close().catch(() => undefined);
      await fs.rm(temp, { force: true });
      throw error;
    }
    await this.syncDir();
  }

  async read(shopId: string): Promise<SnapshotRead> {
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(this.fileOf(shopId));
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      return { status: missing ? 'missing' : 'unreadable', detail: String(error) };
    }
    if (bytes.length < HEADER_AT || !bytes.subarray(0, DIGEST_AT).equals(MAGIC)) {
      return { status: 'corrupt', detail: 'not a stored index' };
    }
    const digest = createHash('sha256').update(bytes.subarray(LENGTH_AT)).digest();
    if (!digest.equals(bytes.subarray(DIGEST_AT, LENGTH_AT))) {
      return { status: 'corrupt', detail: 'checksum mismatch' };
    }
    const headerEnd = HEADER_AT + bytes.readUInt32BE(LENGTH_AT);
    const header = headerSchema.safeParse(parseJson(bytes.subarray(HEADER_AT, headerEnd)));
    if (!header.success || header.data.shopId !== shopId) {
      return { status: 'corrupt', detail: 'header invalid' };
    }
    const { fingerprint, attributes } = header.data;
    // A plain Uint8Array, not a Buffer: deserializeIndex copies with `slice`, which on a Buffer is a
    // view, and would then read its arrays from the start of the file instead of the index's bytes.
    const index = new Uint8Array(
      bytes.buffer,
      bytes.byteOffset + headerEnd,
      bytes.length - headerEnd,
    );
    return { status: 'found', snapshot: { fingerprint, attributes, index } };
  }

  async remove(shopId: string): Promise<void> {
    await fs.rm(this.fileOf(shopId), { force: true });
  }

  /** Removes files of shops not in `keep` and temp files a crash left behind. */
  async prune(keep: ReadonlySet<string>): Promise<string[]> {
    let names: string[];
    try {
      names = await fs.readdir(this.dir);
    } catch {
      return [];
    }
    const stale = names.filter(
      (name) => name.endsWith('.tmp') || (name.endsWith('.idx') && !keep.has(name.slice(0, -4))),
    );
    for (const name of stale) await fs.rm(path.join(this.dir, name), { force: true });
    return stale;
  }

  // The rename is durable only once the directory entry is; some filesystems refuse a directory fsync.
  private async syncDir(): Promise<void> {
    const handle = await fs.open(this.dir, 'r').catch(() => undefined);
    if (!handle) return;
    await handle.sync().catch(() => undefined);
    await handle.close();
  }
}

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    return undefined;
  }
}
