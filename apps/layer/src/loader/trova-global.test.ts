import { describe, expect, it, vi } from 'vitest';
import { createTrovaGlobal, TRACK_QUEUE_MAX } from './trova-global';

describe('createTrovaGlobal', () => {
  it('queues tracked events without sending anything, keeping the newest ones', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const trova = createTrovaGlobal(() => undefined, undefined);
    for (let i = 0; i < TRACK_QUEUE_MAX + 5; i += 1) trova.track('click', { i });
    trova.track('', {});
    expect(trova.q).toHaveLength(TRACK_QUEUE_MAX);
    expect(trova.q[0]?.payload).toEqual({ i: 5 });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('tells the sender of each call it queued', () => {
    const onTrack = vi.fn();
    const trova = createTrovaGlobal(() => undefined, undefined, onTrack);
    trova.track('click', {});
    trova.track('', {});
    expect(onTrack).toHaveBeenCalledOnce();
  });

  it('keeps events a page queued on an earlier stub', () => {
    const stub = { q: [{ name: 'view', payload: undefined, at: 1 }] };
    expect(createTrovaGlobal(() => undefined, stub).q).toEqual(stub.q);
  });

  it('opens with the query given, or without one', () => {
    const open = vi.fn();
    const trova = createTrovaGlobal(open, undefined);
    trova.open('shoes');
    trova.open();
    expect(open.mock.calls).toEqual([['shoes'], [undefined]]);
  });
});
