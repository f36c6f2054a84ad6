import { createHmac } from 'node:crypto';
import type { Clock } from '../../clock';
import { epochSeconds } from '../../clock';
import { randomToken } from '../../kernel/secrets';
import type { SystemRepository } from '../system/index';

const SECRET_KEY = 'market-prices.label-secret';

/**
 * The anonymous names under which sharing shops' prices are shown
 * (docs/product/analytics.md#market-prices): "Trova shop" and six characters of an HMAC of the
 * viewing shop and the sharing shop under an instance secret. Stable for a pair, different for
 * every viewer (two owners cannot compare notes to single a shop out), and not reversible without
 * the secret, which never leaves system_settings.
 *
 * @example await labels.label('shop-a', 'shop-b') // 'Trova shop 3F9A1C'
 */
export class ShopLabels {
  private secret: Promise<string> | undefined;

  constructor(
    private readonly system: SystemRepository,
    private readonly now: Clock,
  ) {}

  async label(viewerShopId: string, sharingShopId: string): Promise<string> {
    const secret = await this.secretOnce();
    const code = createHmac('sha256', secret)
      .update(`${viewerShopId}\u0000${sharingShopId}`)
      .digest('hex')
      .slice(0, 6)
      .toUpperCase();
    return `Trova shop ${code}`;
  }

  private secretOnce(): Promise<string> {
    this.secret ??= this.system
      .getOrInsertSetting(SECRET_KEY, randomToken(), epochSeconds(this.now))
      .catch((error: unknown) => {
        this.secret = undefined;
        throw error;
      });
    return this.secret;
  }
}
