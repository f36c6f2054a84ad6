import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { QUERY_ID_MAX_AGE_MS, EVENT_MAX_SKEW_MS, QUERY_ID_PATTERN } from '@trova/contracts';
import type { Clock } from '../../clock';
import type { SystemRepository } from '../system/index';

/** Its own secret, not the session's: either can be rotated alone. */
const SECRET_KEY = 'events.query-id-secret';
const SECRET_BYTES = 32;
/** 4 random bytes a queryID, drawn 1,024 at a time (one system call per search cost too much). */
const NONCE_BYTES = 4;
const POOL_BYTES = NONCE_BYTES * 1024;

let pool = Buffer.alloc(0);
let poolOffset = 0;

function nonce(): string {
  if (poolOffset + NONCE_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolOffset = 0;
  }
  const hex = pool.toString('hex', poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return hex;
}

/**
 * Issues and checks the `queryID`s of storefront searches (docs/product/analytics.md#flags),
 * with no lookup: an id is 8 hex characters of its issue time (epoch seconds), 8 random ones
 * (so that ids are unique), then 16 of an HMAC-SHA-256 of the shop id and the second under an
 * instance secret. So an id proves that this shop answered a search in that second, cannot be
 * made up nor moved to another shop, and every process that shares the database (hence the
 * secret) accepts the others' ids. Ids keep the contract's shape (`QUERY_ID_PATTERN`).
 *
 * The random part is not signed: whoever holds one real id could vary it, which gains nothing
 * over sending that id again. In exchange a busy shop pays for one HMAC a second, not one a
 * search (an HMAC cost about as much as the rest of logging a search).
 *
 * @example
 * const ids = new QueryIdSigner({ system, now: Date.now });
 * await ids.load();
 * ids.verify(ids.issue('s1'), 's1') // true
 */
export class QueryIdSigner {
  /** A process-random secret until `load`: ids are then only good in this process. */
  private secret: Buffer = randomBytes(SECRET_BYTES);
  /** The signatures of the current second, by shop id. */
  private signed = new Map<string, string>();
  private signedSecond = '';

  constructor(
    private readonly deps: {
      system?: Pick<SystemRepository, 'getOrInsertSetting'>;
      now: Clock;
    },
  ) {}

  /** Takes the instance secret (created by whichever process starts first). */
  async load(): Promise<void> {
    const { system, now } = this.deps;
    if (!system) return;
    const candidate = randomBytes(SECRET_BYTES).toString('base64url');
    const stored = await system.getOrInsertSetting(SECRET_KEY, candidate, now());
    this.secret = Buffer.from(stored, 'base64url');
    this.signed.clear();
  }

  /** A fresh queryID for one search of `shopId`, answered now. */
  issue(shopId: string): string {
    const second = (Math.floor(this.deps.now() / 1000) >>> 0).toString(16).padStart(8, '0');
    if (second !== this.signedSecond) {
      this.signed = new Map();
      this.signedSecond = second;
    }
    let tag = this.signed.get(shopId);
    if (tag === undefined) {
      tag = this.mac(shopId, second);
      this.signed.set(shopId, tag);
    }
    return second + nonce() + tag;
  }

  /**
   * Whether `queryId` was issued by this instance to `shopId` at most `QUERY_ID_MAX_AGE_MS` ago
   * (and not later than a process's clock may run ahead).
   */
  verify(queryId: string, shopId: string): boolean {
    if (!QUERY_ID_PATTERN.test(queryId)) return false;
    const second = queryId.slice(0, 8);
    const expected = Buffer.from(this.mac(shopId, second), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(queryId.slice(16), 'hex'))) return false;
    const age = this.deps.now() - Number.parseInt(second, 16) * 1000;
    return age <= QUERY_ID_MAX_AGE_MS && age >= -EVENT_MAX_SKEW_MS;
  }

  private mac(shopId: string, second: string): string {
    return createHmac('sha256', this.secret)
      .update(shopId)
      .update('\n')
      .update(second)
      .digest('hex')
      .slice(0, 16);
  }
}
