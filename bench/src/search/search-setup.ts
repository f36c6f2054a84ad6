import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CatalogueProductInput } from '@trova/contracts';
import { loadConfig } from '../../../apps/server/src/config/config.js';
import { startServer, type RunningServer } from '../../../apps/server/src/server.js';

export interface BenchShop {
  server: RunningServer;
  dataDir: string;
  origin: string;
  shopKey: string;
}

const EMAIL = 'bench@trova.local';
const PASSWORD = 'Bench1!password';
const BATCH = 1000;

async function call<T>(origin: string, path: string, init: RequestInit): Promise<T> {
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
 * The real server on a fresh data dir and port 0, with one shop whose catalogue arrived through the
 * real calls: signup → activation (from the outbox) → login → push API with the API key.
 */
export async function startBenchShop(
  products: readonly CatalogueProductInput[],
): Promise<BenchShop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'trova-search-bench-'));
  const config = loadConfig({
    TROVA_DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    TROVA_DEMO: 'off',
    TROVA_CONSOLE_DIR: join(dataDir, 'no-console'),
  });
  const server = await startServer(config);
  const address = server.server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const origin = `http://127.0.0.1:${port}`;

  await call(origin, '/customers', {
    method: 'POST',
    body: JSON.stringify({ email: EMAIL, password: PASSWORD, language_iso: 'it' }),
  });
  const link = activationLink(dataDir);
  await call(origin, `/customers/${link.searchParams.get('id') ?? ''}/activation`, {
    method: 'POST',
    body: JSON.stringify({ key: link.searchParams.get('key') }),
  });
  const session = await call<{ api_key: string }>(origin, '/session', {
    method: 'POST',
    body: JSON.stringify({ username: EMAIL, password: PASSWORD }),
  });
  const apiKey = { 'x-api-key': session.api_key };
  const shop = await call<{ id: string; key: string }>(origin, '/integrations/custom', {
    method: 'POST',
    headers: apiKey,
    body: JSON.stringify({ shopUrl: 'https://shop.example', languageIso: 'it' }),
  });
  for (let start = 0; start < products.length; start += BATCH) {
    await call(origin, `/integrations/custom/${shop.id}/products`, {
      method: 'POST',
      headers: apiKey,
      body: JSON.stringify({ upserts: products.slice(start, start + BATCH) }),
    });
  }
  return { server, dataDir, origin, shopKey: shop.key };
}

/** Polls the public search until the whole catalogue answers (the index is built after the pushes). */
export async function waitForIndex(
  shop: BenchShop,
  products: number,
  timeoutMs = 300_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${shop.origin}/API/shops/${shop.shopKey}/search?limit=0`);
    if (response.ok) {
      const body = (await response.json()) as { results_count: number };
      if (body.results_count === products) return;
    } else {
      await response.body?.cancel();
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`index of ${products} products not ready in ${timeoutMs} ms`);
}
