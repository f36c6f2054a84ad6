import type { LearningServer } from './learning-server.js';
import { sendEvents, storefrontSearch, type Caller } from './learning-server.js';
import { actionEvent } from './learning-traffic.js';

/** One attacked query and the product the attackers push up it. */
export interface Attack {
  query: string;
  target: string;
}

/** How much adversarial traffic a day of the attack carries (docs/benchmarks.md). */
export const ADVERSARY = {
  /** Crawler and headless agents, from 3 addresses, 30 tokens: visits a day. */
  botVisitsPerDay: 40,
  /** Browser agent, 300 tokens from 2 addresses: visits a day. */
  farmVisitsPerDay: 30,
  farmTokens: 300,
  /** One browser token, one address: clicks on one product over the whole attack. */
  persistentClicks: 1000,
  /** The attackers look at this many results to find their product. */
  pageSize: 48,
} as const;

const BOT_AGENTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
];
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

/**
 * The attackers' user tokens by group, the most human-looking first: the comparison drops them a
 * group at a time, so each group's own effect shows, and ends with the log minus all of them.
 */
export function adversaryGroups(): Array<{ name: string; tokens: string[] }> {
  return [
    { name: 'one token, 1,000 clicks', tokens: ['anon-persistent'] },
    {
      name: 'token farm',
      tokens: Array.from({ length: ADVERSARY.farmTokens }, (_, i) => `anon-farm${i}`),
    },
    { name: 'bot farm', tokens: Array.from({ length: 30 }, (_, i) => `anon-bot${i}`) },
  ];
}

export interface AttackFigures {
  searches: number;
  events: number;
  accepted: number;
}

/**
 * One attacker's visit: a search of the attacked query (48 results), then `clicks` clicks (and,
 * with `buy`, a cart and a purchase) on the target at the position the search showed it.
 */
async function visit(
  server: LearningServer,
  attack: Attack,
  userToken: string,
  caller: Caller,
  clicks: number,
  buy: boolean,
  figures: AttackFigures,
): Promise<void> {
  const page = await storefrontSearch(
    server,
    { q: attack.query, limit: ADVERSARY.pageSize, userToken },
    caller,
  );
  figures.searches += 1;
  const index = page.ids.indexOf(attack.target);
  if (index < 0 || !page.queryID) return;
  const { queryID } = page;
  const action = { productId: attack.target, position: index + 1 };
  const events = Array.from({ length: clicks }, () =>
    actionEvent({ kind: 'click', ...action }, userToken, queryID, 1),
  );
  if (buy) {
    events.push(actionEvent({ kind: 'add-to-cart', ...action }, userToken, queryID, 1));
    events.push(actionEvent({ kind: 'purchase', ...action }, userToken, queryID, 1));
  }
  figures.events += events.length;
  figures.accepted += await sendEvents(server, events, caller);
}

/**
 * A day of the attack, spread over the day: the bot farm (crawler agents), the token farm (a
 * browser agent, many tokens, two addresses), and the one persistent token's share of its
 * thousand clicks on the first attack's target.
 */
export async function attackDay(
  server: LearningServer,
  attacks: readonly Attack[],
  dayStartMs: number,
  attackDays: number,
  dayOfAttack: number,
  figures: AttackFigures,
): Promise<void> {
  const at = (slot: number, of: number) =>
    server.clock.set(dayStartMs + Math.floor((slot * 86_400_000) / of));
  for (let i = 0; i < ADVERSARY.botVisitsPerDay; i++) {
    const attack = attacks[i % attacks.length];
    if (!attack) continue;
    at(i, ADVERSARY.botVisitsPerDay);
    const caller = {
      ip: `203.0.113.${1 + (i % 3)}`,
      userAgent: BOT_AGENTS[i % BOT_AGENTS.length] ?? '',
    };
    await visit(server, attack, `anon-bot${i % 30}`, caller, 1, true, figures);
  }
  for (let i = 0; i < ADVERSARY.farmVisitsPerDay; i++) {
    const attack = attacks[i % attacks.length];
    if (!attack) continue;
    at(i + 0.5, ADVERSARY.farmVisitsPerDay);
    const token = `anon-farm${(dayOfAttack * ADVERSARY.farmVisitsPerDay + i) % ADVERSARY.farmTokens}`;
    const caller = { ip: `198.51.100.${1 + (i % 2)}`, userAgent: BROWSER };
    await visit(server, attack, token, caller, 1, true, figures);
  }
  const first = attacks[0];
  const share = Math.ceil(ADVERSARY.persistentClicks / attackDays);
  const done = dayOfAttack * share;
  const clicks = Math.max(0, Math.min(share, ADVERSARY.persistentClicks - done));
  if (first && clicks > 0) {
    at(0.25, 1);
    const caller = { ip: '192.0.2.7', userAgent: BROWSER };
    await visit(server, first, 'anon-persistent', caller, clicks, false, figures);
  }
}
