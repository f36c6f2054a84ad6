import { describe, expect, it } from 'vitest';
import { mergeServices } from './module-context';

describe('mergeServices', () => {
  it('merges the modules’ services into one record by their names', () => {
    const merged = mergeServices({
      search: { services: { indexing: 'i', search: 's' } },
      layer: { services: { layer: 'l' }, routes: () => undefined },
    });
    expect(merged).toEqual({ indexing: 'i', search: 's', layer: 'l' });
    expect(merged.indexing).toBe('i');
  });

  it('throws when two modules name a service alike', () => {
    expect(() =>
      mergeServices({
        sync: { services: { scheduler: 1 } },
        market: { services: { scheduler: 2 } },
      }),
    ).toThrow('service scheduler of market is named twice');
  });
});
