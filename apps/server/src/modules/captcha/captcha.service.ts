import { captchaChallengeSchema, type CaptchaChallenge } from '@trova/contracts';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import { randomToken } from '../../kernel/secrets';
import type { RateLimitStore } from '../rate-limits/index';
import type { SystemRepository } from '../system/index';
import { captchaRequired, type CaptchaMode } from './captcha-policy';

export interface CaptchaSettings {
  mode: CaptchaMode;
  development: boolean;
  /** PBKDF2 iterations a counter; the solver tries about (counterMin+counterMax)/2 counters. */
  cost?: number;
  counterMin?: number;
  counterMax?: number;
}

const ALGORITHM = 'PBKDF2/SHA-256';
/**
 * The work a login or signup asks of the browser: it derives a key for every counter up to the
 * secret one, COST iterations each, so on average (COUNTER_MIN + COUNTER_MAX) / 2 × COST iterations
 * of HMAC-SHA-256: 3 million, about 2 s on one core of a 2-core server (0.64 µs an iteration
 * measured), less on a laptop. altcha-lib's example values (5,000 × 5,000–10,000) took 21–26 s
 * there: a wait no one logging in accepts (docs/decisions.md, "Captcha work").
 */
const COST = 2_000;
const COUNTER_MIN = 1_000;
const COUNTER_MAX = 2_000;
const CHALLENGE_TTL_SECONDS = 10 * 60;
const MAX_REMEMBERED = 100_000;

/** The `altcha` field: base64 JSON `{ challenge, solution }` as the altcha 3 widget posts it. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number().optional(),
    }),
    signature: z.string().min(1),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string(),
    time: z.number().optional(),
  }),
});

/**
 * Self-hosted ALTCHA proof of work for login and signup. Challenges are signed with secrets from the
 * instance's settings, expire after ten minutes, and each solved challenge is accepted once: its
 * signature is remembered until the challenge would have expired anyway, in this process's memory
 * or, given a shared store (PostgreSQL), where every server process sees it.
 */
export class CaptchaService {
  private secrets: Promise<{ signature: string; key: string }> | undefined;
  private readonly used = new Map<string, number>();

  constructor(
    private readonly system: SystemRepository,
    private readonly settings: CaptchaSettings,
    private readonly now: Clock,
    private readonly shared?: RateLimitStore,
  ) {}

  /** Whether a visitor at `ip` must solve a captcha (see captchaRequired). */
  required(ip: string): boolean {
    return captchaRequired(this.settings.mode, this.settings.development, ip);
  }

  /**
   * @example
   * const challenge = await captcha.challenge(); // served by GET /API/captcha/challenge
   */
  async challenge(): Promise<CaptchaChallenge> {
    const secrets = await this.loadSecrets();
    const created: Challenge = await createChallenge({
      algorithm: ALGORITHM,
      cost: this.settings.cost ?? COST,
      counter: randomInt(
        this.settings.counterMax ?? COUNTER_MAX,
        this.settings.counterMin ?? COUNTER_MIN,
      ),
      deriveKey,
      expiresAt: Math.floor(this.now() / 1000) + CHALLENGE_TTL_SECONDS,
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.key,
    });
    return captchaChallengeSchema.parse(created);
  }

  /** Throws captcha-failed ('You are a robot') unless `altcha` is a fresh, valid solution or none is needed. */
  async verify(ip: string, altcha: string | undefined): Promise<void> {
    if (!this.required(ip)) return;
    const payload = this.decode(altcha);
    const secrets = await this.loadSecrets();
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.key,
    }).catch(() => undefined);
    if (!result?.verified) throw new AppError('captcha-failed');
    const { signature, parameters } = payload.challenge;
    if (this.shared) await this.rememberShared(this.shared, signature, parameters.expiresAt);
    else this.remember(signature, parameters.expiresAt);
  }

  /**
   * A solution's first use counts 1 in a window of its own that ends with the challenge; a second
   * use, on any process, counts 2 and is refused.
   */
  private async rememberShared(
    store: RateLimitStore,
    signature: string,
    expiresAtSeconds: number | undefined,
  ): Promise<void> {
    const now = this.now();
    const until = Math.ceil((expiresAtSeconds ?? now / 1000 + CHALLENGE_TTL_SECONDS) * 1000);
    const [uses = 0] = await store.add(
      [{ key: `captcha-used:${signature}`, windowStart: until, windowMs: 0, hits: 1 }],
      now,
    );
    if (uses > 1) throw new AppError('captcha-failed');
  }

  private decode(altcha: string | undefined): z.infer<typeof payloadSchema> {
    if (!altcha) throw new AppError('captcha-failed');
    try {
      const json: unknown = JSON.parse(Buffer.from(altcha, 'base64').toString('utf8'));
      return payloadSchema.parse(json);
    } catch {
      throw new AppError('captcha-failed');
    }
  }

  private remember(signature: string, expiresAtSeconds: number | undefined): void {
    const now = this.now();
    // Entries go in roughly in expiry order, so the expired ones sit at the front.
    for (const [key, until] of this.used) {
      if (until > now) break;
      this.used.delete(key);
    }
    if (this.used.has(signature)) throw new AppError('captcha-failed');
    if (this.used.size >= MAX_REMEMBERED) throw new AppError('too-many-requests');
    const until = (expiresAtSeconds ?? now / 1000 + CHALLENGE_TTL_SECONDS) * 1000;
    this.used.set(signature, until);
  }

  private loadSecrets(): Promise<{ signature: string; key: string }> {
    const at = Math.floor(this.now() / 1000);
    this.secrets ??= Promise.all([
      this.system.getOrInsertSetting('captcha.signature-secret', randomToken(), at),
      this.system.getOrInsertSetting('captcha.key-secret', randomToken(), at),
    ]).then(([signature, key]) => ({ signature, key }));
    return this.secrets;
  }
}
