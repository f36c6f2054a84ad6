import cors from '@fastify/cors';
import { API_PREFIX } from '@trova/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, errorCatalogue } from '../errors/error-catalogue';

/**
 * The storefront's native calls: search, the layer's configuration (docs/product/layer.md), the
 * recommendations (docs/product/visual-machine.md#recommendations-served). The shop key is in the
 * path.
 */
const NATIVE_SHOP_CALL = new RegExp(
  `^${API_PREFIX}/shops/([^/?]+)/(?:search|layer|recommend)(?:\\?|$)`,
);
/** The layer's events: the shop key is the `key` query parameter. */
const NATIVE_EVENTS = new RegExp(`^${API_PREFIX}/events(?:\\?|$)`);
/**
 * The Algolia-compatible calls, at the root (docs/product/algolia-protocol.md): the shop key is the
 * API key, sent as the `x-algolia-api-key` query parameter or header.
 */
const ALGOLIA_CALL =
  /^\/1\/(?:indexes\/[^/?]+\/(?:queries|query|recommendations)|indexes\/[^/?]+\/facets\/[^/?]+\/query|events)(?:\?|$)/;

const ALGOLIA_API_KEY = 'x-algolia-api-key';

/** Looks up a shop's allowed origins by its public key: O(1), from the live index. */
export type AllowedOriginsOf = (shopKey: string) => ReadonlySet<string> | undefined;

type Verdict =
  /** Not a storefront call: same-origin only, as every console call. */
  | 'closed'
  /** Any origin (the shop lists none, or the request names no shop or no origin). */
  | 'open'
  /** The shop lists origins and the request's is one of them (or the server's own). */
  | 'listed'
  /** The shop lists origins and the request comes from another: 403, no CORS header. */
  | 'refused';

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
}

/** Every string of a query or header value, trimmed, empty ones dropped. */
function strings(value: unknown): string[] {
  const all: unknown[] = Array.isArray(value) ? value : [value];
  return all.flatMap((item) =>
    typeof item === 'string' && item.trim() !== '' ? [item.trim()] : [],
  );
}

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * Every `x-algolia-api-key` the request carries: query parameters in any case, as the clients
 * send them, and the header. All of them, not the first: each route reads its key its own way
 * (an empty or spaced query value falls through to the header there), so a request naming a
 * locked shop anywhere is checked against that shop's list.
 */
function algoliaApiKeys(request: FastifyRequest): string[] {
  const keys: string[] = [];
  const query = request.query;
  if (query !== null && typeof query === 'object') {
    for (const [name, value] of Object.entries(query)) {
      if (name.toLowerCase() === ALGOLIA_API_KEY) keys.push(...strings(value));
    }
  }
  keys.push(...strings(request.headers[ALGOLIA_API_KEY]));
  return keys;
}

/**
 * Whether the URL is a storefront call, and the shop keys it names (none when none is given: the
 * call itself then refuses it). A preflight carries no credentials header, so an Algolia
 * preflight with its key in a header is answered open; the call that follows is checked.
 */
function storefrontShops(request: FastifyRequest): { storefront: boolean; shopKeys: string[] } {
  const url = request.url;
  const native = NATIVE_SHOP_CALL.exec(url);
  if (native?.[1] !== undefined) {
    const shopKey = decoded(native[1]);
    return { storefront: true, shopKeys: shopKey === undefined ? [] : [shopKey] };
  }
  if (NATIVE_EVENTS.test(url)) {
    const query = request.query;
    const shopKey =
      query !== null && typeof query === 'object'
        ? firstString((query as { key?: unknown }).key)
        : undefined;
    return { storefront: true, shopKeys: shopKey === undefined ? [] : [shopKey] };
  }
  if (ALGOLIA_CALL.test(url)) return { storefront: true, shopKeys: algoliaApiKeys(request) };
  return { storefront: false, shopKeys: [] };
}

/**
 * CORS on the storefront's calls (docs/product/algolia-protocol.md#cors-and-allowed-origins):
 * storefronts call them from their own domains, without cookies or credentials, so they are open to
 * every origin, unless the shop lists allowed origins in its setup. Then a browser request from
 * another origin is refused 403 `origin-not-allowed` without any CORS header, so a key copied from
 * a shop's page cannot serve another site's visitors. Requests without `Origin` (servers, the
 * shop's own same-origin pages in some browsers) are not browser cross-site calls and stay open;
 * the server's own origin (the console's preview) is always allowed. Every other call stays
 * same-origin (the console). The layer's static files set their own header (`layer-files.ts`).
 */
export async function registerStorefrontCors(
  server: FastifyInstance,
  {
    allowedOriginsOf,
    publicUrl,
  }: { allowedOriginsOf: AllowedOriginsOf; publicUrl?: string | undefined },
): Promise<void> {
  const publicOrigin = publicUrl === undefined ? undefined : new URL(publicUrl).origin;
  const verdicts = new WeakMap<FastifyRequest, Verdict>();

  const verdictOf = (request: FastifyRequest): Verdict => {
    const known = verdicts.get(request);
    if (known !== undefined) return known;
    const { storefront, shopKeys } = storefrontShops(request);
    let verdict: Verdict = storefront ? 'open' : 'closed';
    const lists = shopKeys.flatMap((key) => {
      const allowed = allowedOriginsOf(key);
      return allowed !== undefined && allowed.size > 0 ? [allowed] : [];
    });
    const origin = request.headers.origin;
    if (storefront && lists.length > 0 && origin !== undefined) {
      const own = origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
      verdict = own || lists.every((allowed) => allowed.has(origin)) ? 'listed' : 'refused';
    }
    verdicts.set(request, verdict);
    return verdict;
  };

  // Before the CORS plugin's own hook: a refused request must get no allow header at all.
  server.addHook('onRequest', async (request, reply) => {
    const verdict = verdictOf(request);
    if (verdict === 'listed' || verdict === 'refused') void reply.header('vary', 'Origin');
    if (verdict !== 'refused') return;
    if (ALGOLIA_CALL.test(request.url)) {
      // The Algolia clients read `{ message, status }` (docs/product/algolia-protocol.md#errors).
      const { status, message } = errorCatalogue['origin-not-allowed'];
      return reply.code(status).send({ message, status, code: 'origin-not-allowed' });
    }
    throw new AppError('origin-not-allowed');
  });

  await server.register(cors, {
    delegator: (request, callback) => {
      const verdict = verdictOf(request);
      if (verdict === 'closed' || verdict === 'refused') {
        callback(null, { origin: false });
        return;
      }
      callback(null, {
        // A listed origin is echoed (with Vary: Origin), so no cache hands it to another site.
        origin: verdict === 'listed' ? (request.headers.origin ?? false) : '*',
        methods: ['GET', 'POST', 'OPTIONS'],
        // Retry-After tells a throttled layer when to try again (docs/product/search-api.md).
        exposedHeaders: ['Retry-After'],
        // Requested headers are reflected: the Algolia clients send x-algolia-application-id,
        // x-algolia-api-key, x-algolia-agent, x-algolia-usertoken and content-type.
        maxAge: 86400,
      });
    },
  });
}
