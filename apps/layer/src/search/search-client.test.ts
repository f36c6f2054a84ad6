import type { SearchResponse } from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchClient, SEARCH_DEBOUNCE_MS, type SearchOutcome } from './search-client';

const answer = (title: string): SearchResponse => ({
  results: [
    {
      header: { externalId: title, imagePrefix: '' },
      data: { title, image: [], url: `https://shop.example/${title}` },
      pricing: { sellingPrice: 1, currency: 'EUR' },
    },
  ],
  results_count: 1,
  stats: {},
});

interface Call {
  url: string;
  signal: AbortSignal;
  resolve: (response: Response) => void;
  reject: (error: unknown) => void;
}

/** A fetch whose answers the test releases one by one, in any order. */
function manualFetch() {
  const calls: Call[] = [];
  const fetchImpl = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    return new Promise<Response>((resolve, reject) => {
      const signal = init?.signal ?? new AbortController().signal;
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      calls.push({
        url: input instanceof Request ? input.url : input.toString(),
        signal,
        resolve,
        reject,
      });
    });
  });
  return { calls, fetchImpl: fetchImpl as unknown as typeof fetch };
}

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

function setup() {
  const { calls, fetchImpl } = manualFetch();
  const outcomes: SearchOutcome<string>[] = [];
  const client = createSearchClient<string>({
    url: (q) => `https://t.example/search?q=${q}`,
    onOutcome: (outcome) => outcomes.push(outcome),
    fetchImpl,
  });
  const results = () =>
    outcomes.flatMap((o) => (o.kind === 'results' ? [o.response.results[0]?.data.title] : []));
  return { calls, client, outcomes, results };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('createSearchClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('debounces keystrokes into one search of the last text', async () => {
    const { calls, client } = setup();
    client.schedule('s');
    client.schedule('sh');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    client.schedule('sho');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(calls.map((call) => call.url)).toEqual(['https://t.example/search?q=sho']);
  });

  it('aborts the search in flight when a newer one is sent', async () => {
    const { calls, client, results } = setup();
    client.now('sho');
    client.now('shoe');
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[1]?.resolve(ok(answer('shoe')));
    await settle();
    expect(results()).toEqual(['shoe']);
  });

  it('never reports an older answer after a newer search, even when its abort came too late', async () => {
    const { calls, client, results } = setup();
    client.now('sho');
    const stale = calls[0];
    client.now('shoe');
    calls[1]?.resolve(ok(answer('shoe')));
    await settle();
    // A server (or a browser) that ignored the abort still answers the old search.
    stale?.resolve(ok(answer('sho')));
    await settle();
    expect(results()).toEqual(['shoe']);
  });

  it('reports a failure once, and the next search works as usual', async () => {
    const { calls, client, outcomes, results } = setup();
    client.now('sho');
    calls[0]?.resolve(new Response('{}', { status: 503 }));
    await settle();
    expect(outcomes.at(-1)).toEqual({ kind: 'error', request: 'sho', status: 503 });
    client.schedule('shoe');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    calls[1]?.resolve(ok(answer('shoe')));
    await settle();
    expect(results()).toEqual(['shoe']);
  });

  it('treats a network error and an unreadable answer as failures', async () => {
    const { calls, client, outcomes } = setup();
    client.now('a');
    calls[0]?.reject(new TypeError('Failed to fetch'));
    await settle();
    client.now('b');
    calls[1]?.resolve(ok({ nothing: true }));
    await settle();
    expect(outcomes.filter((o) => o.kind === 'error').map((o) => o.request)).toEqual(['a', 'b']);
  });

  it('announces loading when a search is sent, not while keystrokes are debounced', async () => {
    const { client, outcomes } = setup();
    client.schedule('sho');
    expect(outcomes).toEqual([]);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(outcomes).toEqual([{ kind: 'loading', request: 'sho' }]);
  });

  it('cancel drops the pending and the in-flight searches', async () => {
    const { calls, client, outcomes } = setup();
    client.now('sho');
    client.schedule('shoe');
    client.cancel();
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    calls[0]?.resolve(ok(answer('sho')));
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(outcomes.map((o) => o.kind)).toEqual(['loading']);
  });
});
