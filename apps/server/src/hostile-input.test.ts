import * as contracts from '@trova/contracts';
import type { ApiCall } from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../test/accounts';
import { tamperToken } from '../test/auth-guard';
import { pushBatch, registerCustomShop, type CustomShop } from '../test/custom-shops';
import {
  hostileProbes,
  INTERNALS,
  shapeOf,
  type PathValues,
  type Probe,
} from '../test/hostile-probes';
import { BROWSER_USER_AGENT } from '../test/shop-setup';
import { createTestApp, type TestApp } from '../test/test-app';

function isCall(value: unknown): value is ApiCall {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

/** Every call of every API object the contracts export (`accountApi`, `searchApi`…). */
function everyCall(): ApiCall[] {
  return Object.entries(contracts)
    .filter(([name, value]) => name.endsWith('Api') && typeof value === 'object' && value !== null)
    .flatMap(([, api]) => Object.values(api as Record<string, unknown>).filter(isCall));
}

/** Calls that end a session or change credentials run last, so the others keep valid ones. */
function lateness(call: ApiCall): number {
  if (call.method === 'DELETE') return 2;
  return /session|password|api-?key/i.test(call.path) ? 1 : 0;
}

/** An alg-none token naming a plausible user: never accepted. */
const UNSIGNED = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
  '{"sub":"1","jti":"1","exp":9999999999}',
).toString('base64url')}.`;

/**
 * Issue 32: every call the contracts define, sent hostile input with valid credentials (and with
 * forged ones), never answers 5xx nor shows an internal error, stack or source location.
 */
describe('hostile input on every call', () => {
  let app: TestApp;
  let owner: TestAccount;
  let shop: CustomShop;
  let address = 0;

  beforeAll(async () => {
    // Shopify set up, so its calls validate their input rather than answer that it is not.
    app = await createTestApp(
      { TROVA_SHOPIFY_CLIENT_ID: 'probe-client', TROVA_SHOPIFY_CLIENT_SECRET: 'probe-secret' },
      { indexDebounceMs: 0 },
    );
    owner = await createAccount(app.server, app.config.dataDir, 'owner@shop.it');
    shop = await registerCustomShop(app.server, owner);
    const products = [{ id: 'p1', title: 'Scarpa', brand: 'constructor', productType: ['A > B'] }];
    await pushBatch(app.server, owner.apiKey, shop.id, { upserts: products });
    await app.services.indexing.idle();
  });
  afterAll(() => app.dispose());

  const values: PathValues = (call, name) => {
    if (name === 'shopKey') return shop.key;
    if (name === 'id' && /^\/(shops|integrations)\//.test(call.path)) return shop.id;
    return 'probe';
  };

  const send = async (call: ApiCall, probe: Probe, forgedIndex: number) => {
    const headers: Record<string, string> = { 'user-agent': BROWSER_USER_AGENT };
    const forged = probe.credentials === 'forged';
    if (call.auth === 'session') {
      const tokens = [tamperToken(owner.jwt), UNSIGNED, 'a.b.c', 'x'.repeat(5_000)];
      headers.authorization = `Bearer ${forged ? tokens[forgedIndex % tokens.length] : owner.jwt}`;
    }
    if (call.auth === 'api-key') headers['x-api-key'] = forged ? `${owner.apiKey}x` : owner.apiKey;
    if (probe.payload !== undefined) headers['content-type'] = 'application/json';
    // A fresh address each time: the rate limits must not hide what a call answers.
    address += 1;
    const remoteAddress = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
    return app.server.inject({
      method: probe.method,
      url: probe.url,
      headers,
      remoteAddress,
      ...(probe.payload === undefined ? {} : { payload: probe.payload }),
    });
  };

  it('finds every call of the contracts', () => {
    // 103 calls when this sweep was written; more only add probes.
    expect(everyCall().length).toBeGreaterThanOrEqual(103);
  });

  it('answers no 5xx and no internal detail, and leaves Object.prototype alone', async () => {
    const calls = everyCall().sort((a, b) => lateness(a) - lateness(b));
    const violations: string[] = [];
    let sent = 0;
    for (const [index, call] of calls.entries()) {
      // Calls keyed by the shop key in the query (events) get it, so their bodies are read.
      const keyed = shapeOf(call.query)?.key === undefined ? '' : `key=${shop.key}`;
      for (const probe of hostileProbes(call, values, keyed)) {
        const answer = await send(call, probe, index);
        sent += 1;
        if (answer.statusCode >= 500 || INTERNALS.test(answer.body)) {
          violations.push(
            `${call.method} ${call.path} [${probe.name}]: ${answer.statusCode} ${answer.body.slice(0, 160)}`,
          );
        }
      }
    }
    expect(sent).toBeGreaterThan(2_000);
    expect(violations).toEqual([]);
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);
});
