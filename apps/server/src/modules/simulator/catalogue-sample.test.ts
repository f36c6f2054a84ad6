import { describe, expect, it } from 'vitest';
import { eventFlag } from '../events/index';
import { CATALOGUE_READER, readCatalogueSample } from './catalogue-sample';
import { fakeShop } from '../../../test/fake-shop-transport';

describe('readCatalogueSample', () => {
  it('reads titles page by page and the facets of the empty search, as a crawler', async () => {
    const titles = Array.from({ length: 250 }, (_, i) => `${i % 2 ? 'Acme' : 'Zeta'} kettle ${i}`);
    const { calls, transport } = fakeShop(titles);
    const sample = await readCatalogueSample(transport, 1000);
    expect(sample.total).toBe(250);
    expect(sample.titles).toHaveLength(250);
    expect(sample.facets).toEqual({ brand: { Zeta: 125, Acme: 125 } });
    expect(calls.map((call) => call.params?.get('offset'))).toEqual(['0', '100', '200']);
    for (const call of calls) {
      expect(call.origin).toEqual(CATALOGUE_READER);
      expect(call.params?.get('q')).toBe('');
    }
    expect(eventFlag({ ...CATALOGUE_READER, excludedIps: new Set() })).toBe('bot');
  });

  it('stops after the pages it was asked for', async () => {
    const { calls, transport } = fakeShop(Array.from({ length: 900 }, (_, i) => `Item ${i}`));
    const sample = await readCatalogueSample(transport, 0, 2);
    expect(sample.titles).toHaveLength(200);
    expect(calls).toHaveLength(2);
  });
});
