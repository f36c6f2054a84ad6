import type { ShopperEvent } from '@trova/contracts';
import { currentDevice } from '../layout/device';
import type { TrackedEvent } from '../protocol/layer-protocol';
import { EVENTS_BATCH, toShopperEvent } from './shopper-events';
import { TRACK_QUEUE_MAX } from './trova-global';

/** Events tracked within this delay of each other travel in one call. */
export const FLUSH_DELAY_MS = 1000;

export interface EventSenderOptions {
  win: Window;
  /** `<apiOrigin>/API/events?key=<shop key>` (contracts `eventsApi.send`). */
  url: string;
  /** `window.trova.q`: the sender drains it. */
  queue: TrackedEvent[];
  userToken: string;
  fetchImpl: typeof fetch;
  /** The queryID the layer remembers for products (src/loader/search-memory.ts). */
  recall?: (objectIDs: unknown[]) => string | undefined;
}

export interface EventSender {
  /** A call was tracked: flush after FLUSH_DELAY_MS of quiet. */
  schedule(): void;
  /** Sends what is queued now; `leaving` keeps the request alive past the page's end. */
  flush(leaving: boolean): void;
  stop(): void;
}

/**
 * Sends the page load's page view at once, then `trova.track` calls to Trova
 * (docs/product/layer.md#the-page-api): debounced batches, and
 * at once when the page is hidden or left (`pagehide`, `visibilitychange`), since a shopper often
 * leaves right after a click. A failed batch is tried once more at the next flush, then dropped,
 * so a shop whose events never get through holds at most TRACK_QUEUE_MAX of them.
 *
 * `fetch` with `keepalive` rather than `sendBeacon`: a beacon always carries cookies and cannot
 * send `application/json` without breaking its CORS rules; the events call takes no credentials.
 */
export function startEventSender(options: EventSenderOptions): EventSender {
  const { win, url, queue, userToken, fetchImpl, recall } = options;
  let retry: ShopperEvent[] = [];
  let timer: number | undefined;

  const send = async (events: ShopperEvent[], leaving: boolean): Promise<boolean> => {
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ events }),
        credentials: 'omit',
        keepalive: leaving,
      });
      // Events the server refused one by one (`rejected`) would be refused again: not retried.
      return response.ok;
    } catch {
      return false;
    }
  };

  const flush = (leaving: boolean, fresh: ShopperEvent[] = []) => {
    win.clearTimeout(timer);
    timer = undefined;
    const device = currentDevice(win);
    for (const tracked of queue.splice(0)) {
      try {
        const event = toShopperEvent(tracked, userToken, device, recall);
        if (event) fresh.push(event);
      } catch {
        // A payload whose getters throw is the page's mistake: dropped, never thrown back at it.
      }
    }
    const batch = retry.concat(fresh).slice(0, EVENTS_BATCH);
    retry = [];
    if (batch.length === 0) return;
    void send(batch, leaving).then((ok) => {
      if (!ok) retry = retry.concat(fresh).slice(-TRACK_QUEUE_MAX);
    });
  };

  const schedule = () => {
    win.clearTimeout(timer);
    timer = win.setTimeout(() => flush(false), FLUSH_DELAY_MS);
  };
  const onHide = () => {
    if (win.document.visibilityState === 'hidden') flush(true);
  };
  const onPageHide = () => flush(true);
  win.addEventListener('pagehide', onPageHide);
  win.document.addEventListener('visibilitychange', onHide);
  // One page view a page load, at once, with the calls the page made before the configuration
  // arrived: the funnel's visitors include shoppers who never search (docs/product/layer.md#page-views).
  flush(false, [
    { kind: 'page-view', userToken, device: currentDevice(win), timestamp: Date.now() },
  ]);
  return {
    schedule,
    flush,
    stop() {
      win.clearTimeout(timer);
      win.removeEventListener('pagehide', onPageHide);
      win.document.removeEventListener('visibilitychange', onHide);
    },
  };
}
