import { Readable } from 'node:stream';
import { FEED_LIMITS, type FeedLimitName } from '@trova/contracts';

const item = (id: string, inside = ''): string =>
  `<item><g:id>${id}</g:id><g:title>Hostile ${id}</g:title><g:price>1.00 EUR</g:price>${inside}</item>`;

/** A good item, then the hostile one: a refused feed must not apply even the good item. */
const feed = (hostile: string): string =>
  `<?xml version="1.0"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>${item('GOOD-1')}${hostile}</channel></rss>\n`;

/**
 * One RSS feed per parser limit, each just over it (issue 32, finding 1): the 120 KB feed whose
 * 40,000 nested tags once froze the server, an item with one element too many, an element with one
 * attribute too many, and an item one character too long.
 */
export const HOSTILE_FEEDS = {
  maxDepth: feed(item('DEEP', '<a>'.repeat(40_000))),
  maxItemElements: feed(item('WIDE', '<x/>'.repeat(FEED_LIMITS.maxItemElements))),
  maxAttributes: feed(
    item(
      'ATTRS',
      `<x ${Array.from({ length: FEED_LIMITS.maxAttributes + 1 }, (_, i) => `a${i}="1"`).join(' ')}/>`,
    ),
  ),
  maxItemChars: feed(
    item('LONG', `<g:description>${'x'.repeat(FEED_LIMITS.maxItemChars)}</g:description>`),
  ),
} satisfies Partial<Record<FeedLimitName, string>>;

export const HOSTILE_FEED_LIMITS = Object.keys(HOSTILE_FEEDS) as (keyof typeof HOSTILE_FEEDS)[];

/** A text feed whose second row is one character over the item limit. */
export const HOSTILE_TSV = `id\ttitle\tprice\nGOOD-1\tGood\t1.00 EUR\nLONG\t${'x'.repeat(FEED_LIMITS.maxItemChars)}\t1.00 EUR\n`;

/** Bytes in pieces of 64 KiB, as a socket hands them over. */
export function feedPieces(text: string): Readable {
  const bytes = Buffer.from(text);
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += 65_536) pieces.push(bytes.subarray(at, at + 65_536));
  return Readable.from(pieces);
}
