import type { SearchResponse } from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { eventually, startNode, type ClusterNode } from '../../../test/cluster-nodes';
import { pushBatch, registerCustomShop, type CustomShop } from '../../../test/custom-shops';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import {
  BROWSER_USER_AGENT,
  queryField,
  saveConf,
  searchIds,
  setupWith,
} from '../../../test/shop-setup';
import type { DatabaseHandle } from '../../db/database';

const postgres = testDialects().includes('postgres');
const SOFAS = ['oslo', 'bergen', 'milano', 'roma', 'napoli', 'torino', 'parma', 'lecce'];

/**
 * Several processes on one PostgreSQL database agree on learned ranking after a rollup
 * (docs/product/learning.md#when-signals-change): the process that rebuilds tells the others,
 * and a process started later loads the stored signals with its index. Needs
 * TROVA_TEST_POSTGRES_URL.
 */
describe.skipIf(!postgres)('learned signals across processes on PostgreSQL', () => {
  let database: TestDatabase;
  const peers: DatabaseHandle[] = [];
  const nodes: ClusterNode[] = [];
  let a: ClusterNode;
  let b: ClusterNode;
  let owner: TestAccount;
  let shop: CustomShop;

  const node = async () => {
    const peer = database.openPeer();
    peers.push(peer);
    const started = await startNode(peer);
    nodes.push(started);
    return started;
  };

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    a = await node();
    b = await node();
    owner = await createAccount(a.server, a.config.dataDir, 'learning-cluster@shop.it');
    shop = await registerCustomShop(a.server, owner);
    await saveConf(a.server, owner, shop.id, {
      setup: setupWith({ query: { title: queryField() } }),
    });
    const upserts = SOFAS.map((id) => ({ id, title: `Sofa ${id}` }));
    expect((await pushBatch(a.server, owner.apiKey, shop.id, { upserts })).statusCode).toBe(200);
    await eventually(
      async () => (await searchIds(b.server, shop.key, 'sofa')).length === SOFAS.length,
      'catalogue on B',
    );
  });
  afterAll(async () => {
    for (const started of nodes) await started.close();
    for (const peer of peers) await peer.destroy();
    await database?.dispose();
  });

  it('agrees on the learned order after a rollup, also on a process started later', async () => {
    const before = await searchIds(a.server, shop.key, 'sofa');
    const deep = before.at(-1)!;
    for (let n = 0; n < 5; n++) {
      const ip = `8.8.${n}.1`;
      const answer = await a.server.inject({
        url: `/API/shops/${shop.key}/search?q=sofa&userToken=s${n}`,
        headers: { 'user-agent': BROWSER_USER_AGENT },
        remoteAddress: ip,
      });
      const { queryID, results } = answer.json<SearchResponse>();
      const position = results.findIndex((hit) => hit.header.externalId === deep) + 1;
      const sent = await a.server.inject({
        method: 'POST',
        url: `/API/events?key=${shop.key}`,
        headers: { 'user-agent': BROWSER_USER_AGENT, origin: 'https://shop.example' },
        remoteAddress: ip,
        payload: {
          events: [
            {
              kind: 'click',
              userToken: `s${n}`,
              queryID,
              objectIDs: [deep],
              positions: [position],
            },
          ],
        },
      });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    await a.services.eventWriter.flush();
    // The rollup queues the shop's rebuild; jobs do not run in these nodes, so it is run here.
    await a.services.analyticsRollups.runDirty();
    const queued = () =>
      database.db
        .selectFrom('jobs')
        .select('name')
        .where('shop_id', '=', shop.id)
        .where('name', '=', 'learning.rebuild')
        .execute();
    await eventually(async () => (await queued()).length === 1, 'rebuild queued by the rollup');
    expect(await a.services.learning.rebuild(shop.id)).toMatchObject({ stored: true, queries: 1 });
    const learned = await searchIds(a.server, shop.key, 'sofa');
    expect(learned[0]).toBe(deep);
    await eventually(
      async () => (await searchIds(b.server, shop.key, 'sofa'))[0] === deep,
      'learned order on B',
    );
    // Ties of the static order follow each index's document order, which a process that built
    // from storage (B, C) and one that took the pushes (A) hold differently: what learning
    // decides, the clicked sofa first among the same products, is what every process agrees on.
    const onB = await searchIds(b.server, shop.key, 'sofa');
    expect([...onB].sort()).toEqual([...learned].sort());
    const c = await node();
    const onC = await searchIds(c.server, shop.key, 'sofa');
    expect(onC[0]).toBe(deep);
    expect(onC).toEqual(onB);
  });

  it("drops a deleted shop's learned signals on every process", async () => {
    expect(b.services.learning.signalsOf(shop.id)).not.toBeNull();
    const removed = await a.server.inject({
      method: 'DELETE',
      url: `/API/shops/${shop.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(a.services.learning.signalsOf(shop.id)).toBeNull();
    await eventually(
      () => Promise.resolve(b.services.learning.signalsOf(shop.id) === null),
      'B forgot the signals',
    );
  });
});
