import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { JobRetention } from './job-retention';

const DAY_MS = 86_400_000;
const NOW = 1_900_000_000_000;
const log = pino({ level: 'silent' });

function retention(days: number, prune = vi.fn(() => Promise.resolve(3))) {
  return {
    prune,
    service: new JobRetention({
      repository: { pruneFinishedBefore: prune },
      log,
      now: () => NOW,
      days,
    }),
  };
}

describe('JobRetention', () => {
  it('deletes the jobs that finished more than the retention ago, at start and on each pass', async () => {
    const { service, prune } = retention(30);
    service.start();
    await vi.waitFor(() => expect(prune).toHaveBeenCalledWith(NOW - 30 * DAY_MS));
    expect(await service.prune()).toBe(3);
    expect(prune).toHaveBeenCalledTimes(2);
    await service.close();
  });

  it('keeps every job when the retention is 0, and deletes nothing', async () => {
    const { service, prune } = retention(0);
    service.start();
    expect(await service.prune()).toBe(0);
    await service.close();
    expect(prune).not.toHaveBeenCalled();
  });

  it('logs a pass that fails instead of stopping the server, and tries again on the next', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('database down')));
    const error = vi.spyOn(log, 'error');
    const { service } = retention(30, failing);
    service.start();
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(expect.anything(), 'old jobs not pruned'),
    );
    await service.close();
  });
});
