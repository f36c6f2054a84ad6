import { z } from 'zod';

/**
 * The Stripe settings (docs/product/billing.md#stripe-settings). Keys are secrets: no message here
 * ever prints one, only the variable's name.
 */
export interface StripeConfig {
  /** `sk_…` or a restricted `rk_…` key: the server's calls. */
  secretKey: string;
  /** `pk_…`: announced in `/config.json` for the console's card entry (Stripe Elements). */
  publishableKey: string;
  /** `whsec_…`: the webhook endpoint's signing secret. */
  webhookSecret: string;
  /** Which keys these are; test keys charge no real card. */
  mode: 'test' | 'live';
  /** Another API origin (a loopback server in tests); unset: Stripe's own. */
  api: { protocol: 'http' | 'https'; host: string; port: number } | undefined;
}

export const stripeEnvironmentSchema = z.object({
  TROVA_STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
  TROVA_STRIPE_PUBLISHABLE_KEY: z.string().trim().min(1).optional(),
  TROVA_STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  TROVA_STRIPE_MODE: z.enum(['auto', 'test']).default('auto'),
  TROVA_STRIPE_API_URL: z.url().optional(),
});
export type StripeEnvironment = z.infer<typeof stripeEnvironmentSchema>;

/** What decides which keys a server may use besides the Stripe variables. */
export interface StripeSite {
  publicUrl: string | undefined;
  development: boolean;
}

const LOOPBACK_HOST = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$/i;

/**
 * Whether a server at this public URL is a local one: no PUBLIC_URL (the address is derived from
 * each request, as on a developer's machine), or a loopback host.
 * @example isLocalSite('http://localhost:8080') // true
 */
export function isLocalSite(publicUrl: string | undefined): boolean {
  return publicUrl === undefined || LOOPBACK_HOST.test(new URL(publicUrl).hostname);
}

function keyMode(key: string, prefixes: readonly string[]): 'test' | 'live' | null {
  for (const prefix of prefixes) {
    if (key.startsWith(`${prefix}_test_`)) return 'test';
    if (key.startsWith(`${prefix}_live_`)) return 'live';
  }
  return null;
}

function apiOf(url: string | undefined): StripeConfig['api'] {
  if (url === undefined) return undefined;
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  const port = parsed.port === '' ? (protocol === 'http' ? 80 : 443) : Number(parsed.port);
  return { protocol, host: parsed.hostname, port };
}

/**
 * The Stripe settings of `TROVA_BILLING=stripe`, checked at start: the three keys are required and
 * of one mode, and the mode follows the site (docs/adr/0016-billing-rules.md, With Stripe): test
 * keys on a local server or in development, live keys otherwise, so a developer's machine never
 * charges a real card and a public server never takes test payments by mistake.
 * `TROVA_STRIPE_MODE=test` allows test keys on a public address (a staging server); live keys on a
 * local one never are.
 * @returns the settings, or the problems found (each naming a variable, never a key).
 * @example stripeConfigOf(env, { publicUrl: undefined, development: true }).problems // []
 */
export function stripeConfigOf(
  env: StripeEnvironment,
  site: StripeSite,
): { config: StripeConfig | undefined; problems: string[] } {
  const problems: string[] = [];
  const secretKey = env.TROVA_STRIPE_SECRET_KEY;
  const publishableKey = env.TROVA_STRIPE_PUBLISHABLE_KEY;
  const webhookSecret = env.TROVA_STRIPE_WEBHOOK_SECRET;
  if (secretKey === undefined) problems.push('TROVA_STRIPE_SECRET_KEY is required');
  if (publishableKey === undefined) problems.push('TROVA_STRIPE_PUBLISHABLE_KEY is required');
  if (webhookSecret === undefined) problems.push('TROVA_STRIPE_WEBHOOK_SECRET is required');
  if (secretKey === undefined || publishableKey === undefined || webhookSecret === undefined) {
    return { config: undefined, problems };
  }
  const secretMode = keyMode(secretKey, ['sk', 'rk']);
  const publishableMode = keyMode(publishableKey, ['pk']);
  if (secretMode === null) {
    problems.push('TROVA_STRIPE_SECRET_KEY must be a secret key (sk_test_…, sk_live_… or rk_…)');
  }
  if (publishableMode === null) {
    problems.push(
      'TROVA_STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_test_… or pk_live_…)',
    );
  }
  if (!webhookSecret.startsWith('whsec_')) {
    problems.push('TROVA_STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)');
  }
  if (secretMode === null || publishableMode === null || problems.length > 0) {
    return { config: undefined, problems };
  }
  if (secretMode !== publishableMode) {
    problems.push(
      `TROVA_STRIPE_SECRET_KEY is a ${secretMode} key but TROVA_STRIPE_PUBLISHABLE_KEY a ` +
        `${publishableMode} key: use both keys of one mode`,
    );
  }
  const local = site.development || isLocalSite(site.publicUrl);
  if (local && secretMode === 'live') {
    problems.push(
      'TROVA_STRIPE_SECRET_KEY is a live key on a local or development server: use test keys, or ' +
        'set PUBLIC_URL to the public address of a production server',
    );
  }
  if (env.TROVA_STRIPE_MODE === 'test' && secretMode === 'live') {
    problems.push('TROVA_STRIPE_MODE=test needs test keys (sk_test_…, pk_test_…)');
  }
  if (!local && secretMode === 'test' && env.TROVA_STRIPE_MODE !== 'test') {
    problems.push(
      'TROVA_STRIPE_SECRET_KEY is a test key on a public server (PUBLIC_URL): use live keys, or ' +
        'set TROVA_STRIPE_MODE=test on a staging server',
    );
  }
  if (problems.length > 0) return { config: undefined, problems };
  return {
    config: {
      secretKey,
      publishableKey,
      webhookSecret,
      mode: secretMode,
      api: apiOf(env.TROVA_STRIPE_API_URL),
    },
    problems,
  };
}
