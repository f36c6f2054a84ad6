import { rmSync } from 'node:fs';
import { call, catalogueCount, createAccount } from '../support/bench-server.js';
import { writeResults } from '../support/results.js';
import { startServerProcess } from '../support/server-process.js';
import { pushCatalogue } from '../search/search-catalogue.js';
import { ATTACKS, type Attack } from './abuse-attacks.js';
import { serveHostileFeeds } from './abuse-feed-server.js';
import { startProbe } from './abuse-probe.js';
import { abuseFailures, abuseTable, percentile, type AttackFigure } from './abuse-verdict.js';

export interface AbuseBenchOptions {
  /** Products of the shop the probe searches (100,000 by default). */
  items?: number;
  /** Where to write the figures; null writes nothing (tests). */
  out?: string | null;
  /** Which attacks to run (all by default). */
  attacks?: readonly Attack[];
}

const PUSH_BATCH = 1000;
/** Probe samples after each attack, so a stall that outlives the attack's call is still seen. */
const SETTLE_MS = 2000;
/** The probe alone before the first attack. */
const QUIET_MS = 10_000;

/**
 * `npm run bench:abuse`: one server process on SQLite with the default abuse limits, a shop of
 * `items` products pushed through the push API, and a probe searching that shop 20 times a
 * second from its own address while each attack of `ATTACKS` runs in turn from other accounts
 * and addresses. Each attack's figures are the probe's searches sent from its start until
 * `SETTLE_MS` after it ended.
 */
export async function runAbuseBench(options: AbuseBenchOptions = {}) {
  const items = options.items ?? 100_000;
  const server = await startServerProcess('trova-abuse-bench-', {
    TROVA_ALLOW_PRIVATE_FEEDS: 'true',
    // The storefront limit stays on (the flood must meet it); the bench's own accounts are many.
    TROVA_RATE_LIMIT_SEARCH_PER_IP: '3000',
    TROVA_RATE_LIMIT_SIGNUP_PER_IP: '0',
  });
  const feeds = await serveHostileFeeds();
  try {
    const owner = await createAccount(server, 'victim@trova.local');
    const shop = await call<{ id: string; key: string }>(server.origin, '/integrations/custom', {
      method: 'POST',
      headers: { 'x-api-key': owner.apiKey },
      body: JSON.stringify({ shopUrl: 'https://victim.example', languageIso: 'it' }),
    });
    const products = pushCatalogue(items);
    for (let start = 0; start < products.length; start += PUSH_BATCH) {
      await call(server.origin, `/integrations/custom/${shop.id}/products`, {
        method: 'POST',
        headers: { 'x-api-key': owner.apiKey },
        body: JSON.stringify({ upserts: products.slice(start, start + PUSH_BATCH) }),
      });
    }
    await call(server.origin, `/shops/${shop.id}/activation`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.jwt}` },
      body: '{}',
    });
    while ((await catalogueCount(server.origin, shop.key)) !== items) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const probe = startProbe(server.origin, shop.key, '127.0.0.2');
    // A quiet spell first: the index's first searches warm the engine's code and the answer cache,
    // and those are no attack's doing. Its figures are printed as the baseline.
    const quietFrom = performance.now();
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    const quiet = (await probe.between(quietFrom, performance.now())).map((s) => s.ms);
    const baseline = {
      probeCount: quiet.length,
      probeP99Ms: Math.round(percentile(quiet, 99)),
      probeMaxMs: Math.round(Math.max(0, ...quiet)),
    };
    console.log(`baseline, no attack: ${JSON.stringify(baseline)}`);
    const context = { origin: server.origin, dataDir: server.dataDir, feeds };
    const attacks: AttackFigure[] = [];
    for (const attack of options.attacks ?? ATTACKS) {
      const from = performance.now();
      const outcome = await attack.run(context);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const samples = await probe.between(from, performance.now());
      const ms = samples.map((s) => s.ms);
      attacks.push({
        name: attack.name,
        probeCount: samples.length,
        probeP99Ms: Math.round(percentile(ms, 99)),
        probeMaxMs: Math.round(Math.max(0, ...ms)),
        probeFailures: samples.filter((s) => !s.ok).length,
        ...outcome,
      });
      console.log(`${attack.name}: done (${JSON.stringify(attacks.at(-1))})`);
    }
    await probe.stop();
    const failures = abuseFailures(attacks);
    const result = { items, baseline, attacks, failures, pass: failures.length === 0 };
    writeResults('abuse', options.out, result);
    console.log(abuseTable(attacks));
    console.log(failures.length === 0 ? 'PASS' : `FAIL\n${failures.join('\n')}`);
    return result;
  } finally {
    await feeds.close();
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}
