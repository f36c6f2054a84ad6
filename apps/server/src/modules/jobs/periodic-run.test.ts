import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PeriodicRun } from './periodic-run';

const log = pino({ level: 'silent' });

afterEach(() => {
  vi.useRealTimers();
});

describe('PeriodicRun', () => {
  it('runs at start when asked and on its timer until closed', async () => {
    vi.useFakeTimers();
    const run = vi.fn(() => Promise.resolve(1));
    const periodic = new PeriodicRun({ run, everyMs: 1000, log, failure: 'failed' });
    periodic.start({ now: true });
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2500);
    expect(run).toHaveBeenCalledTimes(3);
    await periodic.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('shares the pass in progress with a second caller', async () => {
    let finish: (value: number) => void = () => undefined;
    const run = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const periodic = new PeriodicRun({ run, everyMs: 1000, log, failure: 'failed' });
    const first = periodic.run();
    const second = periodic.run();
    finish(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('logs a failed tick instead of rejecting, rejects a direct run, and still closes', async () => {
    const error = vi.spyOn(log, 'error');
    const periodic = new PeriodicRun({
      run: () => Promise.reject(new Error('storage closed')),
      everyMs: 1000,
      log,
      failure: 'pass failed',
    });
    expect(await periodic.tick()).toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({}), 'pass failed');
    await expect(periodic.run()).rejects.toThrow('storage closed');
    periodic.start({ now: true });
    await periodic.close();
  });

  it('skips a timed pass another process holds, but never a pass asked for with run()', async () => {
    const run = vi.fn(() => Promise.resolve(7));
    let held = true;
    const locks = {
      runAlone: async <T>(name: string, pass: () => Promise<T>) => {
        expect(name).toBe('rollups');
        return held ? { ran: false as const } : { ran: true as const, value: await pass() };
      },
    };
    const periodic = new PeriodicRun({
      run,
      everyMs: 1000,
      log,
      failure: 'failed',
      alone: { locks, name: 'rollups' },
    });
    expect(await periodic.tick()).toBeUndefined();
    expect(run).not.toHaveBeenCalled();
    expect(await periodic.run()).toBe(7);
    held = false;
    expect(await periodic.tick()).toBe(7);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
