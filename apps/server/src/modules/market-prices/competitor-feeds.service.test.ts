import { COMPETITOR_FEED_INTERVAL_SECONDS, MAX_COMPETITOR_FEEDS } from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { seedShops } from '../../../test/market-prices';
import { ShopsRepository } from '../shops/index';
import { CompetitorFeedsRepository } from './competitor-feeds.repository';
import { CompetitorFeedsService } from './competitor-feeds.service';

const anna = { userId: 'u-anna', customerId: 'c-anna', sessionId: 'x' };
const marco = { userId: 'u-marco', customerId: 'c-marco', sessionId: 'x' };
const NOW_SECONDS = 1_800_000_000;
const RIVAL = 'https://rival.example/feed.xml';

describe('CompetitorFeedsService', () => {
  let database: TestDatabase;
  let queued: { name: string; payload: unknown }[];
  let feeds: CompetitorFeedsService;

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    await seedShops(database.db);
    queued = [];
    feeds = new CompetitorFeedsService({
      shops: new ShopsRepository(database.db),
      feeds: new CompetitorFeedsRepository(database.db),
      queue: {
        enqueue: (name, payload) => {
          // The queue answers the job's id.
          return Promise.resolve(`job-${queued.push({ name, payload })}`);
        },
      },
      now: () => NOW_SECONDS * 1000,
    });
  });
  afterEach(() => database.dispose());

  it("answers another customer's shop as missing for every call, changing nothing", async () => {
    const { id } = await feeds.add(anna, 's-anna', { url: RIVAL });
    queued = [];
    const notFound = { code: 'shop-not-found' };
    await expect(feeds.list(marco, 's-anna')).rejects.toMatchObject(notFound);
    await expect(
      feeds.add(marco, 's-anna', { url: 'https://x.example/f.xml' }),
    ).rejects.toMatchObject(notFound);
    await expect(feeds.refresh(marco, 's-anna', id)).rejects.toMatchObject(notFound);
    await expect(feeds.remove(marco, 's-anna', id)).rejects.toMatchObject(notFound);
    await expect(feeds.list(undefined, 's-anna')).rejects.toMatchObject({ code: 'missing-token' });
    expect((await feeds.list(anna, 's-anna')).feeds).toHaveLength(1);
    expect(queued).toEqual([]);
  });

  it('adds a feed, fetched at once and then a day later', async () => {
    const added = await feeds.add(anna, 's-anna', { url: RIVAL });
    expect(added).toMatchObject({
      url: RIVAL,
      website: 'rival.example',
      addedAt: NOW_SECONDS,
      lastFetchedAt: null,
      lastStatus: null,
      productCount: 0,
      matchedCount: 0,
    });
    expect(queued).toEqual([{ name: 'market-prices.fetch-feed', payload: { feedId: added.id } }]);
    const [row] = await new CompetitorFeedsRepository(database.db).listByShop('s-anna');
    expect(row?.next_fetch_at).toBe(NOW_SECONDS + COMPETITOR_FEED_INTERVAL_SECONDS);
    expect(await feeds.list(anna, 's-anna')).toEqual({ feeds: [added] });
    expect(await feeds.list(marco, 's-marco')).toEqual({ feeds: [] });
  });

  it('refuses an address that is not http(s), the same feed twice, and more than the cap', async () => {
    await expect(feeds.add(anna, 's-anna', { url: 'file:///etc/passwd' })).rejects.toMatchObject({
      code: 'feed-url-invalid',
    });
    await feeds.add(anna, 's-anna', { url: RIVAL });
    await expect(feeds.add(anna, 's-anna', { url: RIVAL })).rejects.toMatchObject({
      code: 'competitor-feed-exists',
    });
    for (let i = 1; i < MAX_COMPETITOR_FEEDS; i += 1) {
      await feeds.add(anna, 's-anna', { url: `https://rival${i}.example/feed.xml` });
    }
    await expect(
      feeds.add(anna, 's-anna', { url: 'https://one-too-many.example/feed.xml' }),
    ).rejects.toMatchObject({ code: 'competitor-feed-limit' });
    expect((await feeds.list(anna, 's-anna')).feeds).toHaveLength(MAX_COMPETITOR_FEEDS);
    expect(queued).toHaveLength(MAX_COMPETITOR_FEEDS);
    // The cap is per shop: another shop still adds.
    await feeds.add(marco, 's-marco', { url: RIVAL });
  });

  it("refreshes and removes only the shop's own feeds", async () => {
    const own = await feeds.add(anna, 's-anna', { url: RIVAL });
    const other = await feeds.add(marco, 's-marco', { url: RIVAL });
    queued = [];
    expect(await feeds.refresh(anna, 's-anna', own.id)).toEqual({ status: 'OK' });
    expect(queued).toEqual([{ name: 'market-prices.fetch-feed', payload: { feedId: own.id } }]);
    const missing = { code: 'competitor-feed-not-found' };
    await expect(feeds.refresh(anna, 's-anna', other.id)).rejects.toMatchObject(missing);
    await expect(feeds.remove(anna, 's-anna', other.id)).rejects.toMatchObject(missing);
    expect(await feeds.remove(anna, 's-anna', own.id)).toEqual({ status: 'OK' });
    await expect(feeds.remove(anna, 's-anna', own.id)).rejects.toMatchObject(missing);
    expect((await feeds.list(marco, 's-marco')).feeds.map((feed) => feed.id)).toEqual([other.id]);
  });
});
