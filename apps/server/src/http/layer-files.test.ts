import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releasedLayerVersion } from '../modules/layer/index';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A script large enough to be worth compressing. */
const BIG_SCRIPT = Array.from({ length: 400 }, (_, i) => `console.log("line ${i}");`).join('\n');

/** Stands in for the layer's build (`dist/<version>/loader.js`, `overlay.js`, `overlay.css`). */
function fakeLayerBuild(root: string, version: string): void {
  const dir = path.join(root, version);
  fs.mkdirSync(path.join(dir, 'nested'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'loader.js'), 'console.log("loader");');
  fs.writeFileSync(path.join(dir, 'overlay.js'), 'export {};');
  fs.writeFileSync(path.join(dir, 'overlay.css'), '.trova{}');
  fs.writeFileSync(path.join(dir, 'big.js'), BIG_SCRIPT);
  fs.writeFileSync(path.join(dir, 'engine.wasm'), Buffer.from([0, 97, 115, 109]));
  fs.writeFileSync(path.join(dir, 'embed-1.0.0.js'), 'console.log("embed");');
  fs.writeFileSync(path.join(dir, 'embed-1.0.0.js.map'), '{}');
  fs.writeFileSync(path.join(dir, 'notes.txt'), 'not served');
  fs.writeFileSync(path.join(dir, '.secret.js'), 'not served');
  fs.writeFileSync(path.join(dir, 'nested', 'deep.js'), 'not served');
  fs.writeFileSync(path.join(root, 'outside.js'), 'not served');
}

describe('layer files', () => {
  const released = releasedLayerVersion();
  let layerDir: string;
  let app: TestApp;

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.server.inject({ url, headers });

  beforeAll(async () => {
    layerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-layer-'));
    fakeLayerBuild(layerDir, released);
    app = await createTestApp({ TROVA_LAYER_DIR: layerDir });
  });
  afterAll(async () => {
    await app.dispose();
    fs.rmSync(layerDir, { recursive: true, force: true });
  });

  it('serves the release under its version for a year, with the right types, to any origin', async () => {
    const loader = await get(`/layer/${released}/loader.js`);
    expect(loader.statusCode).toBe(200);
    expect(loader.body).toBe('console.log("loader");');
    expect(loader.headers).toMatchObject({
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
    });
    expect(loader.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(loader.headers['last-modified']).toMatch(/GMT$/);
    const css = await get(`/layer/${released}/overlay.css`);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    const wasm = await get(`/layer/${released}/engine.wasm`);
    expect(wasm.headers['content-type']).toBe('application/wasm');
    expect(wasm.rawPayload).toEqual(Buffer.from([0, 97, 115, 109]));
    const head = await app.server.inject({ method: 'HEAD', url: `/layer/${released}/loader.js` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(head.body).toBe('');
  });

  it('serves the same files under latest, cached briefly so shops pick up a release', async () => {
    const latest = await get('/layer/latest/overlay.js');
    expect(latest.statusCode).toBe(200);
    expect(latest.body).toBe('export {};');
    expect(latest.headers['cache-control']).toBe(
      'public, max-age=300, stale-while-revalidate=86400',
    );
    expect(latest.headers.etag).toBe((await get(`/layer/${released}/overlay.js`)).headers.etag);
  });

  it('serves the embed script, whose own version is in its name, and its source map', async () => {
    expect((await get('/layer/latest/embed-1.0.0.js')).body).toBe('console.log("embed");');
    const map = await get('/layer/latest/embed-1.0.0.js.map');
    expect([map.statusCode, map.headers['content-type']]).toEqual([
      200,
      'application/json; charset=utf-8',
    ]);
  });

  it('answers 304 to a revalidation of an unchanged file', async () => {
    const first = await get('/layer/latest/loader.js');
    const byTag = await get('/layer/latest/loader.js', {
      'if-none-match': String(first.headers.etag),
    });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    const byDate = await get('/layer/latest/loader.js', {
      'if-modified-since': String(first.headers['last-modified']),
    });
    expect(byDate.statusCode).toBe(304);
    const stale = await get('/layer/latest/loader.js', { 'if-none-match': 'W/"0-0"' });
    expect(stale.statusCode).toBe(200);
  });

  it('sends brotli, then gzip, by Accept-Encoding, each with its own ETag and a Vary', async () => {
    const url = `/layer/${released}/big.js`;
    const plain = await get(url);
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(gzip.rawPayload.length);
    expect(gzip.rawPayload.length).toBeLessThan(BIG_SCRIPT.length);
    for (const answer of [plain, br, gzip]) {
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect(new Set([plain, br, gzip].map((answer) => answer.headers.etag)).size).toBe(3);
    // A refused coding falls back to the next one.
    const noBr = await get(url, { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBr.headers['content-encoding']).toBe('gzip');
    // The same compressed bytes each time: made once, kept for the file's version.
    expect((await get(url, { 'accept-encoding': 'br' })).rawPayload).toEqual(br.rawPayload);
  });

  it('revalidates each coding by its own ETag', async () => {
    const url = '/layer/latest/big.js';
    const br = await get(url, { 'accept-encoding': 'br' });
    const again = await get(url, {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers.vary).toBe('Accept-Encoding');
    // The brotli ETag does not validate the gzip body a cache would otherwise keep.
    const gzip = await get(url, {
      'accept-encoding': 'gzip',
      'if-none-match': String(br.headers.etag),
    });
    expect([gzip.statusCode, gzip.headers['content-encoding']]).toEqual([200, 'gzip']);
  });

  it('sends a file that compression would not shrink as it is', async () => {
    const tiny = await get('/layer/latest/overlay.css', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('.trova{}');
  });

  it('answers 404 for other versions, missing files and names that are not plain files', async () => {
    const refused = [
      '/layer/9.9.9/loader.js',
      '/layer/1.0/loader.js',
      '/layer/latest/missing.js',
      '/layer/latest/notes.txt',
      '/layer/latest/.secret.js',
      '/layer/latest/nested/deep.js',
      '/layer/latest/nested%2Fdeep.js',
      '/layer/latest/..%2Foutside.js',
      '/layer/latest/%2E%2E%2Foutside.js',
      `/layer/${released}/..%5Coutside.js`,
      '/layer/latest/loader.js%00.css',
    ];
    for (const url of refused) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).not.toContain('not served');
    }
  });
});

describe('layer files before the first build', () => {
  it('answers 404 and keeps the API running', async () => {
    const app = await createTestApp({ TROVA_LAYER_DIR: path.join(os.tmpdir(), 'trova-no-layer') });
    try {
      expect((await app.server.inject({ url: '/layer/latest/loader.js' })).statusCode).toBe(404);
      expect((await app.server.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.dispose();
    }
  });
});
