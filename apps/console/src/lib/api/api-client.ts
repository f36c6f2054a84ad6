import { API_KEY_HEADER, API_PREFIX, type ApiCall, type PublicConfig } from '@trova/contracts';
import { toApiRequest, type CallArgs, type CallResult } from './api-call';
import { ApiRequestError, CLIENT_ERROR_CODES, toApiRequestError } from './api-error';
import { loadPublicConfig } from './public-config';
import { clearSession, readSession } from './session-store';

/** Structural so any zod schema fits without the console depending on zod directly. */
export interface ResponseParser<T> {
  parse(data: unknown): T;
}

export type QueryValue = string | number | boolean | undefined;

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below the API prefix, e.g. `users/me`. */
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Validates the success body; without it the call answers `unknown` data as `T`. */
  schema?: ResponseParser<T>;
  /** `GET shops` is the one call sent without the API key (docs/product/shell.md#calls). */
  withApiKey?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  loadConfig: () => Promise<PublicConfig>;
  storage: () => Storage;
}

/** The message the server uses for an expired session (docs/product/access.md#session). */
const EXPIRED_TOKEN_MESSAGE = 'Expired token';

export function buildApiUrl(
  baseurl: string,
  path: string,
  query: Record<string, QueryValue> = {},
): string {
  const url = new URL(`${baseurl.replace(/\/+$/, '')}${API_PREFIX}/${path.replace(/^\/+/, '')}`);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

export function createApiClient(deps: ApiClientDeps) {
  async function request<T>(req: ApiRequest<T>): Promise<T> {
    const { baseurl } = await deps.loadConfig();
    const storage = deps.storage();
    const { token, apiKey } = readSession(storage);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (req.body !== undefined) headers['Content-Type'] = 'application/json';
    if (apiKey && req.withApiKey !== false) headers[API_KEY_HEADER] = apiKey;
    if (token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await deps.fetch(buildApiUrl(baseurl, req.path, req.query), {
        method: req.method ?? 'GET',
        headers,
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        signal: req.signal,
      });
    } catch (cause) {
      if (req.signal?.aborted) throw cause;
      throw new ApiRequestError(CLIENT_ERROR_CODES.network, String(cause), 0);
    }

    const text = await response.text();
    let body: unknown = undefined;
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }

    const apiError = toApiRequestError(body, response.status);
    if (apiError) {
      if (apiError.message === EXPIRED_TOKEN_MESSAGE) clearSession(storage);
      throw apiError;
    }
    if (!response.ok) {
      throw new ApiRequestError(
        CLIENT_ERROR_CODES.http,
        `${req.method ?? 'GET'} ${req.path} answered ${response.status}`,
        response.status,
        body,
      );
    }
    if (!req.schema) return body as T;
    try {
      return req.schema.parse(body);
    } catch (cause) {
      throw new ApiRequestError(
        CLIENT_ERROR_CODES.invalidResponse,
        `${req.method ?? 'GET'} ${req.path} answered an unexpected body`,
        response.status,
        cause,
      );
    }
  }

  /** Sends a contract call; the answer is validated with the contract's response schema. */
  function call<C extends ApiCall>(contract: C, ...rest: OptionalArgs<C>): Promise<CallResult<C>> {
    const args = (rest[0] ?? {}) as CallArgs<C>;
    return request(toApiRequest(contract, args));
  }

  return { request, call };
}

/** Calls without params, query or body may omit the argument object. */
type OptionalArgs<C extends ApiCall> =
  object extends CallArgs<C> ? [args?: CallArgs<C>] : [args: CallArgs<C>];

export type ApiClient = ReturnType<typeof createApiClient>;

export const apiClient: ApiClient = createApiClient({
  fetch: (...args) => fetch(...args),
  loadConfig: loadPublicConfig,
  storage: () => window.localStorage,
});
