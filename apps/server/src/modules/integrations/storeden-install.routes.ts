import { API_PREFIX, storedenInstallApi } from '@trova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { RegisterCall } from '../../http/register-call';
import type { StoredenInstallService } from './storeden-install.service';

/** The Storeden app's Auth URL, where Storeden posts the key pair at install. */
export const STOREDEN_INSTALL_PATH = `${API_PREFIX}/integrations/storeden/install`;

/** Storeden's form is three short fields; anything larger is not Storeden's. */
const INSTALL_BODY_LIMIT = 4096;

function acceptsHtml(accept: string | undefined): boolean {
  return accept?.toLowerCase().includes('text/html') ?? false;
}

/**
 * The Auth URL: public (Storeden's POST carries no session or signature), form-encoded, bounded
 * and rate-limited a client address. A checked pair is answered with the console's claim page (a
 * 303 to a browser, else 200 naming it); a refused one with the platform error, holding nothing.
 */
export function storedenInstallRoutes(
  install: StoredenInstallService,
  limit: (clientIp: string) => void,
): FastifyPluginAsync {
  return (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: INSTALL_BODY_LIMIT },
      (_request, body, done) => {
        done(null, body);
      },
    );
    app.post(STOREDEN_INSTALL_PATH, { bodyLimit: INSTALL_BODY_LIMIT }, async (request, reply) => {
      limit(request.ip);
      const { claim } = await install.receive(request.body);
      const claimUrl = `/wizard/cms?storeden=${encodeURIComponent(claim)}`;
      void reply.header('cache-control', 'no-store');
      // Storeden's docs say only that it POSTs the keys: a browser is sent on to the claim page,
      // any other caller (Storeden's servers) gets a plain 200 it cannot mistake for a failure.
      if (acceptsHtml(request.headers.accept)) return reply.redirect(claimUrl, 303);
      return { received: true, claimUrl };
    });
    return Promise.resolve();
  };
}

/** The signed-in owner's calls: the held install's store, and its claim. */
export function storedenClaimRoutes(register: RegisterCall, install: StoredenInstallService): void {
  register(storedenInstallApi.viewStoredenInstall, ({ caller, params }) =>
    install.view(caller, params.claim),
  );
  register(storedenInstallApi.claimStoreden, ({ caller, body }) => install.claim(caller, body));
}
