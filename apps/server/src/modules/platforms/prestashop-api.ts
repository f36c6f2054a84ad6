import { PlatformError } from './platform-error';
import type { PlatformHttp, PlatformResponse } from './platform-http';
import { storeBase, toNumber } from './prestashop-values';
import type { PsErrors } from './prestashop.types';

/** Query parameters as the webservice spells them (`filter[active]`, `limit`, `price[x][use_tax]`). */
export type PsParams = Record<string, string>;

/**
 * Webservice error codes that mean "this key may not do that" rather than "this key is wrong":
 * 21 the key has no permission at all, 25 the method is not allowed on the resource, 26 the
 * resource is not allowed. PrestaShop answers them with 401 or 405, like a wrong key.
 */
const PERMISSION_CODES = new Set([21, 25, 26]);
/** 22: the webservice is switched off in the back office. */
const DISABLED_CODE = 22;

/**
 * The PrestaShop webservice (`{store}/api/…`) for one key: JSON answers (`output_format=JSON`) and
 * the key sent as the HTTP Basic user with an empty password, as PrestaShop's docs advise; the
 * `ws_key` query parameter they also describe would put the key in access logs, so Trova never
 * uses it.
 *
 * @example
 * const api = new PrestaShopApi('https://negozio.example', key, http);
 * const products = await api.list<PsProduct>('products', { display: 'full', limit: '0,100' });
 */
export class PrestaShopApi {
  private readonly base: string;
  private readonly authorization: string;

  constructor(
    storeUrl: string,
    key: string,
    private readonly http: PlatformHttp,
  ) {
    this.base = `${storeBase(storeUrl)}/api/`;
    this.authorization = `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
  }

  /**
   * A list resource's items; the webservice answers `[]` instead of `{ "products": [] }` when
   * empty. Any other shape (`{}`, a non-empty bare array, rows that are not records) throws
   * `platform-answer-invalid`: read as "no items" it would end a full import early.
   */
  async list<T>(resource: string, params: PsParams, signal?: AbortSignal): Promise<T[]> {
    const response = await this.get(resource, { ...params, output_format: 'JSON' }, signal);
    const body = response.json<unknown>();
    if (Array.isArray(body) && body.length === 0) return [];
    const items = isRecord(body) ? body[resource] : undefined;
    if (!Array.isArray(items) || !items.every(isRecord)) {
      throw new PlatformError('platform-answer-invalid', `PrestaShop answered no ${resource} list`);
    }
    return items as T[];
  }

  /** `GET /api/`: the resources this key may use, in the webservice's XML (it names the shop). */
  async root(signal?: AbortSignal): Promise<string> {
    return (await this.get('', {}, signal)).text;
  }

  private async get(resource: string, params: PsParams, signal?: AbortSignal) {
    const url = new URL(resource, this.base);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const response = await this.http.request({
      url,
      headers: { authorization: this.authorization },
      accept: [401, 405, 503],
      signal,
    });
    if (response.status === 401 || response.status === 405 || response.status === 503) {
      throw refusal(response, resource);
    }
    return response;
  }
}

function refusal(response: PlatformResponse, resource: string): PlatformError {
  const codes = errorCodes(response.text);
  if (response.status === 503) {
    return codes.includes(DISABLED_CODE)
      ? new PlatformError('platform-api-not-found', 'the PrestaShop webservice is switched off')
      : new PlatformError('platform-unreachable', 'PrestaShop answered 503');
  }
  if (response.status === 405 || codes.some((code) => PERMISSION_CODES.has(code))) {
    const what = resource === '' ? 'the webservice' : resource;
    return new PlatformError(
      'platform-permission-missing',
      `the PrestaShop key may not read ${what}`,
    );
  }
  return new PlatformError('platform-credentials-invalid', 'PrestaShop refused the webservice key');
}

/** Codes of a JSON (or XML) error answer; empty when the body says none. */
function errorCodes(text: string): number[] {
  try {
    const body = JSON.parse(text) as PsErrors;
    return (body.errors ?? []).map((error) => toNumber(error.code) ?? 0);
  } catch {
    return [...text.matchAll(/<code><!\[CDATA\[(\d+)\]\]><\/code>/g)].map((match) =>
      Number(match[1]),
    );
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
