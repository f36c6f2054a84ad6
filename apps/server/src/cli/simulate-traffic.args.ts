/** What `npm run simulate:traffic` was asked to do (docs/product/analytics.md#traffic-simulator). */
export type TrafficArgs =
  | {
      mode: 'http';
      url: string;
      shopKey: string;
      shoppers: number;
      seed: number;
      excludedIps: string[];
    }
  | { mode: 'backdated'; shopKey?: string; days: number; shoppersPerDay: number; seed: number };

export const TRAFFIC_USAGE = `Usage:
  npm run simulate:traffic -- --days 90 [--shop-key KEY] [--shoppers-per-day 40] [--seed 1]
      Backdated: runs the app in process on the configured database (DATABASE_URL /
      TROVA_DATA_DIR) with a simulated clock, day by day up to yesterday, then rolls up.
      Without --shop-key, the demo shop of npm start.
  npm run simulate:traffic -- --url http://127.0.0.1:3000 --shop-key KEY
      [--shoppers-per-day 40] [--seed 1] [--excluded-ip 203.0.113.7 ...]
      Live: that many shoppers now, over HTTP, against a running server. Shoppers' addresses
      go in X-Forwarded-For: start that server with TRUST_PROXY=loopback for them to count.`;

const MAX_DAYS = 400;

function count(name: string, text: string | undefined, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`--${name} takes a whole number from 1 to ${max}`);
  }
  return value;
}

/**
 * Reads the command line; throws with a message for the user on anything unknown or missing.
 * @example parseTrafficArgs(['--days', '90']) // { mode: 'backdated', days: 90, shoppersPerDay: 40, seed: 1 }
 */
export function parseTrafficArgs(argv: readonly string[]): TrafficArgs {
  const values = new Map<string, string>();
  const excludedIps: string[] = [];
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i] ?? '';
    const value = argv[i + 1];
    if (!name.startsWith('--') || value === undefined || value.startsWith('--')) {
      throw new Error(`expected --option value, got ${name}`);
    }
    const key = name.slice(2);
    if (!['url', 'shop-key', 'days', 'shoppers-per-day', 'seed', 'excluded-ip'].includes(key)) {
      throw new Error(`unknown option ${name}`);
    }
    if (key === 'excluded-ip') excludedIps.push(value);
    else values.set(key, value);
  }
  const shoppers = values.has('shoppers-per-day')
    ? count('shoppers-per-day', values.get('shoppers-per-day'), 100_000)
    : 40;
  const seed = values.has('seed') ? count('seed', values.get('seed'), 2 ** 31) : 1;
  const url = values.get('url');
  const shopKey = values.get('shop-key');
  if (url !== undefined) {
    if (values.has('days')) throw new Error('--days runs in process: leave out --url');
    if (!/^https?:\/\/[^/]+/.test(url)) throw new Error('--url takes http://host:port');
    if (shopKey === undefined) throw new Error('--url needs --shop-key');
    return { mode: 'http', url: url.replace(/\/+$/, ''), shopKey, shoppers, seed, excludedIps };
  }
  if (!values.has('days')) throw new Error('give --days N (backdated) or --url (live)');
  if (excludedIps.length > 0) throw new Error('--excluded-ip is read from the shop in process');
  return {
    mode: 'backdated',
    days: count('days', values.get('days'), MAX_DAYS),
    shoppersPerDay: shoppers,
    seed,
    ...(shopKey === undefined ? {} : { shopKey }),
  };
}
