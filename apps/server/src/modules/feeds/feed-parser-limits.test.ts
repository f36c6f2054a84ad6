import { FEED_LIMITS } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import {
  feedPieces,
  HOSTILE_FEED_LIMITS,
  HOSTILE_FEEDS,
  HOSTILE_TSV,
} from '../../../test/hostile-feeds';
import { FeedLimitError } from './feed-limit.error';
import { parseFeed } from './feed-parser';

async function refusalOf(text: string): Promise<{ error: unknown; products: string[] }> {
  const products: string[] = [];
  try {
    for await (const product of parseFeed(feedPieces(text))) products.push(product.id);
  } catch (error) {
    return { error, products };
  }
  return { error: undefined, products };
}

describe('parseFeed bounds (docs/product/catalogue.md#feed-limits)', () => {
  it.each(HOSTILE_FEED_LIMITS)('refuses a feed over %s, naming the limit', async (limit) => {
    const { error } = await refusalOf(HOSTILE_FEEDS[limit]);
    expect(error).toBeInstanceOf(FeedLimitError);
    expect(error).toMatchObject({ code: 'feed-limit-exceeded', limit });
    expect((error as FeedLimitError).message).toContain(`(limit ${limit})`);
  });

  it('refuses 40,000 nested tags at the depth limit instead of walking them all', async () => {
    // Before the bound this item took the parser about 37 s: quadratic in the depth.
    const { error } = await refusalOf(HOSTILE_FEEDS.maxDepth);
    expect(error).toMatchObject({
      limit: 'maxDepth',
      detail: 'elements are nested deeper than 32',
    });
  });

  it('reads a feed exactly at each bound', async () => {
    // rss > channel > item hold 3 levels; the nested elements fill the rest of the depth.
    const levels = FEED_LIMITS.maxDepth - 3;
    const nested = '<a>'.repeat(levels) + '</a>'.repeat(levels);
    const attributes = Array.from({ length: FEED_LIMITS.maxAttributes }, (_, i) => `a${i}="1"`);
    // The item, g:id, g:title, the nested elements and <x>: the rest are <y/>.
    const fill = '<y/>'.repeat(FEED_LIMITS.maxItemElements - 4 - levels);
    const text = `<?xml version="1.0"?><rss xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>EDGE</g:id><g:title>Edge</g:title>${nested}<x ${attributes.join(' ')}/>${fill}</item></channel></rss>`;
    const { error, products } = await refusalOf(text);
    expect(error).toBeUndefined();
    expect(products).toEqual(['EDGE']);
  });

  it('refuses a text outside items over the item limit', async () => {
    const text = `<rss><channel><title>${'x'.repeat(FEED_LIMITS.maxItemChars + 1)}</title></channel></rss>`;
    const { error } = await refusalOf(text);
    expect(error).toMatchObject({
      limit: 'maxItemChars',
      detail: `a text outside items is longer than ${FEED_LIMITS.maxItemChars} characters`,
    });
  });

  it('refuses a text feed row over the item limit', async () => {
    const { error } = await refusalOf(HOSTILE_TSV);
    expect(error).toMatchObject({ code: 'feed-limit-exceeded', limit: 'maxItemChars' });
  });

  it('takes narrower limits from its caller', async () => {
    const text =
      '<rss><channel><item><g:id xmlns:g="http://base.google.com/ns/1.0">1</g:id></item></channel></rss>';
    const feed = parseFeed(feedPieces(text), { limits: { maxDepth: 3 } });
    await expect(
      (async () => {
        for await (const _product of feed) continue;
      })(),
    ).rejects.toMatchObject({ limit: 'maxDepth' });
  });
});
