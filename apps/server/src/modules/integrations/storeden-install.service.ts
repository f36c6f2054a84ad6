import { randomBytes } from 'node:crypto';
import type {
  PlatformCredentials,
  RegisteredShop,
  StoredenClaim,
  StoredenInstallView,
} from '@trova/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import { requireCaller, type Caller } from '../../kernel/caller';
import { isPlatformError, storedenInstallCredentials } from '../platforms/index';
import type { PlatformConnectService } from './platform-connect.service';
import type { StoredenInstallsRepository } from './storeden-installs.repository';

/** How long a checked install waits for its owner (docs/deploy.md, "Storeden app"). */
export const STOREDEN_CLAIM_TTL_SECONDS = 30 * 60;

/**
 * The store address the install is checked with. Storeden's API lives on its own host; the store
 * address only builds product links and is never called, and the owner gives the real one when
 * claiming.
 */
const CHECK_STORE_URL = 'https://storeden.invalid';

export interface StoredenInstallDependencies {
  installs: StoredenInstallsRepository;
  /** The wizard's connect path (check, shop, link, first import) and its clients. */
  platforms: Pick<PlatformConnectService, 'connect'>;
  client: (credentials: PlatformCredentials) => {
    check(): Promise<{ name: string | null }>;
  };
  now: Clock;
}

/**
 * Storeden's app install (docs/deploy.md, "Storeden app"). Storeden's install POST is not signed
 * and names no Trova customer, so the posted key pair proves itself by a real call to Storeden's
 * API, is held briefly under a random claim token, and becomes a shop only when a signed-in owner
 * claims it. Invariant: a refused pair holds nothing, and a claim is used at most once.
 */
export class StoredenInstallService {
  constructor(private readonly deps: StoredenInstallDependencies) {}

  /**
   * The Auth URL's POST: checks the pair and holds it; the claim token for the console.
   * @example const { claim } = await install.receive('instance=…&key=…&exchange=…');
   */
  async receive(payload: unknown): Promise<{ claim: string; storeName: string | null }> {
    const posted = storedenInstallCredentials(payload);
    if (!posted) throw new AppError('validation-failed', 'Expected instance, key and exchange.');
    let storeName: string | null;
    try {
      ({ name: storeName } = await this.deps
        .client(credentialsOf(posted, CHECK_STORE_URL))
        .check());
    } catch (error) {
      if (isPlatformError(error)) throw new AppError(error.code, error.message);
      throw error;
    }
    const now = this.nowSeconds();
    const claim = randomBytes(24).toString('base64url');
    await this.deps.installs.insert(
      {
        ...{ claim, instance: posted.instance, api_key: posted.apiKey, exchange: posted.exchange },
        ...{ store_name: storeName, expires_at: now + STOREDEN_CLAIM_TTL_SECONDS },
      },
      now,
    );
    return { claim, storeName };
  }

  /**
   * The held install's store, for the claim page.
   * @example (await install.view(caller, claim)).storeName // 'Sentieri Alti'
   */
  async view(caller: Caller | undefined, claim: string): Promise<StoredenInstallView> {
    requireCaller(caller);
    const row = await this.deps.installs.find(claim, this.nowSeconds());
    if (!row) throw new AppError('storeden-claim-expired');
    return { storeName: row.store_name };
  }

  /**
   * `POST integrations/storeden/claim`: the caller's shop from the held install, through the
   * wizard's connect path. A failed connect puts the install back and writes nothing else.
   * @example const shop = await install.claim(caller, { claim, shopUrl, languageIso: 'it' });
   */
  async claim(caller: Caller | undefined, input: StoredenClaim): Promise<RegisteredShop> {
    requireCaller(caller);
    const row = await this.deps.installs.take(input.claim, this.nowSeconds());
    if (!row) throw new AppError('storeden-claim-expired');
    try {
      const credentials = credentialsOf(
        { apiKey: row.api_key, exchange: row.exchange },
        input.shopUrl,
      );
      return await this.deps.platforms.connect(caller, {
        ...{ shopUrl: input.shopUrl, languageIso: input.languageIso, credentials },
      });
    } catch (error) {
      await this.deps.installs.restore(row);
      throw error;
    }
  }

  private nowSeconds(): number {
    return Math.floor(this.deps.now() / 1000);
  }
}

function credentialsOf(
  pair: { apiKey: string; exchange: string },
  storeUrl: string,
): PlatformCredentials {
  // The owner may type the address without its scheme; product links need one.
  const url = /^https?:\/\//i.test(storeUrl) ? storeUrl : `https://${storeUrl}`;
  return { platform: 'storeden', storeUrl: url, apiKey: pair.apiKey, exchange: pair.exchange };
}
