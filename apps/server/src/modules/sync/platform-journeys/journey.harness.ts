import type { PlatformCredentialsInput, Shop } from '@trova/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createAccount, type TestAccount } from '../../../../test/accounts';
import { publishShop } from '../../../../test/custom-shops';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { allowTargets } from '../../../config/platform-test-targets';
import { JobsRepository } from '../../jobs/index';
import { createPlatformClient, type PlatformClientOptions } from '../../platforms/index';

/**
 * Test support for the platform journeys (issue 36's acceptance, one file per platform): a fully
 * wired app whose platform clients are the real ones (`createPlatformClient`), reaching the
 * platform's loopback fake only through the configured test-only SSRF allowance
 * (`TROVA_PLATFORM_TEST_TARGETS`). Only the clients' sleep is replaced, by a recorder, so a
 * throttled call's back-off is asserted without waiting for it.
 */
export interface Journey {
  app: TestApp;
  owner: TestAccount;
  /** Every wait the platform clients asked for, in ms (Retry-After honoured, or back-off). */
  sleeps: number[];
  /** An API call as the owner (`/API` prefixed). */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** Connects through `POST integrations/platforms`, publishes the shop, waits for the import. */
  connect(
    shopUrl: string,
    credentials: PlatformCredentialsInput,
  ): Promise<{ id: string; key: string }>;
  /** The ids the public search answers for `q` (all products for ''). */
  search(key: string, q?: string): Promise<string[]>;
  /** The owner's shops. */
  shops(): Promise<Shop[]>;
  /** The codes of the owner's notifications about the shop (those of one second in no fixed order). */
  notifications(shopId: string): Promise<string[]>;
  /** How many jobs of this name were queued for the shop (e.g. `platform.changes`). */
  jobCount(shopId: string, name: string): Promise<number>;
  /** The shops linked to a platform store (`shop_platforms`), any owner. */
  linkedShops(): Promise<string[]>;
  /** Waits until no job is queued or running. */
  idle(): Promise<void>;
  /** The daily reconciliation, now: a full import whose sweep drops what the store no longer shows. */
  reconcile(shopId: string): Promise<void>;
  /**
   * One round of the platform poller once the polls are due: the app's clock moves past the
   * poll interval (5 minutes; or `skipMs`, e.g. a day for the reconciliation), then the poller
   * queues and the runner runs what is due.
   */
  poll(skipMs?: number): Promise<void>;
  /** Makes the app listen, so a fake can deliver webhooks to it; returns its origin. */
  listen(): Promise<string>;
  dispose(): Promise<void>;
}

export interface JourneyOptions {
  /** The fakes' loopback ports the allowance opens. */
  ports: readonly number[];
  env?: NodeJS.ProcessEnv;
  /** Extra client options (e.g. a test API origin). */
  client?: Omit<PlatformClientOptions, 'allowTarget' | 'http'>;
}

/** Builds the app, an activated owner account, and the helpers above. */
export async function startJourney(options: JourneyOptions): Promise<Journey> {
  const sleeps: number[] = [];
  // Real time plus what `poll` skipped ahead: the fakes stamp changes with real time.
  let skipped = 0;
  const now = (): number => Date.now() + skipped;
  const targets = options.ports.map((port) => `127.0.0.1:${port}`).join(',');
  const app = await createTestApp(
    {
      TROVA_ALLOW_PRIVATE_FEEDS: 'true',
      TROVA_PLATFORM_TEST_TARGETS: targets,
      ...options.env,
    },
    {
      now,
      indexDebounceMs: 0,
      sync: {
        runner: { backoffMs: [0, 0], pollMs: 20 },
        platformClient: (link) =>
          createPlatformClient(link, {
            ...options.client,
            // Shopify's test origin, as the app's configuration accepted it (a test target only).
            shopifyApiOrigin: app.config.shopifyApiOrigin,
            // Shopify's bulk export is polled every few ms, not every 2 s.
            shopifyBulkPollMs: 5,
            // The same allowance the app builds from its configuration: nothing else is reachable.
            allowTarget: allowTargets(app.config.platformTestTargets),
            http: {
              sleep: (ms) => {
                sleeps.push(ms);
                return Promise.resolve();
              },
            },
          }),
      },
    },
  );
  const owner = await createAccount(app.server, app.config.dataDir, 'titolare@montagna.it');
  const call: Journey['call'] = (method, url, payload) =>
    app.server.inject({
      method,
      url: `/API${url}`,
      headers: owner.headers,
      ...(payload ? { payload } : {}),
    });
  const idle = (): Promise<void> => app.services.jobs.idle();
  return {
    app,
    owner,
    sleeps,
    call,
    idle,
    async connect(shopUrl, credentials) {
      const answer = await call('POST', '/integrations/platforms', {
        shopUrl,
        languageIso: 'it',
        credentials,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const shop = answer.json<{ id: string; key: string }>();
      await publishShop(app.server, owner, shop.id);
      await idle();
      return shop;
    },
    async search(key, q = '') {
      const ids: string[] = [];
      for (let offset = 0; ; offset += 100) {
        const answer = await app.server.inject({
          method: 'GET',
          url: `/API/shops/${key}/search?q=${encodeURIComponent(q)}&limit=100&offset=${offset}`,
        });
        expect(answer.statusCode, answer.body).toBe(200);
        const page = answer.json<{ results: { header: { externalId: string } }[] }>().results;
        ids.push(...page.map((result) => result.header.externalId));
        if (page.length < 100) return ids.sort(byNumber);
      }
    },
    async reconcile(shopId) {
      await app.services.jobQueue.enqueue('shop.sync', { shopId });
      await idle();
    },
    async notifications(shopId) {
      const answer = await call('GET', '/notifications?from=1&size=50');
      return answer
        .json<{ code: string; payload: { shopId?: string } }[]>()
        .filter((notice) => notice.payload.shopId === shopId)
        .map((notice) => notice.code)
        .reverse();
    },
    async jobCount(shopId, name) {
      const jobs = await new JobsRepository(app.database.db, app.database.dialect).listByShop(
        shopId,
      );
      return jobs.filter((job) => job.name === name).length;
    },
    async linkedShops() {
      const rows = await app.database.db.selectFrom('shop_platforms').select('shop_id').execute();
      return rows.map((row) => row.shop_id);
    },
    async poll(skipMs = POLL_INTERVAL_MS + 1000) {
      skipped += skipMs;
      await app.services.platformPoller.tick();
      await idle();
    },
    async shops() {
      return (await call('GET', '/shops')).json<Shop[]>();
    },
    async listen() {
      // `localhost`, as the app names itself in webhook addresses without PUBLIC_URL.
      await app.server.listen({ port: 0, host: 'localhost' });
      const address = app.server.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      return `http://localhost:${port}`;
    },
    dispose: () => app.dispose(),
  };
}

/** How often stores without webhooks are polled (docs/product/catalogue.md, "Platforms"). */
const POLL_INTERVAL_MS = 5 * 60_000;

/** A day and a minute: every poll and reconciliation of a linked shop is due after it. */
export const PAST_A_DAY_MS = (24 * 60 + 1) * 60_000;

/** Sorts ids numerically when they are numbers ("9" before "10"). */
export function byNumber(a: string, b: string): number {
  return Number(a) - Number(b) || a.localeCompare(b);
}

/** The error code of a refused API answer. */
export function codeOf(answer: LightMyRequestResponse): [number, string | undefined] {
  return [answer.statusCode, answer.json<{ code?: string }>().code];
}
