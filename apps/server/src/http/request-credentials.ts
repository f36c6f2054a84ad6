import { API_KEY_HEADER } from '@trova/contracts';
import type { FastifyRequest } from 'fastify';

export interface RequestCredentials {
  apiKey: string | undefined;
  sessionToken: string | undefined;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

function single(value: string | string[] | undefined): string | undefined {
  // A repeated header is ambiguous; treating it as absent avoids picking the wrong credential.
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * The two credentials every console call may carry (docs/product/shell.md#calls): the customer's
 * API key in `X-Api-Key` and the session token in `Authorization: Bearer <token>`. Services decide
 * what each call requires; this only reads them.
 *
 * @example
 * const { apiKey, sessionToken } = readCredentials(request);
 */
export function readCredentials(request: Pick<FastifyRequest, 'headers'>): RequestCredentials {
  const authorization = single(request.headers.authorization);
  return {
    apiKey: single(request.headers[API_KEY_HEADER.toLowerCase()]),
    sessionToken: authorization ? BEARER.exec(authorization)?.[1] : undefined,
  };
}
