import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { checkFeed, FeedError, safeFetch, type SafeFetchOptions } from '../feeds';

/** How feeds are reached: `allowPrivate` from TROVA_ALLOW_PRIVATE_FEEDS, plus caps for tests. */
export interface FeedAccess {
  allowPrivate: boolean;
  fetch?: Omit<SafeFetchOptions, 'allowPrivate' | 'method'>;
}

export interface OpenedFeed {
  body: Readable;
  /** ISO 8601; set when the feed is a fixed file. */
  lastModified: string | null;
}

/**
 * The server-generated demo feed is read from disk only when the shop's feed URL is exactly the
 * `file://` URL of its recorded internal file: `file://` never comes from the API, so a user who
 * edits the URL cannot make the server read another file.
 */
function internalPath(feedUrl: string, internalFile: string | null): string | undefined {
  return internalFile && pathToFileURL(internalFile).href === feedUrl ? internalFile : undefined;
}

/**
 * Opens a shop's feed: over http(s) through `safeFetch`, or the demo shop's own file.
 * @example const { body, lastModified } = await openFeed(url, null, { allowPrivate: false });
 */
export async function openFeed(
  feedUrl: string,
  internalFile: string | null,
  access: FeedAccess,
): Promise<OpenedFeed> {
  const file = internalPath(feedUrl, internalFile);
  if (file) {
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (!stat) throw new FeedError('feed-not-found', `${file} does not exist`);
    return { body: fs.createReadStream(file), lastModified: stat.mtime.toISOString() };
  }
  const response = await safeFetch(feedUrl, { ...access.fetch, allowPrivate: access.allowPrivate });
  return { body: response.body, lastModified: response.lastModified ?? null };
}

/** The feed's Last-Modified now (undefined when unreadable or not a fixed file). */
export async function currentLastModified(
  feedUrl: string,
  internalFile: string | null,
  access: FeedAccess,
): Promise<string | undefined> {
  const file = internalPath(feedUrl, internalFile);
  if (file) return (await fs.promises.stat(file).catch(() => undefined))?.mtime.toISOString();
  return (await checkFeed(feedUrl, { ...access.fetch, allowPrivate: access.allowPrivate }))
    .lastModified;
}
