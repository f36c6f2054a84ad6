import { describe, expect, it } from 'vitest';
import { engineWindow, nbPagesOf } from './algolia-paging';

describe('engineWindow and nbPagesOf', () => {
  it('read the asked page, never past the maximum offset', () => {
    expect(engineWindow({ page: 2, hitsPerPage: 20 })).toEqual({ offset: 40, limit: 20 });
    expect(engineWindow({ page: 0, hitsPerPage: 20, offset: 7, length: 3 })).toEqual({
      offset: 7,
      limit: 3,
    });
    expect(engineWindow({ page: 9, hitsPerPage: 1000 })).toEqual({ offset: 9000, limit: 1000 });
    expect(engineWindow({ page: 10, hitsPerPage: 1000 })).toEqual({ offset: 10_000, limit: 0 });
    expect(engineWindow({ page: 3, hitsPerPage: 2600 })).toEqual({ offset: 7800, limit: 2200 });
  });

  it('count the pages of reachable hits for the hitsPerPage asked', () => {
    expect(nbPagesOf(41, 20)).toBe(3);
    expect(nbPagesOf(0, 20)).toBe(0);
    expect(nbPagesOf(41, 0)).toBe(0);
    expect(nbPagesOf(50_000, 1000)).toBe(10);
  });
});
