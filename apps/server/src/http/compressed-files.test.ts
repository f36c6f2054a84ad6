import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { CompressedFileCache, preferredEncoding } from './compressed-files';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, honouring q=0 and *', () => {
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('')).toBe('identity');
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('x-gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, identity')).toBe('identity');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding('br;q=nonsense, gzip')).toBe('gzip');
  });
});

describe('CompressedFileCache', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-compressed-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('serves a new version of a file as soon as it lands', async () => {
    const file = path.join(dir, 'a.js');
    const cache = new CompressedFileCache();
    fs.writeFileSync(file, 'first '.repeat(200));
    const first = await cache.read(file, 'br', true);
    expect(first?.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(first?.body ?? Buffer.alloc(0)).toString()).toBe(
      'first '.repeat(200),
    );
    fs.writeFileSync(file, 'second '.repeat(300));
    const second = await cache.read(file, 'br', true);
    expect(zlib.brotliDecompressSync(second?.body ?? Buffer.alloc(0)).toString()).toBe(
      'second '.repeat(300),
    );
  });

  it('answers undefined for a missing file or a folder, identity for incompressible types', async () => {
    const cache = new CompressedFileCache();
    expect(await cache.read(path.join(dir, 'missing.js'), 'br', true)).toBeUndefined();
    expect(await cache.read(dir, 'br', true)).toBeUndefined();
    const font = path.join(dir, 'font.woff2');
    fs.writeFileSync(font, 'x'.repeat(1000));
    expect((await cache.read(font, 'gzip', false))?.encoding).toBe('identity');
  });
});
