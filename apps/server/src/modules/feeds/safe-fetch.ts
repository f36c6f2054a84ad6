import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import {
  FEED_FETCH_TIMEOUT_SECONDS,
  FEED_IDLE_TIMEOUT_SECONDS,
  FEED_MAX_BYTES,
  FEED_MAX_REDIRECTS,
  FEED_MIN_BYTES_PER_SECOND,
  FEED_RATE_GRACE_SECONDS,
  FEED_RATE_WINDOW_SECONDS,
} from '@trova/contracts';
import { isPublicAddress } from './address-policy';
import { FeedError } from './feed-errors';
import {
  checkStatus,
  type FeedResponse,
  type HopControl,
  type PinnedAddress,
  requestPinned,
  toFeedError,
  toFeedResponse,
} from './feed-request';

export type { FeedResponse } from './feed-request';

export interface SafeFetchOptions {
  /** Allow private, loopback and link-local targets (`TROVA_ALLOW_PRIVATE_FEEDS=true`). */
  allowPrivate?: boolean;
  /** Allows one specific non-public target besides the public ones (e.g. a known intranet host). */
  allowTarget?: (target: { url: URL; address: string }) => boolean;
  /** Resolves a host name to every address; default `dns.lookup({ all: true })`. */
  lookup?: (hostname: string) => Promise<PinnedAddress[]>;
  /** Cap on the bytes received (before gunzip); default 512 MiB. */
  maxBytes?: number;
  /**
   * Deadline for the whole exchange including the body; default 15 minutes. Passed before the
   * answer it is `feed-timeout`; passed while the body arrives it is `feed-too-slow`.
   */
  timeoutMs?: number;
  /** Longest silence from the server; default 30 s. */
  idleTimeoutMs?: number;
  /** The slowest the body may arrive, averaged over `rateWindowMs`; default 32 KiB/s, 0 = off. */
  minBytesPerSecond?: number;
  /** Time after the answer before the rate is measured; default 60 s. */
  rateGraceMs?: number;
  /** The span each rate measurement averages over; default 60 s. */
  rateWindowMs?: number;
  /** Redirects followed, each checked again; default 5. */
  maxRedirects?: number;
  method?: 'GET' | 'HEAD';
}

/** The limits of docs/product/catalogue.md#feed-formats-and-limits, in the units fetching uses. */
export const FETCH_DEFAULTS = {
  maxBytes: FEED_MAX_BYTES,
  timeoutMs: FEED_FETCH_TIMEOUT_SECONDS * 1000,
  idleTimeoutMs: FEED_IDLE_TIMEOUT_SECONDS * 1000,
  maxRedirects: FEED_MAX_REDIRECTS,
  minBytesPerSecond: FEED_MIN_BYTES_PER_SECOND,
  rateGraceMs: FEED_RATE_GRACE_SECONDS * 1000,
  rateWindowMs: FEED_RATE_WINDOW_SECONDS * 1000,
} as const;

/**
 * Fetches a feed URL without letting it reach the server's own network: only http(s), every
 * resolved address of every hop must be public (unless allowed), and the socket connects to the
 * address that was checked. Non-2xx answers throw: 404/410 `feed-not-found`, others `feed-unreachable`.
 *
 * @example
 * const response = await safeFetch(feedUrl, { allowPrivate: config.allowPrivateFeeds });
 * const feed = parseFeed(response.body);
 */
export async function safeFetch(
  url: string,
  options: SafeFetchOptions = {},
): Promise<FeedResponse> {
  const settings = { ...FETCH_DEFAULTS, ...options };
  let expire: (error: FeedError) => void = () => undefined;
  // Rejects when the overall timer fires between hops (a slow DNS answer); hops replace control.fail.
  const deadline = new Promise<never>((_resolve, reject) => (expire = reject));
  deadline.catch(() => undefined);
  const control: HopControl = { fail: expire };
  const timer = setTimeout(
    () =>
      control.fail(
        control.downloading
          ? new FeedError(
              'feed-too-slow',
              `the feed took longer than ${settings.timeoutMs} ms to download`,
            )
          : new FeedError('feed-timeout', `the feed took longer than ${settings.timeoutMs} ms`),
      ),
    settings.timeoutMs,
  );
  try {
    let target = parseFeedUrl(url);
    for (let hop = 0; ; hop++) {
      control.fail = expire;
      const pinned = await Promise.race([resolveTarget(target, options), deadline]);
      const response = await requestPinned(
        target,
        pinned,
        options.method ?? 'GET',
        settings.idleTimeoutMs,
        control,
      );
      const location = response.headers.location;
      if (
        response.statusCode &&
        response.statusCode >= 300 &&
        response.statusCode < 400 &&
        location
      ) {
        response.destroy();
        if (hop >= settings.maxRedirects) {
          throw new FeedError('feed-unreachable', `more than ${settings.maxRedirects} redirects`);
        }
        target = parseFeedUrl(new URL(location, target).href);
        continue;
      }
      checkStatus(response);
      const rateFloor = {
        minBytesPerSecond: settings.minBytesPerSecond,
        graceMs: settings.rateGraceMs,
        windowMs: settings.rateWindowMs,
      };
      return toFeedResponse(
        target,
        response,
        { maxBytes: settings.maxBytes, rateFloor },
        control,
        timer,
      );
    }
  } catch (error) {
    clearTimeout(timer);
    throw toFeedError(error);
  }
}

/**
 * A feed URL the fetcher accepts: absolute http(s) without credentials.
 *
 * @example
 * parseFeedUrl('https://shop.example/feed.xml'); // URL
 * parseFeedUrl('file:///etc/passwd'); // throws FeedError feed-url-invalid
 */
export function parseFeedUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new FeedError('feed-url-invalid', 'the feed URL is not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FeedError('feed-url-invalid', 'the feed URL must use http or https');
  }
  if (url.username || url.password) {
    throw new FeedError('feed-url-invalid', 'the feed URL must not contain credentials');
  }
  return url;
}

/**
 * Resolves a hop and checks every address, so that a name answering both a public and a private
 * address cannot win a race. Returns the address to pin.
 */
export async function resolveTarget(url: URL, options: SafeFetchOptions): Promise<PinnedAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: PinnedAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await (options.lookup ?? defaultLookup)(host);
    } catch (error) {
      throw new FeedError(
        'feed-unreachable',
        `the feed host does not resolve (${toFeedError(error).message})`,
      );
    }
  }
  const first = addresses[0];
  if (!first) throw new FeedError('feed-unreachable', 'the feed host has no address');
  if (!options.allowPrivate) {
    for (const { address } of addresses) {
      if (!isPublicAddress(address) && !options.allowTarget?.({ url, address })) {
        throw new FeedError(
          'feed-url-forbidden',
          'the feed URL points to a private or local address',
        );
      }
    }
  }
  return first;
}

function defaultLookup(hostname: string): Promise<PinnedAddress[]> {
  return dnsLookup(hostname, { all: true, verbatim: true });
}
