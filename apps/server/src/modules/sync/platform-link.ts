import type { ShopPlatformRow } from '../connectors/index';
import {
  isPlatformError,
  parseLinkCredentials,
  pollIntervalSeconds,
  type LinkedClient,
  type PlatformLink,
} from '../platforms/index';
import { JobFailure } from '../jobs/index';

/** Builds the client of a stored link (credentials read back from their JSON). */
export type LinkClients = (link: ShopPlatformRow, languageIso: string) => LinkedClient;

/**
 * The clients of stored links, built by `clientOf` (`createPlatformClient` with the SSRF guard on,
 * or a test's fake).
 * @example const client = linkClients(clientOf)(link, shop.language_iso);
 */
export function linkClients(clientOf: (link: PlatformLink) => LinkedClient): LinkClients {
  return (link, languageIso) =>
    clientOf({ credentials: parseLinkCredentials(link.credentials), languageIso });
}

/** How often the link is polled: more often when its store has no webhooks of Trova's. */
export function pollIntervalOf(link: ShopPlatformRow): number | null {
  return pollIntervalSeconds(link.platform, webhookIdsOf(link).length > 0);
}

/** The webhook ids a link stored; a malformed value counts as none. */
export function webhookIdsOf(link: ShopPlatformRow): string[] {
  try {
    const ids = JSON.parse(link.webhook_ids) as unknown;
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * A platform job's failure: a `PlatformError` keeps its code and says itself whether a retry may
 * help (a rate limit, an outage); anything else is an internal error, retried.
 */
export function platformFailure(error: unknown): JobFailure {
  if (error instanceof JobFailure) return error;
  // An unreadable answer is retried too: it is most often a passing maintenance or error page,
  // and a failure that is not retried pauses the shop's polls until the next import.
  if (isPlatformError(error)) {
    const retryable = error.retryable || error.code === 'platform-answer-invalid';
    return new JobFailure(error.code, error.message, retryable);
  }
  return new JobFailure('internal-error', String(error), true);
}

export const DAY_SECONDS = 24 * 3600;
