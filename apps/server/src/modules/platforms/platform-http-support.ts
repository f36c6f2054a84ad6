import type { IncomingMessage } from 'node:http';
import { PlatformError } from './platform-error';

// What `PlatformHttp` (platform-http.ts) needs around an exchange: addresses, errors named for the
// owner, bodies read under a cap, and `Retry-After`. Tested through platform-http.test.ts.

/** An API address Trova may call: http(s), no credentials in it. */
export function parseUrl(raw: string | URL): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PlatformError('platform-unreachable', 'the store address is not a valid URL');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw new PlatformError('platform-unreachable', 'the store address must be http(s)');
  }
  return url;
}

/** The SSRF guard's refusal, named for the owner. */
export function forbidden(platform: string): PlatformError {
  return new PlatformError(
    'platform-address-forbidden',
    `the ${platform} store address points to a private or local network`,
  );
}

/** A store that did not answer usefully; retryable. */
export function unreachable(platform: string, what: string): PlatformError {
  return new PlatformError('platform-unreachable', `the ${platform} store ${what}`);
}

/** Socket errors raised before a byte of the call left: retrying cannot repeat an effect. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);
const notSentErrors = new WeakSet<PlatformError>();

/** Whether the call failed before a byte of it left, so repeating it cannot repeat an effect. */
export function notSent(error: PlatformError): boolean {
  return notSentErrors.has(error);
}

/** A socket or stream error as the owner reads it (the cause's code kept in the message). */
export function toPlatformError(error: unknown, platform: string): PlatformError {
  if (error instanceof PlatformError) return error;
  if (error instanceof Error && error.name === 'AbortError') {
    return new PlatformError('platform-unreachable', 'the call was cancelled');
  }
  const code = (error as { code?: unknown }).code;
  const reason = typeof code === 'string' ? code : error instanceof Error ? error.message : '';
  const failure = unreachable(platform, `could not be reached (${reason})`);
  if (typeof code === 'string' && NOT_SENT_CODES.has(code)) notSentErrors.add(failure);
  return failure;
}

/** The origin a redirect points at, as the owner should type it. */
export function redirectOrigin(location: string, from: string | URL): string {
  try {
    return new URL(location, from).origin;
  } catch {
    return 'another address';
  }
}

/** A JSON answer, or `platform-answer-invalid` for anything else (a maintenance page). */
export function parseJson<T>(text: string, platform: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new PlatformError('platform-answer-invalid', `${platform} answered something not JSON`);
  }
}

/** The whole body as text, refused past `maxBytes`. */
export async function readBody(incoming: IncomingMessage, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxBytes) {
      incoming.destroy();
      throw new PlatformError('platform-answer-invalid', `the answer is over ${maxBytes} bytes`);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `Retry-After` in milliseconds: delta seconds or an HTTP date; null when absent or unreadable.
 * @example retryAfterMs('2') // 2000
 */
export function retryAfterMs(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined || raw.trim() === '') return null;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(raw);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

/** Waits `ms`, or rejects as cancelled when `signal` aborts first. */
export function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new PlatformError('platform-unreachable', 'the call was cancelled'));
      },
      { once: true },
    );
  });
}
