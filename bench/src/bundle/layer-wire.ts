import http from 'node:http';
import { rmSync } from 'node:fs';
import { startBenchServer } from '../support/bench-server.js';

/** One file's bytes on the wire, as the real server sends it for each `Accept-Encoding`. */
export interface WireBytes {
  file: string;
  /** No Accept-Encoding: the file as built. */
  identityBytes: number;
  brBytes: number;
  gzipBytes: number;
  /** The Content-Encoding the server answered to `br` and to `gzip` (`identity` when none). */
  encodings: { br: string; gzip: string };
}

/** The body's length as it crossed the socket: Node's http client never decompresses. */
function wireGet(url: string, acceptEncoding: string | undefined): Promise<[number, string]> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    http
      .get(url, { headers }, (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`GET ${url}: ${response.statusCode ?? 0}`));
          return;
        }
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolve([bytes, String(response.headers['content-encoding'] ?? 'identity')]),
        );
      })
      .on('error', reject);
  });
}

/**
 * Starts the real server on the current layer build and fetches each file from
 * `/layer/<version>/` three times: without Accept-Encoding, with `br` and with `gzip`, as
 * Chromium and older clients send them. The figures are what a storefront downloads.
 */
export async function measureWireBytes(
  version: string,
  files: readonly string[],
): Promise<WireBytes[]> {
  const bench = await startBenchServer('trova-layer-wire-');
  try {
    const measured: WireBytes[] = [];
    for (const file of files) {
      const url = `${bench.origin}/layer/${version}/${file}`;
      const [identityBytes] = await wireGet(url, undefined);
      const [brBytes, br] = await wireGet(url, 'br');
      const [gzipBytes, gzip] = await wireGet(url, 'gzip');
      measured.push({ file, identityBytes, brBytes, gzipBytes, encodings: { br, gzip } });
    }
    return measured;
  } finally {
    await bench.server.close();
    rmSync(bench.dataDir, { recursive: true, force: true });
  }
}
