import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PeriodicScheduler, type PeriodicSchedulerDependencies } from './periodic-scheduler';

const log = pino({ level: 'silent' });

/** A scheduler whose pass the test controls. */
class TestScheduler extends PeriodicScheduler {
  constructor(
    readonly work: () => Promise<void>,
    deps: Partial<PeriodicSchedulerDependencies> = {},
    failure = 'scheduling failed',
  ) {
    super({ log, ...deps }, { name: 'feeds', everyMs: 1000, failure });
  }

  protected pass(): Promise<void> {
    return this.work();
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('PeriodicScheduler', () => {
  it('makes its first pass a tick after start, then one a tick until closed', async () => {
    vi.useFakeTimers();
    const work = vi.fn(() => Promise.resolve());
    const scheduler = new TestScheduler(work);
    scheduler.start();
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2500);
    expect(work).toHaveBeenCalledTimes(2);
    await scheduler.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('shares a pass in progress with a second tick', async () => {
    let finish: () => void = () => undefined;
    const work = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const scheduler = new TestScheduler(work);
    const ticks = Promise.all([scheduler.tick(), scheduler.tick()]);
    finish();
    await ticks;
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('logs a failed pass with its message instead of rejecting', async () => {
    const error = vi.spyOn(log, 'error');
    const scheduler = new TestScheduler(
      () => Promise.reject(new Error('storage closed')),
      {},
      'feed scheduling failed',
    );
    await expect(scheduler.tick()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({}), 'feed scheduling failed');
  });

  it('takes its period from the wiring when given', async () => {
    vi.useFakeTimers();
    const work = vi.fn(() => Promise.resolve());
    const scheduler = new TestScheduler(work, { tickMs: 200 });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).toHaveBeenCalledTimes(5);
    await scheduler.close();
  });

  it('skips a pass another process holds when given the pass locks, under its name', async () => {
    const work = vi.fn(() => Promise.resolve());
    const locks = {
      runAlone: <T>(name: string, _pass: () => Promise<T>) => {
        expect(name).toBe('feeds');
        return Promise.resolve({ ran: false as const });
      },
    };
    await new TestScheduler(work, { locks }).tick();
    expect(work).not.toHaveBeenCalled();
  });
});
