import { integrationsApi } from '@trova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { RegisterCall } from '../../http/register-call';
import {
  WOOCOMMERCE_GRANT_CALLBACK_PATH,
  type WooCommerceGrantService,
} from './woocommerce-grant.service';

/** WooCommerce's post is five short fields; anything much larger is not WooCommerce's. */
const CALLBACK_BODY_LIMIT_BYTES = 4096;

/**
 * The wizard's session calls: start a grant, read its outcome.
 * @example wooCommerceGrantCalls(register, grant);
 */
export function wooCommerceGrantCalls(
  register: RegisterCall,
  grant: WooCommerceGrantService,
): void {
  register(integrationsApi.grantWooCommerce, ({ caller, body }) => grant.start(caller, body));
  register(integrationsApi.wooCommerceGrantStatus, ({ caller, params }) =>
    grant.status(caller, params.nonce),
  );
}

/**
 * Where the store posts the keys it created (public: the one-time nonce bound to a customer is
 * the credential). Rate-limited per address like the other public routes; answered as soon as
 * the grant is claimed, the check and connect running behind the answer.
 */
export function wooCommerceGrantCallbackRoutes(
  grant: WooCommerceGrantService,
  limit: (clientIp: string) => void,
): FastifyPluginAsync {
  return (app) => {
    app.post(
      WOOCOMMERCE_GRANT_CALLBACK_PATH,
      { bodyLimit: CALLBACK_BODY_LIMIT_BYTES },
      async (request) => {
        limit(request.ip);
        await grant.receive(request.body);
        return { received: true };
      },
    );
    return Promise.resolve();
  };
}
