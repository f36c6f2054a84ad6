import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { showToast, toastOptions } from './toast';

describe('showToast', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('hides every toast after 2000 ms', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('toast-1');
    const id = showToast({
      kind: 'danger',
      title: 'Auth Failed',
      message: 'Incorrect mail or password',
    });
    expect(id).toBe('toast-1');
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        autoClose: 2000,
        color: 'red',
        title: 'Auth Failed',
        message: 'Incorrect mail or password',
      }),
    );
  });

  it('colours each kind differently', () => {
    const colors = (['success', 'danger', 'info'] as const).map(
      (kind) => toastOptions({ kind, message: 'm' }).color,
    );
    expect(new Set(colors).size).toBe(3);
    expect(toastOptions({ kind: 'success', message: 'm' }).autoClose).toBe(2000);
  });
});
