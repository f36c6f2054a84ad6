// @vitest-environment jsdom
import { eventsBatchSchema, shopperEventSchema } from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type EventSender, FLUSH_DELAY_MS, startEventSender } from './event-sender';
import { createTrovaGlobal, TRACK_QUEUE_MAX } from './trova-global';

const URL = 'https://t.example/API/events?key=shop1';
const click = (id: string) => ({ objectIDs: [id], positions: [1] });

let sender: EventSender | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  window.matchMedia = vi.fn(() => ({ matches: true }) as MediaQueryList);
});
afterEach(() => {
  sender?.stop();
  sender = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A page's `window.trova` wired to a sender whose fetch answers `status` (or fails). */
function wired(status: number | 'offline' = 200, stub?: unknown) {
  const fetchImpl = vi.fn((_url: string, _init?: RequestInit) =>
    status === 'offline'
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve(new Response('{"accepted":1,"rejected":[]}', { status })),
  );
  const trova = createTrovaGlobal(
    () => undefined,
    stub,
    () => sender?.schedule(),
  );
  sender = startEventSender({
    win: window,
    url: URL,
    queue: trova.q,
    userToken: 'anon-1',
    fetchImpl: fetchImpl as unknown as typeof fetch,
  });
  const bodies = () =>
    fetchImpl.mock.calls.map(([, init]) =>
      eventsBatchSchema
        .parse(JSON.parse(init?.body as string))
        .events.map((event) => shopperEventSchema.parse(event)),
    );
  const pageView = bodies()[0];
  // The load's page view went at once (tested below); the rest follows what the page tracks.
  fetchImpl.mockClear();
  return { trova, fetchImpl, bodies, pageView };
}

describe('startEventSender', () => {
  it('sends one page view at once on start, and no other however the page tracks', async () => {
    const { trova, fetchImpl, bodies, pageView } = wired();
    expect(pageView).toEqual([
      { kind: 'page-view', userToken: 'anon-1', device: 'mobile', timestamp: Date.now() },
    ]);
    trova.track('page-view', {});
    trova.track('click', click('A'));
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(bodies()[0]?.map((event) => event.kind)).toEqual(['click']);
  });

  it('sends the calls of one moment in one batch, a second after the last', async () => {
    const { trova, fetchImpl, bodies } = wired();
    trova.track('click', click('A'));
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS - 10);
    trova.track('add-to-cart', {
      objectIDs: ['A'],
      prices: [19.9],
      quantities: [1],
      currency: 'EUR',
    });
    trova.track('click', { objectIDs: 'not a list' });
    expect(fetchImpl).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe(URL);
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: false });
    expect(bodies()[0]).toMatchObject([
      { kind: 'click', objectIDs: ['A'], userToken: 'anon-1', device: 'mobile' },
      { kind: 'add-to-cart', value: 19.9, currency: 'EUR' },
    ]);
    expect(trova.q).toEqual([]);
  });

  it('sends at once, kept alive, when the page is hidden or left', async () => {
    const { trova, fetchImpl } = wired();
    trova.track('click', click('A'));
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]?.[1]).toMatchObject({ keepalive: true });
    trova.track('click', click('B'));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS * 2);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('sends what a page queued before the loader, with the page view', () => {
    const stub = { q: [{ name: 'click', payload: click('A'), at: Date.now() }] };
    const { pageView } = wired(200, stub);
    expect(pageView).toMatchObject([{ kind: 'page-view' }, { objectIDs: ['A'] }]);
  });

  it('tries a failed batch once more at the next flush, then drops it', async () => {
    const { trova, fetchImpl, bodies } = wired('offline');
    trova.track('click', click('A'));
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    trova.track('click', click('B'));
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    trova.track('click', click('C'));
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    const ids = bodies().map((events) => events.map((event) => event.objectIDs?.[0] ?? event.kind));
    // The page view failed on start: it is the retry of the first flush.
    expect(ids).toEqual([
      ['page-view', 'A'],
      ['A', 'B'],
      ['B', 'C'],
    ]);
  });

  it('treats an error answer as a failure and keeps at most TRACK_QUEUE_MAX to retry', async () => {
    const { trova, bodies } = wired(503);
    for (let i = 0; i < TRACK_QUEUE_MAX * 2; i += 1) trova.track('click', click(`P${i}`));
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    trova.track('click', click('last'));
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    const [first, second] = bodies();
    // The failed page view rides along once, at the head of the first batch.
    expect(first).toHaveLength(TRACK_QUEUE_MAX + 1);
    expect(second).toHaveLength(TRACK_QUEUE_MAX + 1);
  });

  it('never throws into the page, whatever it tracks', async () => {
    const { trova, fetchImpl } = wired();
    const hostile = Object.defineProperty({}, 'objectIDs', {
      get() {
        throw new Error('boom');
      },
    }) as Record<string, unknown>;
    expect(() => trova.track('click', hostile)).not.toThrow();
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
