import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { CatalogueProduct } from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedPieces, HOSTILE_FEED_LIMITS, HOSTILE_FEEDS } from '../../../test/hostile-feeds';
import { rssFeed } from '../../../test/feed-server';
import { FeedError } from './feed-errors';
import { FeedLimitError } from './feed-limit.error';
import { type FeedParse, parseFeed } from './feed-parser';
import { FeedParserPool } from './feed-parser.pool';

const fixture = (name: string): Buffer =>
  readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)));

const once = (bytes: Uint8Array): Readable => Readable.from([bytes]);

async function drain(feed: FeedParse): Promise<CatalogueProduct[]> {
  const products: CatalogueProduct[] = [];
  for await (const product of feed) products.push(product);
  return products;
}

async function refusal(feed: FeedParse): Promise<unknown> {
  return drain(feed).then(
    () => undefined,
    (error: unknown) => error,
  );
}

// A worker's first start loads the parser through tsx: seconds on a busy two-core machine.
describe('FeedParserPool', { timeout: 60_000 }, () => {
  const pool = new FeedParserPool();
  beforeAll(() => pool.warm());
  afterAll(() => pool.close());

  it.each([
    ['products.rss.xml', fixture('products.rss.xml')],
    ['recoverable.tsv', fixture('recoverable.tsv')],
    ['truncated.rss.xml', fixture('truncated.rss.xml')],
    ['products.atom.xml gzipped', gzipSync(fixture('products.atom.xml'))],
  ])('parses %s in a worker exactly as on the calling thread', async (_name, bytes) => {
    const here = parseFeed(once(bytes));
    const there = pool.parse(once(bytes));
    expect(await drain(there)).toEqual(await drain(here));
    expect(there.stats).toEqual(here.stats);
    expect(there.stats.items).toBeGreaterThan(0);
  });

  it('refuses the 40,000-deep item with maxDepth while the event loop goes on', async () => {
    // 30,000 good items first, in one piece: the worker is busy for a while before the refusal.
    const text = rssFeed(30_000).replace('</channel>', `${'<a>'.repeat(40_000)}</channel>`);
    const order: string[] = [];
    const parsed = refusal(pool.parse(once(Buffer.from(text)))).then((error) => {
      order.push('parse ended');
      return error;
    });
    // On the calling thread the parse held the loop, and this ran only after it.
    setImmediate(() => order.push('event loop turned'));
    const error = await parsed;
    expect(error).toBeInstanceOf(FeedLimitError);
    expect(error).toMatchObject({ code: 'feed-limit-exceeded', limit: 'maxDepth' });
    expect(order).toEqual(['event loop turned', 'parse ended']);
  });

  it('refuses the hostile feeds in a worker, naming each limit', async () => {
    for (const limit of HOSTILE_FEED_LIMITS) {
      const error = await refusal(pool.parse(feedPieces(HOSTILE_FEEDS[limit])));
      expect(error).toMatchObject({ code: 'feed-limit-exceeded', limit });
    }
  });

  it('stops a worker past its parse time and refuses the feed with parseTimeMs', async () => {
    const hurried = new FeedParserPool({ parseTimeMs: 1 });
    const error = await refusal(hurried.parse(once(Buffer.from(rssFeed(30_000)))));
    await hurried.close();
    expect(error).toMatchObject({ code: 'feed-limit-exceeded', limit: 'parseTimeMs' });
    // The pool lives on: the next feed gets a working worker.
    expect(await drain(pool.parse(once(fixture('products.rss.xml'))))).toHaveLength(3);
  });

  it('refuses the feed with parseMemoryMb when the worker runs out of heap', async () => {
    // Too small a heap even to load the parser: the worker dies as it would mid-feed.
    const starved = new FeedParserPool({ parseMemoryMb: 4 });
    const error = await refusal(starved.parse(once(fixture('products.rss.xml'))));
    await starved.close();
    expect(error).toMatchObject({ code: 'feed-limit-exceeded', limit: 'parseMemoryMb' });
  });

  it("passes the source's own failure through with its code", async () => {
    function* timingOut(): Generator<Buffer> {
      yield Buffer.from('<?xml version="1.0"?><rss><channel>');
      throw new FeedError('feed-timeout', 'the feed server went silent');
    }
    const error = await refusal(pool.parse(Readable.from(timingOut())));
    expect(error).toBeInstanceOf(FeedError);
    expect(error).toMatchObject({ code: 'feed-timeout' });
  });
});
