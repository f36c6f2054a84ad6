import { recommendApi } from '@trova/contracts';
import type { RegisterCall } from '../../http/register-call';
import type { RecommendService } from './recommend.service';

/**
 * Browsers may keep an answer this long, as the layer's configuration: a shopper reopening the
 * showcase skips the call, and a saved rule reaches storefronts within a minute.
 */
const STOREFRONT_MAX_AGE_SECONDS = 60;

/** The storefront's recommendations (CORS: `http/storefront-cors.ts`). */
export function recommendRoutes(register: RegisterCall, recommend: RecommendService): void {
  // request.ip: the socket address, or the proxy-appended X-Forwarded-For entry TRUST_PROXY picks
  // (docs/deploy.md#reverse-proxy), never one the client wrote.
  register(recommendApi.recommend, async ({ params, query, request, reply }) => {
    const answer = await recommend.recommend(params.shopKey, query, request.ip);
    // A preview answer may show an unpublished shop: for one console tab only.
    void reply.header(
      'cache-control',
      query.preview === undefined ? `public, max-age=${STOREFRONT_MAX_AGE_SECONDS}` : 'no-store',
    );
    return answer;
  });
}
