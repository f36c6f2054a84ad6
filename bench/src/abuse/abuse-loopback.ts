import { request } from 'node:http';

export interface LoopbackAnswer {
  status: number;
  text: string;
  /** From the request written to the last byte of the answer read. */
  ms: number;
}

export interface LoopbackCall {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /**
   * The loopback address the call leaves from (127.0.0.2, 127.0.0.3, …). The server keys its
   * per-address limits on it, so the probe, the flood and the logins each have their own budget,
   * as three visitors on three addresses would.
   */
  from: string;
}

/**
 * One HTTP call to the bench's server from a chosen loopback address. `fetch` cannot choose the
 * local address, node:http can.
 * @example await loopbackCall('http://127.0.0.1:8080', { path: '/API/shops/k/search?q=a', from: '127.0.0.2' })
 */
export function loopbackCall(origin: string, call: LoopbackCall): Promise<LoopbackAnswer> {
  const url = new URL(call.path, origin);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: call.method ?? 'GET',
        localAddress: call.from,
        headers: {
          ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...call.headers,
        },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(call.body);
  });
}

/** The stable `code` of an error answer (`{status: 'ERROR', code}`), or null for any other body. */
export function errorCode(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'code' in body) {
      const { code } = body;
      return typeof code === 'string' ? code : null;
    }
  } catch {
    // Not JSON: no code.
  }
  return null;
}
