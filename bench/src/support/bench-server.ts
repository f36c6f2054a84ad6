import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type ServerConfig } from '../../../apps/server/src/config/config.js';
import { startServer, type RunningServer } from '../../../apps/server/src/server.js';

export interface BenchServer {
  server: RunningServer;
  config: ServerConfig;
  dataDir: string;
  origin: string;
}

export interface BenchAccount {
  /** Session token, sent as `Authorization: Bearer`. */
  jwt: string;
  /** Customer API key, sent as `X-Api-Key`. */
  apiKey: string;
}

const EMAIL = 'bench@trova.local';
const PASSWORD = 'Bench1!password';

/** One API call on the bench server; throws with the status and body when it is not 2xx. */
export async function call<T>(origin: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${origin}/API${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** The activation link of the newest activation mail, as the file outbox records it. */
function activationLink(dataDir: string): URL {
  const outbox = join(dataDir, 'outbox');
  const record = readdirSync(outbox)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map(
      (name) =>
        JSON.parse(readFileSync(join(outbox, name), 'utf8')) as { kind: string; link: string },
    )
    .findLast((mail) => mail.kind === 'activation');
  if (!record) throw new Error('no activation mail in the outbox');
  return new URL(record.link);
}

/**
 * The bench servers' settings on `dataDir`: port 0 on loopback, logs silent, no demo shop, no
 * storefront rate limit; `env` on top.
 */
export function benchEnvironment(
  dataDir: string,
  env: Record<string, string> = {},
): Record<string, string> {
  return {
    TROVA_DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    TROVA_DEMO: 'off',
    TROVA_CONSOLE_DIR: join(dataDir, 'no-console'),
    TROVA_RATE_LIMIT_SEARCH_PER_IP: '0',
    ...env,
  };
}

/**
 * The real server in-process on a fresh temp data dir and port 0, logs silent, no demo shop, and
 * no storefront rate limit: a load run sends tens of thousands of searches from one address.
 * `env` adds settings (e.g. `TROVA_ALLOW_PRIVATE_FEEDS`) on top of those.
 */
export async function startBenchServer(
  prefix: string,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const config = loadConfig(benchEnvironment(dataDir, env));
  const server = await startServer(config);
  const address = server.server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, config, dataDir, origin: `http://127.0.0.1:${port}` };
}

/**
 * Signup → activation (link read from the file outbox) → login, through the real calls. Benches
 * that need several accounts on one server give each its own `email`.
 */
export async function createAccount(
  bench: Pick<BenchServer, 'origin' | 'dataDir'>,
  email: string = EMAIL,
): Promise<BenchAccount> {
  const { origin, dataDir } = bench;
  await call(origin, '/customers', {
    method: 'POST',
    body: JSON.stringify({ email, password: PASSWORD, language_iso: 'it' }),
  });
  const link = activationLink(dataDir);
  await call(origin, `/customers/${link.searchParams.get('id') ?? ''}/activation`, {
    method: 'POST',
    body: JSON.stringify({ key: link.searchParams.get('key') }),
  });
  const session = await call<{ jwt: string; api_key: string }>(origin, '/session', {
    method: 'POST',
    body: JSON.stringify({ username: email, password: PASSWORD }),
  });
  return { jwt: session.jwt, apiKey: session.api_key };
}

/** `results_count` of the public search with no query, or undefined when it does not answer 200. */
export async function catalogueCount(origin: string, shopKey: string): Promise<number | undefined> {
  const response = await fetch(`${origin}/API/shops/${shopKey}/search?limit=0`);
  if (!response.ok) {
    await response.body?.cancel();
    return undefined;
  }
  return ((await response.json()) as { results_count: number }).results_count;
}
