import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventWriter, type NewEvent } from './event-writer';

function event(id: string): NewEvent {
  return {
    id,
    shop_id: 's1',
    kind: 'click',
    user_token: 'u',
    occurred_at: 1,
    received_at: 1,
    ip: '',
    user_agent: '',
    flag: 'human',
  };
}

function fakeRepository(failures = 0) {
  const stored: string[][] = [];
  let failing = failures;
  return {
    stored,
    insertMany: vi.fn((rows: readonly NewEvent[]) => {
      if (failing > 0) {
        failing--;
        return Promise.reject(new Error('database down'));
      }
      stored.push(rows.map((row) => row.id));
      return Promise.resolve();
    }),
  };
}

const log = pino({ level: 'silent' });

describe('event writer', () => {
  afterEach(() => vi.useRealTimers());

  it("finds one shopper's events not yet written, among the last 2,000 taken", async () => {
    const writer = new EventWriter({ repository: fakeRepository(), log, batchSize: 10_000 });
    writer.write([
      event('mine'),
      { ...event('other-user'), user_token: 'v' },
      { ...event('other-shop'), shop_id: 's2' },
    ]);
    expect(writer.recent('s1', 'u').map((row) => row.id)).toEqual(['mine']);
    writer.write(
      Array.from({ length: 2000 }, (_, index) => ({ ...event(`x${index}`), user_token: 'v' })),
    );
    // Bounded: a buffer swollen by an outage costs a request no more than a normal one.
    expect(writer.recent('s1', 'u')).toEqual([]);
    await writer.close();
  });

  it('writes buffered events on its timer, off the caller', async () => {
    vi.useFakeTimers();
    const repository = fakeRepository();
    const writer = new EventWriter({ repository, log, flushMs: 1000 });
    writer.write([event('a'), event('b')]);
    expect(repository.insertMany).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(repository.stored).toEqual([['a', 'b']]);
    await writer.close();
  });

  it('writes a full batch at once, in batches of the configured size', async () => {
    const repository = fakeRepository();
    const writer = new EventWriter({ repository, log, flushMs: 60_000, batchSize: 2 });
    writer.write([event('a'), event('b'), event('c')]);
    await writer.flush();
    expect(repository.stored).toEqual([['a', 'b'], ['c']]);
    await writer.close();
  });

  it('under steady traffic, keeps what arrives during a write for a full batch or the timer', async () => {
    vi.useFakeTimers();
    const stored: string[][] = [];
    const writes: (() => void)[] = [];
    const repository = {
      insertMany: (rows: readonly NewEvent[]) =>
        new Promise<void>((resolve) => {
          writes.push(() => {
            stored.push(rows.map((row) => row.id));
            resolve();
          });
        }),
    };
    const writer = new EventWriter({ repository, log, flushMs: 1000, batchSize: 2 });
    writer.write([event('a'), event('b')]);
    writer.write([event('c')]); // arrives while [a, b] is being written
    writes.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    // Not a transaction of its own for one event: it waits.
    expect(stored).toEqual([['a', 'b']]);
    expect(writer.pending()).toBe(1);
    writer.write([event('d')]); // the batch is full again
    await vi.advanceTimersByTimeAsync(0);
    writes.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(stored).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    writer.write([event('e')]);
    await vi.advanceTimersByTimeAsync(1000); // the timer writes a partial batch
    writer.write([event('f')]); // arrives during the timed write: waits for the next one
    writes.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(stored).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(writer.pending()).toBe(1);
    const closed = writer.close();
    await vi.advanceTimersByTimeAsync(0);
    writes.shift()?.();
    await closed;
    expect(stored).toEqual([['a', 'b'], ['c', 'd'], ['e'], ['f']]);
  });

  it('keeps a failed batch, in order, and writes it on the next flush', async () => {
    const repository = fakeRepository(1);
    const error = vi.spyOn(log, 'error');
    const writer = new EventWriter({ repository, log, flushMs: 60_000 });
    writer.write([event('a')]);
    await writer.flush();
    expect(writer.pending()).toBe(1);
    expect(error).toHaveBeenCalled();
    writer.write([event('b')]);
    await writer.flush();
    expect(repository.stored).toEqual([['a', 'b']]);
    await writer.close();
  });

  it('writes what is left on close, retrying a failure', async () => {
    const repository = fakeRepository(2);
    const writer = new EventWriter({ repository, log, flushMs: 60_000 });
    writer.write([event('a')]);
    await writer.close();
    expect(repository.stored).toEqual([['a']]);
  });

  it('refuses events past its bound instead of growing without end', async () => {
    const repository = fakeRepository(5);
    const writer = new EventWriter({ repository, log, flushMs: 60_000, maxBuffered: 2 });
    expect(writer.write([event('a'), event('b'), event('c')])).toBe(2);
    expect(writer.pending()).toBe(2);
    await writer.close();
  });
});
