import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { EventsRepository } from '../events/index';
import { TrafficSimulatorRepository } from './traffic-simulator.repository';

const base = {
  user_token: 'u1',
  query_id: null,
  query: null,
  result_count: null,
  object_ids: null,
  positions: null,
  prices: null,
  quantities: null,
  value: null,
  currency: null,
  device: null,
  received_at: 0,
  ip: '192.0.2.1',
  user_agent: 'Mozilla/5.0',
  filters: null,
  sort: null,
};

describe.each(testDialects())('traffic simulator reads on %s', (dialect) => {
  let database: TestDatabase;
  let repository: TrafficSimulatorRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    repository = new TrafficSimulatorRepository(database.db);
    const row = (id: string, shop: string, kind: string, flag: string, at: number) => ({
      ...base,
      id,
      shop_id: shop,
      kind,
      flag,
      occurred_at: at,
    });
    await new EventsRepository(database.db).insertMany([
      row('e1', 's1', 'search', 'human', 1000),
      row('e2', 's1', 'search', 'human', 2000),
      row('e3', 's1', 'search', 'bot', 2500),
      row('e4', 's1', 'click', 'human', 3000),
      row('e5', 's1', 'search', 'human', 9000),
      row('e6', 's2', 'search', 'human', 1500),
    ]);
  });
  afterEach(() => database.dispose());

  it('tells whether a shop has events', async () => {
    expect(await repository.hasEvents('s1')).toBe(true);
    expect(await repository.hasEvents('s3')).toBe(false);
  });

  it('counts a shop’s events in a range by kind and flag', async () => {
    expect(await repository.countsByFlag('s1', 1000, 9000)).toEqual([
      { kind: 'click', flag: 'human', count: 1 },
      { kind: 'search', flag: 'bot', count: 1 },
      { kind: 'search', flag: 'human', count: 2 },
    ]);
    expect(await repository.countsByFlag('s2', 0, 1000)).toEqual([]);
  });
});
