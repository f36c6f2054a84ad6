import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The server's process entry, as `npm start` reaches it (apps/server/src/main.ts). */
const SERVER_MAIN = fileURLToPath(new URL('../../../apps/server/src/main.ts', import.meta.url));

/** A Trova node running in its own process tree (a primary and its workers when N > 1). */
export interface ClusterNode {
  origin: string;
  child: ChildProcess;
  /** SIGTERM (graceful shutdown), then SIGKILL if it has not exited within `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/** A free loopback port: the node must be told its port, since several processes share it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * One GET on a new connection (no keep-alive), so that successive calls reach the workers of a
 * node in turn, as the primary hands out connections; undefined when the node does not answer.
 * @example const { status, body } = (await getFresh('http://127.0.0.1:8080', '/healthz')) ?? {};
 */
export function getFresh(
  origin: string,
  path: string,
): Promise<{ status: number; body: string } | undefined> {
  return new Promise((resolve) => {
    const request = http.get(`${origin}${path}`, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', () => resolve(undefined));
    });
    request.on('error', () => resolve(undefined));
    request.setTimeout(10_000, () => request.destroy());
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the real server entry with `env` on top of the bench's settings (loopback, no demo, no
 * console, no storefront rate limit: the load comes from one address) and waits for `/healthz`.
 * @example const node = await startNode({ DATABASE_URL: url, TROVA_DATA_DIR: dir, TROVA_WORKERS: '2' });
 */
export async function startNode(
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<ClusterNode> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      TROVA_DEMO: 'off',
      TROVA_CONSOLE_DIR: '/nonexistent-console',
      TROVA_RATE_LIMIT_SEARCH_PER_IP: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async (graceMs = 15_000): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + timeoutMs;
  while ((await getFresh(origin, '/healthz'))?.status !== 200) {
    if (child.exitCode !== null) throw new Error(`the node exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the node on ${origin} did not answer /healthz in ${timeoutMs} ms`);
    }
    await sleep(200);
  }
  return { origin, child, stop };
}

/**
 * Waits until `checks` searches in a row, each on a new connection, count the whole catalogue:
 * with the connections handed out in turn, every worker has then loaded the shop's index.
 */
export async function waitForCatalogue(
  origin: string,
  shopKey: string,
  products: number,
  checks: number,
  timeoutMs = 300_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let inARow = 0;
  while (inARow < checks) {
    const answer = await getFresh(origin, `/API/shops/${shopKey}/search?limit=0`);
    const count =
      answer?.status === 200
        ? (JSON.parse(answer.body) as { results_count: number }).results_count
        : -1;
    inARow = count === products ? inARow + 1 : 0;
    if (inARow === 0) {
      if (Date.now() > deadline) throw new Error(`${products} products not searchable in time`);
      await sleep(250);
    }
  }
}
