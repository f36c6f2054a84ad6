import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IndexSnapshotStore, type IndexSnapshotWrite } from './index-snapshot.store';

const INDEX = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);
// Written in uneven chunks, as serializeIndexChunks yields them; read back as one byte sequence.
const SNAPSHOT: IndexSnapshotWrite = {
  fingerprint: { engine: 'e1', inputs: 'i1', catalogueVersion: 3 },
  attributes: ['title', 'brand'],
  chunks: [INDEX.subarray(0, 7), INDEX.subarray(7, 600), INDEX.subarray(600)],
};

describe('stored index files', () => {
  let dir: string;
  let store: IndexSnapshotStore;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-snapshots-'));
    store = new IndexSnapshotStore(path.join(dir, 'indexes'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('gives back what was written, and nothing else is left in the directory', async () => {
    await store.write('shop-1', SNAPSHOT);
    const read = await store.read('shop-1');
    expect(read.status).toBe('found');
    if (read.status !== 'found') return;
    expect(read.snapshot.fingerprint).toEqual(SNAPSHOT.fingerprint);
    expect(read.snapshot.attributes).toEqual(SNAPSHOT.attributes);
    expect([...read.snapshot.index]).toEqual([...INDEX]);
    expect(fs.readdirSync(store.dir)).toEqual(['shop-1.idx']);
  });

  it('answers missing without a file, corrupt for a truncated, flipped or foreign file', async () => {
    expect((await store.read('shop-1')).status).toBe('missing');
    await store.write('shop-1', SNAPSHOT);
    const file = store.fileOf('shop-1');
    const bytes = fs.readFileSync(file);
    fs.writeFileSync(file, bytes.subarray(0, bytes.length - 10));
    expect(await store.read('shop-1')).toMatchObject({ status: 'corrupt' });
    const flipped = Buffer.from(bytes);
    flipped[flipped.length - 1] = (flipped.at(-1) ?? 0) ^ 1;
    fs.writeFileSync(file, flipped);
    expect(await store.read('shop-1')).toMatchObject({ status: 'corrupt' });
    fs.writeFileSync(file, 'not an index');
    expect(await store.read('shop-1')).toMatchObject({ status: 'corrupt' });
    // Another shop's intact file under this shop's name is refused too.
    await store.write('shop-2', SNAPSHOT);
    fs.copyFileSync(store.fileOf('shop-2'), file);
    expect(await store.read('shop-1')).toMatchObject({ status: 'corrupt' });
  });

  it('removes a shop file, and on prune the files of other shops and leftover temp files', async () => {
    await store.write('shop-1', SNAPSHOT);
    await store.write('shop-2', SNAPSHOT);
    await store.write('shop-3', SNAPSHOT);
    fs.writeFileSync(path.join(store.dir, 'shop-1.idx.123.tmp'), 'half');
    await store.remove('shop-3');
    await store.remove('shop-3');
    expect((await store.prune(new Set(['shop-1']))).sort()).toEqual([
      'shop-1.idx.123.tmp',
      'shop-2.idx',
    ]);
    expect(fs.readdirSync(store.dir)).toEqual(['shop-1.idx']);
  });

  it('refuses a shop id that is not a plain file name', () => {
    expect(() => store.fileOf('../escape')).toThrow();
  });
});
