import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { cutListeners, eventually, startNode, type ClusterNode } from '../../../test/cluster-nodes';
import { pushBatch, registerCustomShop, type CustomShop } from '../../../test/custom-shops';
import { catalogueProduct } from '../../../test/catalogue-products';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import {
  fineTuningWith,
  queryField,
  saveConf,
  searchIds,
  setupWith,
} from '../../../test/shop-setup';
import type { DatabaseHandle } from '../../db/database';
import { epochSeconds } from '../../clock';
import { ProductsRepository, storedProduct } from '../catalogue/index';
import { IndexChangesRepository } from './index-changes.repository';

const postgres = testDialects().includes('postgres');

/**
 * Several processes on one PostgreSQL database (docs/architecture.md, "Several processes"): a
 * change made through one is searchable through the others, and a process that starts late or
 * misses notifications catches up from the catalogue version. Needs TROVA_TEST_POSTGRES_URL.
 */
describe.skipIf(!postgres)('index changes across processes on PostgreSQL', () => {
  let database: TestDatabase;
  let peers: DatabaseHandle[] = [];
  let nodes: ClusterNode[] = [];
  let a: ClusterNode;
  let b: ClusterNode;
  let owner: TestAccount;
  let shop: CustomShop;

  const product = (id: string, title: string) => ({ id, title });
  const node = async () => {
    const peer = database.openPeer();
    peers.push(peer);
    const started = await startNode(peer);
    nodes.push(started);
    return started;
  };
  const finds = (at: ClusterNode, q: string, ids: string[]) => async () =>
    JSON.stringify(await searchIds(at.server, shop.key, q)) === JSON.stringify(ids);
  const push = async (body: object) => {
    const answer = await pushBatch(a.server, owner.apiKey, shop.id, body);
    expect(answer.statusCode, answer.body).toBe(200);
  };
  /** A catalogue write no process is told about, as when a notification is lost in transit. */
  const writeUntold = async (id: string, title: string, record: boolean) => {
    const products = new ProductsRepository(database.db);
    const stored = catalogueProduct(id, title);
    const { version } = await products.applyBatch(
      shop.id,
      [storedProduct(stored)],
      [],
      epochSeconds(Date.now),
    );
    if (record) {
      await new IndexChangesRepository(database.db).record(
        shop.id,
        { kind: 'delta', version, upserts: [stored], deletes: [] },
        epochSeconds(Date.now),
      );
    }
    return version;
  };

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    a = await node();
    b = await node();
    owner = await createAccount(a.server, a.config.dataDir, 'cluster@shop.it');
    shop = await registerCustomShop(a.server, owner);
    await saveConf(a.server, owner, shop.id, {
      setup: setupWith({ query: { title: queryField() } }),
    });
    await push({ upserts: [product('a', 'Scarpa rossa'), product('b', 'Borsa nera')] });
    await eventually(finds(b, 'scarpa', ['a']), 'first products searchable on B');
  });
  afterAll(async () => {
    for (const started of nodes) await started.close();
    for (const peer of peers) await peer.destroy();
    await database?.dispose();
    nodes = [];
    peers = [];
  });

  it('makes a push-API upsert and delete on one process searchable on the other', async () => {
    const index = b.services.registry.get(shop.key)?.index;
    await push({ upserts: [product('c', 'Scarpa blu')], deletes: ['b'] });
    await eventually(finds(b, 'scarpa', ['a', 'c']), 'upsert searchable on B');
    await eventually(finds(b, 'borsa', []), 'delete gone from B');
    // As a delta on B's live index, not a rebuild.
    expect(b.services.registry.get(shop.key)?.index).toBe(index);
    expect(b.services.registry.get(shop.key)?.catalogueVersion).toBe(
      a.services.registry.get(shop.key)?.catalogueVersion,
    );
  });

  it('carries a configuration change: a synonym saved on one process applies on the other', async () => {
    expect(await searchIds(b.server, shop.key, 'calzatura')).toEqual([]);
    const saved = await saveConf(a.server, owner, shop.id, {
      fineTuning: fineTuningWith({ synonyms: [['calzatura', 'scarpa']] }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await eventually(finds(b, 'calzatura', ['a', 'c']), 'synonym applied on B');
  });

  it('gives a process that starts late every change made before it', async () => {
    await push({ upserts: [product('d', 'Sandalo verde')] });
    const late = await node();
    expect(await searchIds(late.server, shop.key, 'sandalo')).toEqual(['d']);
    expect(await searchIds(late.server, shop.key, 'calzatura')).toEqual(['a', 'c']);
  });

  it('replays a missed version from the recorded changes when the next one shows the gap', async () => {
    const index = b.services.registry.get(shop.key)?.index;
    await writeUntold('e', 'Stivale marrone', true);
    await push({ upserts: [product('f', 'Stivale nero')] });
    await eventually(finds(b, 'stivale', ['e', 'f']), 'missed version replayed on B');
    expect(b.services.registry.get(shop.key)?.index).toBe(index);
  });

  it('reloads from PostgreSQL when a missed version was never recorded', async () => {
    const index = b.services.registry.get(shop.key)?.index;
    await writeUntold('g', 'Ciabatta gialla', false);
    await push({ upserts: [product('h', 'Ciabatta rosa')] });
    await eventually(finds(b, 'ciabatta', ['g', 'h']), 'B reloaded after an unrecorded gap');
    expect(b.services.registry.get(shop.key)?.index).not.toBe(index);
  });

  it('catches up after its listening connection was cut and came back', async () => {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
      database.db,
    );
    const url = process.env.TROVA_TEST_POSTGRES_URL ?? '';
    expect(await cutListeners(url, rows[0]?.schema ?? '')).toBeGreaterThanOrEqual(2);
    // Written while nobody listens and with no notification at all: only the resync finds it.
    await writeUntold('i', 'Zoccolo bianco', true);
    await eventually(finds(b, 'zoccolo', ['i']), 'B caught up after reconnecting');
    await eventually(finds(a, 'zoccolo', ['i']), 'A caught up after reconnecting');
  });

  it('stops answering a deleted shop on every process', async () => {
    const removed = await a.server.inject({
      method: 'DELETE',
      url: `/API/shops/${shop.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await eventually(
      () => Promise.resolve(b.services.registry.get(shop.key) === undefined),
      'B forgot it',
    );
  });
});
