import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEFAULT_LEARNING_SETTINGS,
  defaultSetup,
  type CatalogueProductInput,
  type SearchResponse,
  type Setup,
  type ShopperEvent,
} from '@trova/contracts';
import { buildApp, type App } from '../../../apps/server/src/app.js';
import { loadConfig } from '../../../apps/server/src/config/config.js';
import { openDatabase, type DatabaseHandle } from '../../../apps/server/src/db/database.js';
import { migrateToLatest } from '../../../apps/server/src/db/migrate.js';
import { createAccount, PASSWORD, type TestAccount } from '../../../apps/server/test/accounts.js';
import { pushBatch, registerCustomShop } from '../../../apps/server/test/custom-shops.js';
import { benchEnvironment } from '../support/bench-server.js';

/** A clock the bench sets: the simulated days pass in a few seconds. */
export interface BenchClock {
  (): number;
  set(ms: number): void;
}

export function benchClock(start: number): BenchClock {
  let now = start;
  const clock = (): number => now;
  clock.set = (ms: number): void => {
    now = ms;
  };
  return clock;
}

/** Who sends a call: the address the server sees and the browser's agent. */
export interface Caller {
  ip: string;
  userAgent: string;
}

export interface LearningServer {
  app: App;
  database: DatabaseHandle;
  clock: BenchClock;
  shopId: string;
  shopKey: string;
  owner: TestAccount;
  close(): Promise<void>;
}

const PUSH_BATCH = 1000;

/**
 * The real app in-process on a fresh SQLite file and data dir, with the bench's clock injected:
 * every call goes through the app's routes (Fastify `inject`: the full request path without a
 * socket), so searches are logged with their queryIDs and events checked, flagged and stored as
 * a storefront's would be. One push-API shop, owner signed up through the real calls, published.
 * Billing off (no plan limits over the simulated months); the periodic rollup is left to the
 * bench, which rolls up after each simulated day.
 */
export async function startLearningServer(
  products: readonly CatalogueProductInput[],
  clock: BenchClock,
): Promise<LearningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'trova-learning-bench-'));
  const config = loadConfig(benchEnvironment(dataDir, { TROVA_BILLING: 'off' }));
  const database = openDatabase(config.database);
  await migrateToLatest(database.db);
  const app = await buildApp({
    config,
    database,
    now: clock,
    indexDebounceMs: 0,
    indexOptimizeDelayMs: 0,
    analyticsRollupMs: 24 * 3_600_000,
  });
  const owner = await createAccount(app.server, dataDir, 'learning-bench@trova.local', 'it');
  const shop = await registerCustomShop(app.server, owner);
  // A setup saved before the first push: switching learning later changes nothing else.
  await saveLearning(app, owner, shop.id, true);
  for (let start = 0; start < products.length; start += PUSH_BATCH) {
    const answer = await pushBatch(app.server, owner.apiKey, shop.id, {
      upserts: products.slice(start, start + PUSH_BATCH),
    });
    if (answer.statusCode !== 200) throw new Error(`push failed: ${answer.body}`);
  }
  await app.services.indexing.idle();
  return {
    app,
    database,
    clock,
    shopId: shop.id,
    shopKey: shop.key,
    owner,
    close: async () => {
      await app.server.close();
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SearchCall {
  q: string;
  limit: number;
  offset?: number;
  userToken?: string;
  device?: 'desktop' | 'mobile';
}

/** One storefront search through the public search route; its products' ids and the queryID. */
export async function storefrontSearch(
  server: LearningServer,
  call: SearchCall,
  caller: Caller,
): Promise<{ ids: string[]; queryID: string | undefined; total: number }> {
  const params = new URLSearchParams({
    q: call.q,
    limit: String(call.limit),
    offset: String(call.offset ?? 0),
  });
  if (call.userToken) params.set('userToken', call.userToken);
  if (call.device) params.set('device', call.device);
  const answer = await server.app.server.inject({
    method: 'GET',
    url: `/API/shops/${server.shopKey}/search?${params.toString()}`,
    headers: { 'user-agent': caller.userAgent },
    remoteAddress: caller.ip,
  });
  if (answer.statusCode !== 200) throw new Error(`search failed: ${answer.body}`);
  const body = answer.json<SearchResponse>();
  return {
    ids: body.results.map((hit) => hit.header.externalId),
    queryID: body.queryID,
    total: body.results_count,
  };
}

/** Every product the engine matches for `q` (up to `cap`), in its order, 100 a page. */
export async function fullRanking(
  server: LearningServer,
  q: string,
  caller: Caller,
  cap = 1000,
): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; offset < cap; offset += 100) {
    const page = await storefrontSearch(server, { q, limit: 100, offset }, caller);
    ids.push(...page.ids);
    if (ids.length >= page.total || page.ids.length === 0) break;
  }
  return ids.slice(0, cap);
}

/** Sends a storefront's events batch; answers how many the server accepted. */
export async function sendEvents(
  server: LearningServer,
  events: readonly ShopperEvent[],
  caller: Caller,
): Promise<number> {
  if (events.length === 0) return 0;
  const answer = await server.app.server.inject({
    method: 'POST',
    url: `/API/events?key=${encodeURIComponent(server.shopKey)}`,
    headers: { 'user-agent': caller.userAgent },
    remoteAddress: caller.ip,
    payload: { events },
  });
  if (answer.statusCode !== 200) throw new Error(`events failed: ${answer.body}`);
  return answer.json<{ accepted: number }>().accepted;
}

/** Signs the owner in again: the session expires as the simulated weeks pass. */
async function ownerHeaders(app: App, owner: TestAccount): Promise<{ authorization: string }> {
  const login = await app.server.inject({
    method: 'POST',
    url: '/API/session',
    payload: { username: owner.email, password: PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { authorization: `Bearer ${login.json<{ jwt: string }>().jwt}` };
}

/**
 * Saves the shop's setup with learned ranking on or off (the setup's switch, default strength
 * and placement), through the save bar as an owner would, and waits for the index to follow.
 */
async function saveLearning(
  app: App,
  owner: TestAccount,
  shopId: string,
  enabled: boolean,
): Promise<void> {
  const headers = await ownerHeaders(app, owner);
  const shops = await app.server.inject({ method: 'GET', url: '/API/shops', headers });
  const shop = shops
    .json<Array<{ id: string; setup: Setup | null }>>()
    .find((each) => each.id === shopId);
  if (!shop) throw new Error('the bench shop is not listed');
  const setup = shop.setup ?? defaultSetup();
  const learning = { ...DEFAULT_LEARNING_SETTINGS, ...setup.config.learning, enabled };
  const saved = await app.server.inject({
    method: 'PUT',
    url: `/API/shops/${shopId}/conf`,
    headers,
    payload: { setup: { ...setup, config: { ...setup.config, learning } } },
  });
  if (saved.statusCode !== 200) throw new Error(`setup save failed: ${saved.body}`);
  await app.services.indexing.idle();
}

/** Turns learned ranking on or off in the shop's setup; nothing else of the setup changes. */
export function setLearning(server: LearningServer, enabled: boolean): Promise<void> {
  return saveLearning(server.app, server.owner, server.shopId, enabled);
}

/** Writes the buffered events and rolls up every dirty day, as the minute's rollup would. */
export async function rollUp(server: LearningServer): Promise<void> {
  await server.app.services.eventWriter.flush();
  await server.app.services.analyticsRollups.runDirty();
}

/**
 * Removes the stored events of these user tokens: the comparison that measures what an attack
 * moved rebuilds from the same log minus the attackers' events.
 */
export async function dropEventsOf(
  server: LearningServer,
  userTokens: readonly string[],
): Promise<number> {
  await server.app.services.eventWriter.flush();
  let dropped = 0;
  for (let start = 0; start < userTokens.length; start += 200) {
    const result = await server.database.db
      .deleteFrom('events')
      .where('shop_id', '=', server.shopId)
      .where('user_token', 'in', userTokens.slice(start, start + 200))
      .executeTakeFirst();
    dropped += Number(result.numDeletedRows);
  }
  return dropped;
}

/**
 * The server's own `learning.rebuild` after the rollup, forced as tests and the admin force it
 * (the rollup's trigger rebuilds a shop at most once an hour of real time). Answers the queries
 * learned.
 */
export async function rebuildOnServer(server: LearningServer): Promise<number> {
  await rollUp(server);
  const outcome = await server.app.services.learning.rebuild(server.shopId, true);
  await server.app.services.indexing.idle();
  return outcome.stored ? outcome.queries : 0;
}
