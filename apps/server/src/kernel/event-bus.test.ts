import { describe, expect, it } from 'vitest';
import { createEventBus } from './event-bus';

interface Events {
  ping: { n: number };
  other: { s: string };
}

describe('createEventBus', () => {
  it('awaits subscribers one after another in registration order', async () => {
    const bus = createEventBus<Events>();
    const seen: string[] = [];
    bus.on(
      'ping',
      async ({ n }) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        seen.push(`first:${n}`);
      },
      'first',
    );
    bus.on('ping', ({ n }) => void seen.push(`second:${n}`), 'second');
    await bus.emit('ping', { n: 1 });
    expect(seen).toEqual(['first:1', 'second:1']);
    expect(bus.subscribers('ping')).toEqual(['first', 'second']);
    expect(bus.subscribers('other')).toEqual([]);
  });

  it('stops at the first subscriber that throws, and rejects with its error', async () => {
    const bus = createEventBus<Events>();
    const seen: string[] = [];
    bus.on(
      'ping',
      () => {
        throw new Error('boom');
      },
      'failing',
    );
    bus.on('ping', () => void seen.push('later'), 'later');
    await expect(bus.emit('ping', { n: 1 })).rejects.toThrow('boom');
    expect(seen).toEqual([]);
  });

  it('delivers only the emitted event, and nothing without subscribers', async () => {
    const bus = createEventBus<Events>();
    const seen: string[] = [];
    bus.on('other', ({ s }) => void seen.push(s), 'other');
    await bus.emit('ping', { n: 2 });
    await bus.emit('other', { s: 'x' });
    expect(seen).toEqual(['x']);
  });
});
