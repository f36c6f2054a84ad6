import { publicConfigSchema, type PublicConfig } from '@trova/contracts';
import { ApiRequestError, CLIENT_ERROR_CODES } from './api-error';

export const PUBLIC_CONFIG_PATH = '/config.json';

/**
 * Fetches `/config.json` once per page load. A failed attempt is forgotten so the next call retries
 * instead of caching the failure for the whole session.
 */
export function createPublicConfigLoader(
  fetchFn: typeof fetch = (...args) => fetch(...args),
): () => Promise<PublicConfig> {
  let pending: Promise<PublicConfig> | undefined;
  const load = async (): Promise<PublicConfig> => {
    let response: Response;
    try {
      response = await fetchFn(PUBLIC_CONFIG_PATH, { headers: { Accept: 'application/json' } });
    } catch (cause) {
      throw new ApiRequestError(CLIENT_ERROR_CODES.network, String(cause), 0);
    }
    if (!response.ok) {
      throw new ApiRequestError(
        CLIENT_ERROR_CODES.http,
        `${PUBLIC_CONFIG_PATH} answered ${response.status}`,
        response.status,
      );
    }
    const parsed = publicConfigSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) {
      throw new ApiRequestError(
        CLIENT_ERROR_CODES.invalidResponse,
        `${PUBLIC_CONFIG_PATH} is not a valid configuration`,
        response.status,
        parsed.error.issues,
      );
    }
    return parsed.data;
  };
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

export const loadPublicConfig = createPublicConfigLoader();
