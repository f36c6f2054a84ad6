import { layerApi, shopsApi } from '@trova/contracts';
import type { RegisterCall } from '../../http/register-call';
import type { LayerConfigurationService } from './layer-configuration.service';
import type { LayerService } from './layer.service';

/**
 * Storefront answers may be kept this long by browsers (docs/product/layer.md#configuration): a
 * shopper's next page view skips the call, and a saved change reaches storefronts within a minute.
 */
const STOREFRONT_MAX_AGE_SECONDS = 60;

/** The storefront layer's public configuration, the console's preview token, versions and loader. */
export function layerRoutes(
  register: RegisterCall,
  services: { configuration: LayerConfigurationService; layer: LayerService },
): void {
  // request.ip: the socket address, or the proxy-appended X-Forwarded-For entry TRUST_PROXY picks
  // (docs/deploy.md#reverse-proxy), never one the client wrote.
  register(layerApi.configuration, async ({ params, query, request, reply }) => {
    const answer = await services.configuration.configuration(
      params.shopKey,
      query.preview,
      request.ip,
    );
    // A preview answer is for one console tab, and may show an unpublished shop: never kept.
    void reply.header(
      'cache-control',
      answer.preview ? 'no-store' : `public, max-age=${STOREFRONT_MAX_AGE_SECONDS}`,
    );
    return answer;
  });
  register(layerApi.previewToken, ({ caller, params }) =>
    services.layer.previewToken(caller, params.id),
  );
  register(shopsApi.versions, ({ caller }) => services.layer.versions(caller));
  register(shopsApi.loader, ({ caller, params, request }) =>
    services.layer.loader(caller, params.shopKey, `${request.protocol}://${request.host}`),
  );
}
