import { afterEach, describe, expect, it } from 'vitest';
import { closeMagentoSetups, setup } from './fakes/magento2/magento2.harness';
import { magentoDateTime } from './magento2-values';
import type { PlatformChanges } from './platform-client';

afterEach(closeMagentoSetups);

/** The fake's clock: 2026-06-15 12:00 UTC, moved on by tests. */
const clock = { ms: Date.parse('2026-06-15T12:00:00Z') };
const now = (): number => clock.ms;

async function collect(changes: AsyncIterable<PlatformChanges>): Promise<PlatformChanges> {
  const result: PlatformChanges = { upserts: [], gone: [] };
  for await (const page of changes) {
    result.upserts.push(...page.upserts);
    result.gone.push(...page.gone);
  }
  return result;
}

describe('Magento 2 changes by polling updated_at', () => {
  it('asks for products updated after the cursor and reports hidden ones as gone', async () => {
    const { fake, client } = await setup({ now });
    const since = Math.floor(clock.ms / 1000) - 60;
    fake.update(2, { price: 199 });
    fake.update(1, { status: 2 });
    const changes = await collect(client.changedSince(since));
    expect(changes.upserts.map((product) => [product.id, product.price])).toEqual([
      ['2', { amount: 199, currency: 'EUR' }],
    ]);
    expect(changes.gone).toEqual(['1']);
    const poll = fake.requests.find(
      (request) =>
        request.query['searchCriteria[filter_groups][0][filters][0][field]'] === 'updated_at',
    );
    expect(poll?.path).toBe('/default/V1/products');
    expect(poll?.query['searchCriteria[filter_groups][0][filters][0][condition_type]']).toBe('gt');
    expect(poll?.query['searchCriteria[filter_groups][0][filters][0][value]']).toBe(
      magentoDateTime(since),
    );
  });

  it('finds nothing when nothing changed since the cursor', async () => {
    const { client } = await setup({ now });
    expect(await collect(client.changedSince(Math.floor(clock.ms / 1000)))).toEqual({
      upserts: [],
      gone: [],
    });
  });
});

describe('Magento 2 fetchByIds', () => {
  it('reads entity ids and reports disabled, invisible, deleted and foreign ids as gone', async () => {
    const { fake, client } = await setup({ now });
    fake.remove(13);
    const changes = await client.fetchByIds(['1', '10', '4', '13', 'ZAINO-30', '7']);
    expect(changes.upserts.map((product) => product.id).sort()).toEqual(['1', '7']);
    expect(changes.gone.sort()).toEqual(['10', '13', '4', 'ZAINO-30']);
    const read = fake.requests.find(
      (request) =>
        request.query['searchCriteria[filter_groups][0][filters][0][field]'] === 'entity_id',
    );
    expect(read?.query['searchCriteria[filter_groups][0][filters][0][condition_type]']).toBe('in');
    expect(read?.query['searchCriteria[filter_groups][0][filters][0][value]']).toBe('1,10,4,13,7');
  });

  it('an id with a changed product comes back with its new state', async () => {
    const { fake, client } = await setup({ now });
    fake.update(12, { name: 'Lampada frontale 400 lm' });
    fake.setStock('FRONTALE-300', 0, 0);
    const changes = await client.fetchByIds(['12']);
    expect(changes.upserts[0]).toMatchObject({
      title: 'Lampada frontale 400 lm',
      availability: 'out_of_stock',
    });
    expect(changes.gone).toEqual([]);
  });

  it('a product that no longer maps (no name) is gone rather than kept stale', async () => {
    const { fake, client } = await setup({ now });
    fake.update(13, { name: '  ' });
    expect(await client.fetchByIds(['13'])).toEqual({ upserts: [], gone: ['13'] });
  });
});
