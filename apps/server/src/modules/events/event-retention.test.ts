import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { EventRetention } from './event-retention';

const log = pino({ level: 'silent' });
const NOW = 1_800_000_000_000;

describe('event retention', () => {
  it('prunes events older than the retention period', async () => {
    const pruneBefore = vi.fn(() => Promise.resolve(3));
    const retention = new EventRetention({
      repository: { pruneBefore },
      log,
      now: () => NOW,
      days: 395,
    });
    expect(await retention.prune()).toBe(3);
    expect(pruneBefore).toHaveBeenCalledWith(NOW - 395 * 24 * 3600 * 1000);
  });

  it('keeps everything with 0 days', async () => {
    const pruneBefore = vi.fn(() => Promise.resolve(0));
    const retention = new EventRetention({
      repository: { pruneBefore },
      log,
      now: () => NOW,
      days: 0,
    });
    retention.start();
    expect(await retention.prune()).toBe(0);
    expect(pruneBefore).not.toHaveBeenCalled();
    retention.close();
  });

  it('logs a failed prune instead of throwing', async () => {
    const pruneBefore = vi.fn(() => Promise.reject(new Error('database down')));
    const error = vi.spyOn(log, 'error');
    const retention = new EventRetention({
      repository: { pruneBefore },
      log,
      now: () => NOW,
      days: 1,
    });
    expect(await retention.prune()).toBe(0);
    expect(error).toHaveBeenCalled();
  });
});
