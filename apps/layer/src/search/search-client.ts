import type { SearchResponse } from '@trova/contracts';

/** Keystrokes closer together than this make one search (phones type in bursts). */
export const SEARCH_DEBOUNCE_MS = 200;

export type SearchOutcome<R> =
  | { kind: 'loading'; request: R }
  | { kind: 'results'; request: R; response: SearchResponse }
  | { kind: 'error'; request: R; status: number | undefined };

export interface SearchClientOptions<R> {
  url(request: R): string;
  onOutcome(outcome: SearchOutcome<R>): void;
  fetchImpl?: typeof fetch;
  debounceMs?: number;
}

export interface SearchClient<R> {
  /** Sends after the debounce, unless another request comes first (typing). */
  schedule(request: R): void;
  /** Sends at once (Enter, a filter, a page, a retry). */
  now(request: R): void;
  /** Drops the pending and in-flight searches: none of them reports any more. */
  cancel(): void;
}

class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`search answered ${status}`);
  }
}

function isSearchResponse(value: unknown): value is SearchResponse {
  const answer = value as Partial<SearchResponse> | null;
  return (
    typeof answer === 'object' &&
    answer !== null &&
    Array.isArray(answer.results) &&
    typeof answer.results_count === 'number' &&
    typeof answer.stats === 'object'
  );
}

/**
 * The overlay's search traffic (apps/layer/DESIGN.md#the-search-client). Guarantees: keystrokes
 * are debounced; sending a search aborts the one in flight; only the newest search sent ever
 * reports (a sequence number drops any older answer that still arrives, even if the abort came
 * too late); a failed search reports an error once and the next search works as usual.
 */
export function createSearchClient<R>(options: SearchClientOptions<R>): SearchClient<R> {
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const debounceMs = options.debounceMs ?? SEARCH_DEBOUNCE_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  let sequence = 0;

  const stopPending = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    inFlight?.abort();
    inFlight = undefined;
  };

  const send = (request: R) => {
    stopPending();
    const mine = ++sequence;
    const controller = new AbortController();
    inFlight = controller;
    const current = () => mine === sequence;
    options.onOutcome({ kind: 'loading', request });
    fetchImpl(options.url(request), { signal: controller.signal, credentials: 'omit' })
      .then(async (response) => {
        if (!response.ok) throw new HttpStatusError(response.status);
        const body: unknown = await response.json();
        if (!isSearchResponse(body)) throw new HttpStatusError(response.status);
        if (current()) options.onOutcome({ kind: 'results', request, response: body });
      })
      .catch((error: unknown) => {
        if (!current() || controller.signal.aborted) return;
        const status = error instanceof HttpStatusError ? error.status : undefined;
        options.onOutcome({ kind: 'error', request, status });
      })
      .finally(() => {
        if (inFlight === controller) inFlight = undefined;
      });
  };

  return {
    schedule(request) {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => send(request), debounceMs);
    },
    now: send,
    cancel() {
      stopPending();
      sequence += 1;
    },
  };
}
