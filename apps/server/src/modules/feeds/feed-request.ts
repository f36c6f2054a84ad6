import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { pipeline, type Readable, Transform } from 'node:stream';
import { FeedError } from './feed-errors';
import { RateFloor, type RateFloorSettings } from './rate-floor';

export interface PinnedAddress {
  address: string;
  family: number;
}

/** Aborts the current hop or body; set by the caller's deadline. */
export interface HopControl {
  fail: (error: FeedError) => void;
  /** Set once the body is being read: the overall deadline then means the feed is too slow. */
  downloading?: boolean;
}

/** What a body may be: its size as sent, and the slowest it may arrive. */
export interface BodyLimits {
  maxBytes: number;
  rateFloor: RateFloorSettings;
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

export interface FeedResponse {
  /** The URL after redirects. */
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  /** ISO 8601 from the Last-Modified header: the feed is a fixed file. */
  lastModified?: string;
  /** The body, capped in size and time; it fails with a {@link FeedError}. */
  body: Readable;
}

export function checkStatus(response: IncomingMessage): void {
  const status = response.statusCode ?? 0;
  if (status >= 200 && status < 300) return;
  response.destroy();
  if (status === 404 || status === 410) {
    throw new FeedError('feed-not-found', `the feed server answered ${status}`, status);
  }
  throw new FeedError('feed-unreachable', `the feed server answered ${status}`, status);
}

export function toFeedResponse(
  url: URL,
  response: IncomingMessage,
  limits: BodyLimits,
  control: HopControl,
  timer: NodeJS.Timeout,
): FeedResponse {
  const { maxBytes } = limits;
  const tooLarge = () =>
    new FeedError('feed-too-large', `the feed is larger than ${maxBytes} bytes`);
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  let received = 0;
  const body = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.byteLength;
      floor.received(chunk.byteLength);
      done(received > maxBytes ? tooLarge() : null, chunk);
    },
  });
  const floor = new RateFloor(limits.rateFloor, body, (error) => body.destroy(error));
  const settle = (): void => {
    clearTimeout(timer);
    floor.stop();
  };
  pipeline(response, body, settle);
  body.on('close', settle);
  control.fail = (error) => body.destroy(error);
  control.downloading = true;
  floor.start();
  const modified = response.headers['last-modified'];
  const lastModified = modified ? new Date(modified) : undefined;
  return {
    url: url.href,
    status: response.statusCode ?? 200,
    headers: response.headers,
    ...(lastModified && !Number.isNaN(lastModified.getTime())
      ? { lastModified: lastModified.toISOString() }
      : {}),
    body,
  };
}
