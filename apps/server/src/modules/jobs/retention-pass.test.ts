import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { RetentionPass } from './retention-pass';

const DAY_MS = 86_400_000;
const NOW = 1_900_000_000_000;
const log = pino({ level: 'silent' });

function retention(days: number, pruneBefore = vi.fn(() => Promise.resolve(3))) {
  const pass = new RetentionPass({ pruneBefore, days, now: () => NOW, log, failure: 'not pruned' });
  return { pass, pruneBefore };
}

describe('RetentionPass', () => {
  it('deletes what is older than the retention, at start and on each call', async () => {
    const { pass, pruneBefore } = retention(30);
    pass.start();
    await vi.waitFor(() => expect(pruneBefore).toHaveBeenCalledWith(NOW - 30 * DAY_MS));
    expect(await pass.prune()).toBe(3);
    expect(pruneBefore).toHaveBeenCalledTimes(2);
    await pass.close();
  });

  it('keeps everything with 0 days, and deletes nothing', async () => {
    const { pass, pruneBefore } = retention(0);
    pass.start();
    expect(await pass.prune()).toBe(0);
    await pass.close();
    expect(pruneBefore).not.toHaveBeenCalled();
  });

  it('logs a failed pass instead of throwing, at start and when called', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('database down')));
    const error = vi.spyOn(log, 'error');
    const { pass } = retention(1, failing);
    pass.start();
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.anything(), 'not pruned'));
    expect(await pass.prune()).toBe(0);
    expect(error).toHaveBeenCalledTimes(2);
    await pass.close();
  });
});
