import type { TrackedEvent, TrovaGlobal } from '../protocol/layer-protocol';

/** Queued events kept at most; older ones are dropped, so a long visit cannot grow memory. */
export const TRACK_QUEUE_MAX = 100;

/**
 * `window.trova`. `lastQueryId` answers from `recall` (src/loader/search-memory.ts). `track`
 * queues the call and tells `onTrack`, through which the loader's sender
 * (event-sender.ts) flushes the queue once the shop is known to be published
 * (docs/product/layer.md#the-page-api). Events a page queued on an earlier
 * `window.trova = { q: [...] }` stub are kept.
 */
export function createTrovaGlobal(
  open: (query?: string) => void,
  existing: unknown,
  onTrack: () => void = () => undefined,
  recall: (objectIDs?: unknown[]) => string | undefined = () => undefined,
): TrovaGlobal {
  const queued =
    typeof existing === 'object' && existing !== null && Array.isArray((existing as TrovaGlobal).q)
      ? (existing as TrovaGlobal).q
      : [];
  const q: TrackedEvent[] = queued.slice(-TRACK_QUEUE_MAX);
  return {
    q,
    track(name, payload) {
      if (typeof name !== 'string' || !name) return;
      q.push({ name, payload, at: Date.now() });
      if (q.length > TRACK_QUEUE_MAX) q.splice(0, q.length - TRACK_QUEUE_MAX);
      onTrack();
    },
    open(query) {
      open(typeof query === 'string' ? query : undefined);
    },
    lastQueryId: (objectID) => recall(objectID ? [objectID] : undefined),
  };
}
