import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/dialects';
import { rssFeed, startFeedServer, type FeedServer } from '../../../test/feed-server';
import {
  createNodesDatabase,
  nodeCall,
  signUpOnNode,
  startServerNode,
  type NodesDatabase,
  type ServerNode,
} from '../../../test/server-nodes';

/** Products of the feed whose first sync is cut short, and of the shop searched meanwhile. */
const FEED_PRODUCTS = 2_000;
const SEARCHED_PRODUCTS = 200;
/** Leases short enough that the survivor takes the job back within seconds. */
const LEASE_SECONDS = '3';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(
  what: string,
  read: () => Promise<T | undefined>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** `results_count` of a shop's public search, or undefined when it does not answer 200. */
async function searchCount(
  node: ServerNode,
  shopKey: string,
  query = '',
): Promise<number | undefined> {
  const response = await fetch(
    `${node.origin}/API/shops/${shopKey}/search?limit=0${query ? `&q=${query}` : ''}`,
  ).catch(() => undefined);
  if (!response?.ok) return undefined;
  return ((await response.json()) as { results_count: number }).results_count;
}

interface SyncJobRow {
  status: string;
  attempt: number;
  locked_by: string | null;
}

/**
 * Two nodes on one PostgreSQL database (docs/architecture.md#processes-and-nodes): one is killed
 * with SIGKILL while it runs a feed sync and the other is under search load. Needs PostgreSQL:
 * SQLite is one process by design.
 */
describe.runIf(testDialects().includes('postgres'))(
  'a node killed during a sync (PostgreSQL)',
  () => {
    let database: NodesDatabase;
    let feeds: FeedServer;
    const nodes: ServerNode[] = [];
    let env: Record<string, string>;
    let searched: { id: string; key: string };
    let synced: { id: string; key: string };
    let owner: { jwt: string; apiKey: string };
    let victim: ServerNode;
    let survivor: ServerNode;
    let firstHolder = '';
    const load = { ok: 0, failed: 0, running: true, done: Promise.resolve() };

    beforeAll(async () => {
      database = await createNodesDatabase(process.env.TROVA_TEST_POSTGRES_URL ?? '');
      // The feed takes about 8 s to arrive, so the sync is surely running when the kill comes.
      feeds = await startFeedServer({
        '/feed.xml': { body: rssFeed(FEED_PRODUCTS, 'divano'), trickleMs: 8_000 },
      });
      env = {
        DATABASE_URL: database.url,
        TROVA_JOB_LEASE_SECONDS: LEASE_SECONDS,
        TROVA_ALLOW_PRIVATE_FEEDS: 'true',
        TROVA_RATE_LIMIT_SEARCH_PER_IP: '0',
      };
      const first = await startServerNode(env);
      nodes.push(first);
      owner = await signUpOnNode(first, 'failover@shop.test');
      const apiKey = { 'x-api-key': owner.apiKey };
      searched = await nodeCall(first.origin, '/integrations/custom', {
        method: 'POST',
        headers: apiKey,
        body: JSON.stringify({ shopUrl: 'https://searched.example', languageIso: 'it' }),
      });
      const upserts = Array.from({ length: SEARCHED_PRODUCTS }, (_, i) => ({
        id: `S-${i}`,
        title: `Poltrona ${i}`,
        link: `https://searched.example/p/${i}`,
        price: { amount: 100 + i, currency: 'EUR' },
      }));
      await nodeCall(first.origin, `/integrations/custom/${searched.id}/products`, {
        method: 'POST',
        headers: apiKey,
        body: JSON.stringify({ upserts }),
      });
      await nodeCall(first.origin, `/shops/${searched.id}/activation`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.jwt}` },
        body: '{}',
      });
      // The second node joins once the searched shop exists: it loads it from the database.
      nodes.push(await startServerNode(env));
      for (const node of nodes) {
        await until('the searched shop on every node', async () =>
          (await searchCount(node, searched.key)) === SEARCHED_PRODUCTS ? true : undefined,
        );
      }
    }, 120_000);

    afterAll(async () => {
      load.running = false;
      await load.done;
      await Promise.all(nodes.map((node) => node.stop()));
      await feeds?.close();
      await database?.drop();
    }, 60_000);

    it('kills the node that runs the sync, while the other answers searches throughout', async () => {
      const [first] = nodes;
      if (!first) throw new Error('no node');
      synced = await nodeCall(first.origin, '/integrations/google-shopping', {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.jwt}` },
        body: JSON.stringify({
          shopUrl: 'https://synced.example',
          languageIso: 'it',
          feedUrl: feeds.url('/feed.xml'),
        }),
      });
      const running = await until('the sync to run', async () => {
        const [job] = await database.query<SyncJobRow>(
          `select status, attempt, locked_by from jobs where shop_id = $1 and name = 'shop.sync'`,
          [synced.id],
        );
        return job?.status === 'running' ? job : undefined;
      });
      firstHolder = running.locked_by ?? '';
      const holder = nodes.find((node) => firstHolder.split(':')[1] === String(node.pid));
      const other = nodes.find((node) => node !== holder);
      if (!holder || !other) throw new Error(`no node holds the sync (${firstHolder})`);
      victim = holder;
      survivor = other;

      load.done = (async () => {
        while (load.running) {
          const count = await searchCount(survivor, searched.key, 'poltrona');
          if (count === SEARCHED_PRODUCTS) load.ok += 1;
          else load.failed += 1;
        }
      })();
      await sleep(500);
      await victim.kill();
      nodes.splice(nodes.indexOf(victim), 1);
      await sleep(2_000);
      expect(load.ok).toBeGreaterThan(0);
      expect(load.failed).toBe(0);
    }, 60_000);

    it('runs the sync once more, on the survivor, with every product once', async () => {
      const done = await until(
        'the sync to finish again',
        async () => {
          const [job] = await database.query<SyncJobRow>(
            `select status, attempt, locked_by from jobs where shop_id = $1 and name = 'shop.sync'`,
            [synced.id],
          );
          return job && job.status !== 'running' && job.status !== 'queued' ? job : undefined;
        },
        90_000,
      );
      expect(done.status).toBe('succeeded');
      expect(done.attempt).toBe(2);
      expect(done.locked_by?.split(':')[1]).toBe(String(survivor.pid));
      const jobs = await database.query<{ n: string }>(
        `select count(*) as n from jobs where shop_id = $1 and name = 'shop.sync'`,
        [synced.id],
      );
      expect(Number(jobs[0]?.n)).toBe(1);
      const [products] = await database.query<{ n: string; ids: string }>(
        `select count(*) as n, count(distinct product_id) as ids from products where shop_id = $1`,
        [synced.id],
      );
      expect(Number(products?.n)).toBe(FEED_PRODUCTS);
      expect(Number(products?.ids)).toBe(FEED_PRODUCTS);

      load.running = false;
      await load.done;
      expect(load.failed).toBe(0);
    }, 120_000);

    it('has the survivor search the synced shop, and a restarted node catches up', async () => {
      await nodeCall(survivor.origin, `/shops/${synced.id}/activation`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.jwt}` },
        body: '{}',
      });
      await until('the synced shop on the survivor', async () =>
        (await searchCount(survivor, synced.key, 'divano')) === FEED_PRODUCTS ? true : undefined,
      );
      const restarted = await startServerNode(env, victim.dataDir);
      nodes.push(restarted);
      // Ready means every shop is loaded and followed: both answer in full from then on.
      await until('the restarted node to be ready', async () => {
        const response = await fetch(`${restarted.origin}/readyz`).catch(() => undefined);
        return response?.status === 200 ? true : undefined;
      });
      expect(await searchCount(restarted, synced.key, 'divano')).toBe(FEED_PRODUCTS);
      expect(await searchCount(restarted, searched.key, 'poltrona')).toBe(SEARCHED_PRODUCTS);
    }, 120_000);
  },
);
