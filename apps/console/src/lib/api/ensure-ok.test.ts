import { describe, expect, it } from 'vitest';
import { ensureOk } from './ensure-ok';

describe('ensureOk', () => {
  it('passes an OK answer through and rejects an ERROR one with its message', () => {
    expect(ensureOk({ status: 'OK' })).toEqual({ status: 'OK' });
    expect(() => ensureOk({ status: 'ERROR', message: 'Wrong code' })).toThrow('Wrong code');
  });
});
