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

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** `x-algolia-api-key` as a query parameter (any case, as the clients send it) or a header. */
function algoliaApiKey(request: FastifyRequest): string | undefined {
  const query = request.query;
  if (query !== null && typeof query === 'object') {
    for (const [name, value] of Object.entries(query)) {
      if (name.toLowerCase() === ALGOLIA_API_KEY) return firstString(value);
    }
  }
  return firstString(request.headers[ALGOLIA_API_KEY]);
}

/**
 * Whether the URL is a storefront call, and the shop key it names (undefined when none is given:
 * the call itself then refuses it). A preflight carries no credentials header, so an Algolia
 * preflight with its key in a header is answered open; the call that follows is checked.
 */
function storefrontShop(request: FastifyRequest): { storefront: boolean; shopKey?: string } {
  const url = request.url;
  const native = NATIVE_SHOP_CALL.exec(url);
  if (native?.[1] !== undefined) {
    const shopKey = decoded(native[1]);
    return shopKey === undefined ? { storefront: true } : { storefront: true, shopKey };
  }
  let shopKey: string | undefined;
  if (NATIVE_EVENTS.test(url)) {
    const query = request.query;
    shopKey =
      query !== null && typeof query === 'object'
        ? firstString((query as { key?: unknown }).key)
        : undefined;
  } else if (ALGOLIA_CALL.test(url)) {
    shopKey = algoliaApiKey(request);
  } else {
    return { storefront: false };
  }
  return shopKey === undefined ? { storefront: true } : { storefront: true, shopKey };
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
    const { storefront, shopKey } = storefrontShop(request);
    let verdict: Verdict = storefront ? 'open' : 'closed';
    const allowed = shopKey === undefined ? undefined : allowedOriginsOf(shopKey);
    const origin = request.headers.origin;
    if (storefront && allowed !== undefined && allowed.size > 0 && origin !== undefined) {
      const own = origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
      verdict = own || allowed.has(origin) ? 'listed' : 'refused';
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
