import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { FeedError } from './feed-errors';

export interface PinnedAddress {
  address: string;
  family: number;
}

/** Aborts the current hop or body; set by the caller's deadline. */
export interface HopControl {
  fail: (error: FeedError) => void;
}

/**
 * One HTTP exchange connected to an address already checked by the caller. The custom `lookup`
 * hands the socket exactly that address, so a second DNS answer (rebinding) is never consulted.
 */
export function requestPinned(
  url: URL,
  pinned: PinnedAddress,
  method: 'GET' | 'HEAD',
  idleTimeoutMs: number,
  control: HopControl,
): Promise<IncomingMessage> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method,
      lookup,
      agent: false,
      headers: { 'accept-encoding': 'gzip', 'user-agent': 'TrovaFeedFetcher/1.0', accept: '*/*' },
    });
    let response: IncomingMessage | undefined;
    control.fail = (error) => {
      if (response) response.destroy(error);
      request.destroy(error);
      reject(error);
    };
    // The socket timeout counts idle time, both before the headers and between body chunks.
    request.setTimeout(idleTimeoutMs, () =>
      control.fail(
        new FeedError('feed-timeout', `the feed server sent nothing for ${idleTimeoutMs} ms`),
      ),
    );
    request.on('error', (error) => reject(toFeedError(error)));
    request.on('response', (res) => {
      response = res;
      resolve(res);
    });
    request.end();
  });
}

export function toFeedError(error: unknown): FeedError {
  if (error instanceof FeedError) return error;
  const code = (error as { code?: unknown }).code;
  const detail = typeof code === 'string' ? code : String(error);
  return new FeedError('feed-unreachable', `the feed server cannot be reached (${detail})`);
}
