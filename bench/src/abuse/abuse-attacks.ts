import { call, createAccount, type BenchAccount } from '../support/bench-server.js';
import { errorCode, loopbackCall } from './abuse-loopback.js';
import type { HostileFeedServer } from './abuse-feed-server.js';

/** What an attack met: refused or bounded, with its stable code and a few words of detail. */
export interface AttackOutcome {
  refused: boolean;
  code: string | null;
  detail: string;
}

export interface AttackContext {
  origin: string;
  dataDir: string;
  feeds: HostileFeedServer;
}

export interface Attack {
  name: string;
  run(context: AttackContext): Promise<AttackOutcome>;
}

interface NotificationRow {
  code: string;
  detail: Record<string, unknown> | null;
}

const SYNC_OUTCOMES = new Set([
  'gs-bad-feed',
  'gs-missing-feed',
  'missing-feed',
  'synchronization-failed',
  'synchronization-complete',
  'generic-error',
]);
const FEED_OUTCOME_TIMEOUT_MS = 10 * 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const session = (account: BenchAccount) => ({ authorization: `Bearer ${account.jwt}` });
let accounts = 0;
const attacker = (context: AttackContext) =>
  createAccount(context, `attacker-${++accounts}@trova.local`);

/**
 * A trial account connects a Google Shopping shop to a hostile feed; the attack ends when the
 * sync's outcome reaches the owner as a notification (or the connect call itself refuses).
 */
function feedAttack(name: string, path: string): Attack {
  return {
    name,
    async run(context) {
      const account = await attacker(context);
      const connect = await loopbackCall(context.origin, {
        method: 'POST',
        path: '/API/integrations/google-shopping',
        headers: session(account),
        body: JSON.stringify({
          shopUrl: `https://${name.replace(/\W+/g, '-')}.example`,
          languageIso: 'it',
          feedUrl: `${context.feeds.origin}${path}`,
        }),
        from: '127.0.0.5',
      });
      if (connect.status >= 400) {
        return {
          refused: true,
          code: errorCode(connect.text),
          detail: `connect ${connect.status}`,
        };
      }
      const deadline = Date.now() + FEED_OUTCOME_TIMEOUT_MS;
      while (Date.now() < deadline) {
        const rows = await call<NotificationRow[]>(context.origin, '/notifications', {
          headers: session(account),
        });
        // The account is new and owns only this shop: its first sync notification is the outcome.
        const outcome = rows.find((row) => SYNC_OUTCOMES.has(row.code));
        if (outcome) {
          const detail = JSON.stringify(outcome.detail ?? {}).slice(0, 160);
          return {
            refused: outcome.code !== 'synchronization-complete',
            code: outcome.code,
            detail,
          };
        }
        await sleep(500);
      }
      return { refused: false, code: null, detail: 'no outcome in 10 minutes' };
    },
  };
}

/** The owner's shop made through the push API and published, so its storefront calls answer. */
async function publishedShop(context: AttackContext, account: BenchAccount) {
  const shop = await call<{ id: string; key: string }>(context.origin, '/integrations/custom', {
    method: 'POST',
    headers: { 'x-api-key': account.apiKey },
    body: JSON.stringify({ shopUrl: 'https://flood.example', languageIso: 'it' }),
  });
  await call(context.origin, `/integrations/custom/${shop.id}/products`, {
    method: 'POST',
    headers: { 'x-api-key': account.apiKey },
    body: JSON.stringify({
      upserts: Array.from({ length: 10 }, (_, i) => ({ id: `p${i}`, title: `Scarpa ${i}` })),
    }),
  });
  await call(context.origin, `/shops/${shop.id}/activation`, {
    method: 'POST',
    headers: session(account),
    body: '{}',
  });
  return shop;
}

const FLOOD_MS = 15_000;

/** Batches of 1,000 clicks as fast as the server answers, from one address, for 15 s. */
const eventsFlood: Attack = {
  name: 'events flood at the rate limit',
  async run(context) {
    const account = await attacker(context);
    const shop = await publishedShop(context, account);
    let queryID = '0'.repeat(32);
    for (let tries = 0; tries < 100; tries++) {
      const answer = await fetch(`${context.origin}/API/shops/${shop.key}/search?q=scarpa`);
      if (answer.ok) {
        queryID = ((await answer.json()) as { queryID: string }).queryID;
        break;
      }
      await sleep(200);
    }
    const batch = JSON.stringify({
      events: Array.from({ length: 1000 }, (_, i) => ({
        kind: 'click',
        userToken: `flood-${i}`,
        queryID,
        objectIDs: ['p1'],
        positions: [1],
      })),
    });
    const statuses = new Map<number, number>();
    const codes = new Set<string>();
    let accepted = 0;
    const end = Date.now() + FLOOD_MS;
    while (Date.now() < end) {
      const answer = await loopbackCall(context.origin, {
        method: 'POST',
        path: `/API/events?key=${shop.key}`,
        body: batch,
        from: '127.0.0.3',
      });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const code = errorCode(answer.text);
      if (code) codes.add(code);
      if (answer.status === 200)
        accepted += (JSON.parse(answer.text) as { accepted: number }).accepted;
    }
    const sent = [...statuses.values()].reduce((sum, n) => sum + n, 0) * 1000;
    return {
      refused: accepted < sent,
      code: [...codes].join(',') || null,
      detail: `${accepted} of ${sent} events accepted; calls by status ${JSON.stringify(Object.fromEntries(statuses))}`,
    };
  },
};

/** One save of about 1 MiB of synonym pairs (the body limit), the worst case of finding 3. */
const fineTuningSave: Attack = {
  name: '1 MiB fine-tuning save',
  async run(context) {
    const account = await attacker(context);
    const shop = await publishedShop(context, account);
    const synonyms: string[][] = [];
    // Just under the server's 1 MiB body limit: the largest save a request can carry.
    let size = 100;
    for (let i = 0; ; i++) {
      const pair = [`parola${i}a`, `parola${i}b`];
      size += JSON.stringify(pair).length + 1;
      if (size > 1024 * 1024) break;
      synonyms.push(pair);
    }
    const body = JSON.stringify({ fineTuning: { weights: {}, ips: [], stopwords: [], synonyms } });
    const answer = await loopbackCall(context.origin, {
      method: 'PUT',
      path: `/API/shops/${shop.id}/conf`,
      headers: session(account),
      body,
      from: '127.0.0.5',
    });
    return {
      refused: answer.status >= 400 && answer.status < 500,
      code: errorCode(answer.text),
      detail: `${synonyms.length} synonym pairs, ${body.length} B: ${answer.status} in ${Math.round(answer.ms)} ms`,
    };
  },
};

/** 40 wrong passwords for one account at once, from one address. */
const parallelLogins: Attack = {
  name: '40 parallel wrong logins',
  async run(context) {
    const email = `attacker-${++accounts}@trova.local`;
    await createAccount(context, email);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        loopbackCall(context.origin, {
          method: 'POST',
          path: '/API/session',
          body: JSON.stringify({ username: email, password: 'Wrong1!password' }),
          from: '127.0.0.4',
        }),
      ),
    );
    const byStatus = new Map<number, number>();
    for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
    const limited = answers.filter((a) => a.status === 429);
    return {
      refused: limited.length > 0,
      code: limited[0] ? errorCode(limited[0].text) : null,
      detail: `answers by status ${JSON.stringify(Object.fromEntries(byStatus))}`,
    };
  },
};

/** Every attack of `npm run bench:abuse`, in the order they run. */
export const ATTACKS: readonly Attack[] = [
  feedAttack('nested feed (40,000 tags, 120 KB)', '/nested'),
  feedAttack('50 MB nested feed', '/nested-50mb'),
  feedAttack('gzip bomb (1 MB → 1 GB)', '/gzip-bomb'),
  feedAttack('slow feed (1 B / 10 s)', '/slow'),
  fineTuningSave,
  eventsFlood,
  parallelLogins,
];
