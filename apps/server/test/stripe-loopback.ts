import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { StripeLoopbackState, type LoopbackAnswer } from './stripe-loopback-state';

/** One call the server made to Stripe, as the loopback received it. */
export interface RecordedCall {
  method: string;
  path: string;
  /** The `Idempotency-Key` header; undefined when the call carried none. */
  idempotencyKey: string | undefined;
  params: Record<string, unknown>;
}

export interface StripeLoopback {
  /** `TROVA_STRIPE_API_URL` for the server under test. */
  url: string;
  calls: RecordedCall[];
  state: StripeLoopbackState;
  /** The calls that change something (POST and DELETE), which Stripe keys. */
  writes(): RecordedCall[];
  close(): Promise<void>;
}

/** Stripe's form encoding (`items[0][price]=…`) as nested objects; numeric keys become arrays. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const path = name.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next !== 'object' || next === null) node[part] = {};
      node = node[part] as Record<string, unknown>;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value).map(([key, inner]) => [key, arrays(inner)] as const);
    const numeric = entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key));
    return numeric ? entries.map(([, inner]) => inner) : Object.fromEntries(entries);
  };
  return arrays(root) as Record<string, unknown>;
}

/**
 * A loopback HTTP server standing in for Stripe's API in tests: it records every call (method,
 * path, `Idempotency-Key`, parameters), keeps just enough state to answer like Stripe, and, like
 * Stripe, answers a repeated key with the first answer and refuses a key reused for another call.
 */
export async function startStripeLoopback(): Promise<StripeLoopback> {
  const calls: RecordedCall[] = [];
  const state = new StripeLoopbackState();
  const remembered = new Map<string, { signature: string; answer: LoopbackAnswer }>();
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://loopback');
      const method = request.method ?? 'GET';
      const params = parseStripeForm(method === 'GET' ? url.searchParams.toString() : body);
      const header = request.headers['idempotency-key'];
      const idempotencyKey = Array.isArray(header) ? header[0] : header;
      calls.push({ method, path: url.pathname, idempotencyKey, params });
      const signature = JSON.stringify([method, url.pathname, params]);
      const before =
        method === 'POST' && idempotencyKey ? remembered.get(idempotencyKey) : undefined;
      let answer: LoopbackAnswer;
      if (before && before.signature !== signature) {
        answer = {
          status: 400,
          body: {
            error: {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          },
        };
      } else {
        answer = before?.answer ?? state.handle(method, url.pathname, params);
        if (method === 'POST' && idempotencyKey && !before && answer.status < 500) {
          remembered.set(idempotencyKey, { signature, answer });
        }
      }
      response.writeHead(answer.status, {
        'content-type': 'application/json',
        ...answer.headers,
      });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    state,
    writes: () => calls.filter((call) => call.method !== 'GET'),
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
