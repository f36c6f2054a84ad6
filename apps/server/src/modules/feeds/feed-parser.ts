import type { CatalogueProduct, FeedLimits } from '@trova/contracts';
import { feedLimits } from './feed-limit.error';
import { capBytes, decode, gunzip, isGzip, peek, xmlEncoding } from './feed-source';
import { FeedStatsCollector, type FeedParseStats } from './feed-stats';
import { parseTsvFeed } from './tsv-feed.parser';
import { parseXmlFeed } from './xml-feed.parser';

export interface ParseFeedOptions {
  /** Cap on the unpacked size in bytes (after gunzip); default 4 GiB, Merchant Center's own file limit. */
  maxDecodedBytes?: number;
  /** Narrower bounds than the contracts' `FEED_LIMITS` (tests). */
  limits?: Partial<FeedLimits>;
}

/** A feed being parsed: iterate it once for the products; `stats` is final when iteration ends. */
export interface FeedParse extends AsyncIterable<CatalogueProduct> {
  readonly stats: FeedParseStats;
}

export const DEFAULT_MAX_DECODED_BYTES = 4 * 1024 ** 3;
const SNIFF_BYTES = 512;

/**
 * Parses a Merchant Center feed (RSS 2.0, Atom or TSV, optionally gzipped) as a stream in constant
 * memory. Bad items are counted in `stats` and skipped; a broken document ends the iteration with
 * `stats.error` (`feed-malformed`) after the good items before the break. Defects it can repair
 * (bare `&`, undeclared HTML entities, control characters) become `stats.warnings` and reading
 * goes on. Transport failures of the source (a {@link FeedError} from `safeFetch`),
 * `feed-too-large` and a crossed bound (`feed-limit-exceeded`, a {@link FeedLimitError}) are
 * thrown. This runs on the calling thread: the server parses through {@link FeedParserPool}.
 *
 * @example
 * const feed = parseFeed(response.body);
 * for await (const product of feed) await upsert(product);
 * if (feed.stats.error) notifyBadFeed(feed.stats);
 */
export function parseFeed(
  source: AsyncIterable<Uint8Array>,
  options: ParseFeedOptions = {},
): FeedParse {
  const collector = new FeedStatsCollector();
  const maxBytes = options.maxDecodedBytes ?? DEFAULT_MAX_DECODED_BYTES;
  const limits = feedLimits(options.limits);
  return {
    stats: collector.stats,
    [Symbol.asyncIterator]: () => run(source, collector, maxBytes, limits),
  };
}

async function* run(
  source: AsyncIterable<Uint8Array>,
  collector: FeedStatsCollector,
  maxBytes: number,
  limits: FeedLimits,
): AsyncGenerator<CatalogueProduct> {
  const packed = await peek(source, 2);
  collector.stats.gzip = isGzip(packed.head);
  const bytes = capBytes(collector.stats.gzip ? gunzip(packed.rest) : packed.rest, maxBytes);
  const { head, rest } = await peek(bytes, SNIFF_BYTES);
  const start = head
    .toString('latin1')
    .replace(/^(\uFEFF|ï»¿|þÿ|ÿþ)/, '')
    .trimStart();
  if (start.startsWith('<')) {
    yield* parseXmlFeed(decode(rest, xmlEncoding(head)), collector, limits);
  } else if (/^[^\n]*\t/.test(start)) {
    yield* parseTsvFeed(decode(rest, 'utf-8'), collector, limits);
  } else {
    collector.malformed(
      start ? 'not a product feed (neither XML nor tab-separated)' : 'the feed is empty',
    );
    // Entering and leaving the stream releases the source behind it.
    for await (const _chunk of rest) break;
  }
}
