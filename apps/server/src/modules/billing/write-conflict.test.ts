import { describe, expect, it } from 'vitest';
import { retryOnConflict, WriteConflict } from './write-conflict';

describe('retryOnConflict', () => {
  it('tries again after a lost race, up to three times', async () => {
    let tries = 0;
    expect(
      await retryOnConflict(() => {
        tries += 1;
        if (tries === 1) throw new WriteConflict();
        if (tries === 2) throw Object.assign(new Error('dup'), { code: '23505' });
        return Promise.resolve('done');
      }),
    ).toBe('done');
    expect(tries).toBe(3);
    let always = 0;
    await expect(
      retryOnConflict(() => {
        always += 1;
        throw Object.assign(new Error('dup'), { code: 'SQLITE_CONSTRAINT_UNIQUE' });
      }),
    ).rejects.toThrow('dup');
    expect(always).toBe(3);
  });

  it('lets any other error through at once', async () => {
    let tries = 0;
    await expect(
      retryOnConflict(() => {
        tries += 1;
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(tries).toBe(1);
  });
});
