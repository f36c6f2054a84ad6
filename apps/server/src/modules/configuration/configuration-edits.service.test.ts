import { defaultSetup, SEARCH_TYPE_KEY, type Plan, type Setup, type Shop } from '@trova/contracts';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import type { Caller } from '../../kernel/caller';
import { createShopEvents, type ConfigurationSaved } from '../../kernel/shop-events';
import { ShopsRepository } from '../shops/index';
import { UsersRepository } from '../users/index';
import { ConfigurationEditsService } from './configuration-edits.service';
import { ConfigurationRepository } from './configuration.repository';
import { ConfigurationService } from './configuration.service';

const anna: Caller = { userId: 'u-anna', customerId: 'c-anna', sessionId: 'x' };
const marco: Caller = { userId: 'u-marco', customerId: 'c-marco', sessionId: 'y' };
const LISTED: Shop[] = [];

const field = (): Setup['query'][string] => ({
  label: '',
  typoTolerance: 'fuzzy2',
  [SEARCH_TYPE_KEY]: 'text',
});
/** A setup querying these fields, as the console's wizard sends it. */
const querying = (...names: string[]): Setup => ({
  ...defaultSetup(),
  query: Object.fromEntries(names.map((name) => [name, field()])),
});

describe('ConfigurationEditsService', () => {
  let database: TestDatabase;
  let shops: ShopsRepository;
  let configuration: ConfigurationService;
  let edits: ConfigurationEditsService;
  let saved: ConfigurationSaved[];
  let plan: Plan['key'];

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    shops = new ShopsRepository(database.db);
    for (const name of ['anna', 'marco']) {
      await insertAccount(database.db, name);
      await shops.insert(shopRow(`s-${name}`, `c-${name}`));
    }
    saved = [];
    plan = 'start';
    const events = createShopEvents();
    events.on('configuration.saved', (event) => void saved.push(event), 'test');
    configuration = new ConfigurationService({
      shops,
      configurations: new ConfigurationRepository(database.db),
      users: new UsersRepository(database.db),
      events,
      log: pino({ level: 'silent' }),
      now: () => 1_800_000_000_000,
    });
    edits = new ConfigurationEditsService({
      shops,
      configuration,
      list: () => Promise.resolve(LISTED),
      now: () => 1_800_000_000_000,
      plans: () => [{ key: plan, subscriptionTimestamp: null, isActive: true } as Plan],
    });
  });
  afterEach(() => database.dispose());

  it('stores the wizard’s setup normalised, with a weight per query field, and answers the list', async () => {
    const setup = { ...querying('title', 'brand'), boosting: 'brand, price' };
    const answer = await edits.configure(anna, 's-anna', { setup, sector: 'fashion' });
    expect(answer).toBe(LISTED);
    const { configuration: stored, revision } = await configuration.read('s-anna');
    expect(revision).toBe(1);
    expect(stored.setup?.boosting).toBe('brand');
    expect(stored.fineTuning?.weights).toEqual({ title: 1, brand: 1 });
    expect((await shops.findById('s-anna'))?.sector).toBe('fashion');
    expect(saved.map((event) => event.revision)).toEqual([1]);
    const history = await configuration.history(anna, 's-anna', { from: 0, size: 5 });
    expect(history.items[0]).toMatchObject({ origin: 'wizard', author: 'anna@shop.it' });
  });

  it('keeps the sections a save does not send, and drops weights of fields no longer queried', async () => {
    await edits.configure(anna, 's-anna', { setup: querying('title', 'brand') });
    const layout = { primaryColor: '#112233' };
    await edits.save(anna, 's-anna', { layout });
    await edits.save(anna, 's-anna', { setup: querying('title') });
    const { configuration: stored, revision } = await configuration.read('s-anna');
    expect(revision).toBe(3);
    expect(stored.layout).toEqual(layout);
    expect(stored.fineTuning?.weights).toEqual({ title: 1 });
    expect(saved.at(-1)?.previous.setup?.query).toHaveProperty('brand');
  });

  it('refuses a plan-gated setting below its plan, storing and telling nothing', async () => {
    plan = 'little';
    const icebreaker = { icebreaker: { isActive: true, number: 4 } };
    await expect(edits.save(anna, 's-anna', { layout: icebreaker })).rejects.toMatchObject({
      code: 'plan-feature-locked',
      status: 402,
    });
    expect((await configuration.read('s-anna')).revision).toBe(0);
    expect(saved).toEqual([]);
    plan = 'start';
    await edits.save(anna, 's-anna', { layout: icebreaker });
    // Turning it off again is always allowed, whatever the plan.
    plan = 'little';
    await edits.save(anna, 's-anna', { layout: { icebreaker: { isActive: false, number: 4 } } });
    expect(saved.map((event) => event.revision)).toEqual([1, 2]);
  });

  it('refuses what the engine could not index, before anything is written', async () => {
    const names = Array.from({ length: 17 }, (_, index) => `field${index}`);
    await expect(edits.save(anna, 's-anna', { setup: querying(...names) })).rejects.toMatchObject({
      code: 'configuration-invalid',
    });
    expect((await configuration.read('s-anna')).revision).toBe(0);
    expect(saved).toEqual([]);
  });

  it('answers another customer’s shop as missing, and writes nothing to it', async () => {
    await expect(edits.save(marco, 's-anna', { layout: {} })).rejects.toMatchObject({
      code: 'shop-not-found',
    });
    await expect(
      edits.configure(undefined, 's-anna', { setup: querying('title') }),
    ).rejects.toMatchObject({ code: 'missing-token', status: 401 });
    await expect(edits.saveForCustomer('c-marco', 's-anna', { layout: {} })).rejects.toMatchObject({
      code: 'shop-not-found',
    });
    expect((await configuration.read('s-anna')).revision).toBe(0);
  });

  it('saves for a customer without a session as the wizard, and rolls back to a revision', async () => {
    await edits.saveForCustomer('c-anna', 's-anna', { setup: querying('title') });
    await edits.save(anna, 's-anna', { setup: querying('title', 'brand') });
    expect(await edits.rollback(anna, 's-anna', 1)).toBe(LISTED);
    const { configuration: stored, revision } = await configuration.read('s-anna');
    expect(revision).toBe(3);
    expect(Object.keys(stored.setup?.query ?? {})).toEqual(['title']);
    const history = await configuration.history(anna, 's-anna', { from: 0, size: 5 });
    expect(history.items.map((item) => item.origin)).toEqual(['rollback', 'save', 'wizard']);
  });
});
