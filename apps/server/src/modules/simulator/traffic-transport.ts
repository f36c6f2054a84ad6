import {
  API_PREFIX,
  type EventsAnswer,
  type SearchResponse,
  type ShopperEvent,
} from '@trova/contracts';
import type { FastifyInstance } from 'fastify';

/** Who calls, as a storefront's shopper would: their address and browser. */
export interface ShopperOrigin {
  clientIp: string;
  userAgent: string;
}

/**
 * How simulated shoppers reach a shop: the public search and events calls, at a moment of the
 * shopper's timeline (epoch ms). In-process, that moment is the server's simulated clock; over
 * HTTP, the shopper waits (a shortened) real time.
 */
export interface TrafficTransport {
  search(params: URLSearchParams, origin: ShopperOrigin, atMs: number): Promise<SearchResponse>;
  sendEvents(events: ShopperEvent[], origin: ShopperOrigin, atMs: number): Promise<EventsAnswer>;
}

/** A clock the simulation sets: it follows the system clock until `set`, and after `release`. */
export interface SimulatedClock {
  (): number;
  set(ms: number): void;
  release(): void;
}

/**
 * The server's clock during a backdated simulation.
 * @example const clock = simulatedClock(); clock.set(Date.UTC(2026, 0, 1)); clock() // that moment
 */
export function simulatedClock(): SimulatedClock {
  let fixed: number | undefined;
  const clock = (): number => fixed ?? Date.now();
  clock.set = (ms: number): void => {
    fixed = ms;
  };
  clock.release = (): void => {
    fixed = undefined;
  };
  return clock;
}

function failed(call: string, status: number, body: string): Error {
  return new Error(`${call} answered ${status}: ${body.slice(0, 300)}`);
}

/**
 * Calls the app's real routes in process with `inject`, the simulated clock set to each call's
 * moment. The client address is the request's socket address (`remoteAddress`), which is what
 * the routes read when no proxy is trusted.
 * @example injectTransport(app.server, clock, shop.key)
 */
export function injectTransport(
  server: FastifyInstance,
  clock: SimulatedClock,
  shopKey: string,
): TrafficTransport {
  return {
    async search(params, origin, atMs) {
      clock.set(atMs);
      const answer = await server.inject({
        method: 'GET',
        url: `${API_PREFIX}/shops/${encodeURIComponent(shopKey)}/search?${params.toString()}`,
        remoteAddress: origin.clientIp,
        headers: { 'user-agent': origin.userAgent },
      });
      if (answer.statusCode !== 200) throw failed('search', answer.statusCode, answer.body);
      return answer.json<SearchResponse>();
    },
    async sendEvents(events, origin, atMs) {
      clock.set(atMs);
      const answer = await server.inject({
        method: 'POST',
        url: `${API_PREFIX}/events?key=${encodeURIComponent(shopKey)}`,
        remoteAddress: origin.clientIp,
        headers: { 'user-agent': origin.userAgent },
        payload: { events },
      });
      if (answer.statusCode !== 200) throw failed('events', answer.statusCode, answer.body);
      return answer.json<EventsAnswer>();
    },
  };
}

/** Longest real wait between two steps of one shopper over HTTP (a purchase may come minutes later). */
const MAX_REAL_PAUSE_MS = 1500;

/**
 * Calls a running server over HTTP at the present time. The shopper's address goes in
 * X-Forwarded-For, which the server believes only when TRUST_PROXY trusts the simulator
 * (`TRUST_PROXY=loopback`; otherwise every shopper is the simulator's own address). Pauses are real, shortened to at most 1.5 s.
 * @example httpTransport('http://127.0.0.1:3000', 'shop-key')
 */
export function httpTransport(baseUrl: string, shopKey: string): TrafficTransport {
  const timeline = new Map<string, number>();
  const pause = async (origin: ShopperOrigin, atMs: number) => {
    const key = `${origin.clientIp}\n${origin.userAgent}`;
    const previous = timeline.get(key);
    timeline.set(key, atMs);
    const wait = previous === undefined ? 0 : Math.min(MAX_REAL_PAUSE_MS, atMs - previous);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  };
  const headers = (origin: ShopperOrigin) => ({
    'user-agent': origin.userAgent,
    'x-forwarded-for': origin.clientIp,
  });
  return {
    async search(params, origin, atMs) {
      await pause(origin, atMs);
      const url = `${baseUrl}${API_PREFIX}/shops/${encodeURIComponent(shopKey)}/search?${params.toString()}`;
      const answer = await fetch(url, { headers: headers(origin) });
      const text = await answer.text();
      if (!answer.ok) throw failed('search', answer.status, text);
      return JSON.parse(text) as SearchResponse;
    },
    async sendEvents(events, origin, atMs) {
      await pause(origin, atMs);
      const answer = await fetch(
        `${baseUrl}${API_PREFIX}/events?key=${encodeURIComponent(shopKey)}`,
        {
          method: 'POST',
          headers: { ...headers(origin), 'content-type': 'application/json' },
          body: JSON.stringify({ events }),
        },
      );
      const text = await answer.text();
      if (!answer.ok) throw failed('events', answer.status, text);
      return JSON.parse(text) as EventsAnswer;
    },
  };
}
