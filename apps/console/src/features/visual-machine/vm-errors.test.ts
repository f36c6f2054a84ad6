import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { ApiRequestError } from '../../lib/api/api-error';
import { serverWarnings, vmErrorText } from './vm-errors';

describe('Visual Machine errors', () => {
  it('explains the list codes in their own words, others generically', () => {
    const mismatch = new ApiRequestError('visual-machine-order-mismatch', 'x', 409);
    expect(vmErrorText(i18n.t, mismatch).message).toMatch(/^The list changed meanwhile/);
    expect(vmErrorText(i18n.t, new ApiRequestError('boom', 'x', 500)).message).toBe(
      'Something went wrong',
    );
  });

  it('reads the warnings of a refused save, and only of one', () => {
    const refused = new ApiRequestError('visual-machine-invalid', 'x', 400, {
      warnings: ['nameRequired', 3],
    });
    expect(serverWarnings(refused)).toEqual(['nameRequired']);
    expect(serverWarnings(new ApiRequestError('visual-machine-invalid', 'x', 400))).toEqual([]);
    expect(serverWarnings(new ApiRequestError('other', 'x', 400))).toBeNull();
  });
});
