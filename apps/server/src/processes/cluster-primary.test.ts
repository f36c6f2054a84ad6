import { describe, expect, it } from 'vitest';
import { allWorkersLoaded } from './cluster-primary';

describe('allWorkersLoaded', () => {
  it('is true only when every slot has a live worker that has loaded its indexes', () => {
    const worker = {};
    expect(
      allWorkersLoaded([
        { worker, loaded: true },
        { worker, loaded: true },
      ]),
    ).toBe(true);
    expect(
      allWorkersLoaded([
        { worker, loaded: true },
        { worker, loaded: false },
      ]),
    ).toBe(false);
    // A dead worker waiting for its restart leaves the node unready.
    expect(
      allWorkersLoaded([
        { worker, loaded: true },
        { worker: undefined, loaded: false },
      ]),
    ).toBe(false);
  });
});
