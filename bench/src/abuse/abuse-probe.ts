import { loopbackCall } from './abuse-loopback.js';

export interface ProbeSample {
  /** When the search was sent (performance.now()). */
  at: number;
  ms: number;
  ok: boolean;
}

export interface Probe {
  /** The samples of searches sent in [from, to), once every one of them has answered. */
  between(from: number, to: number): Promise<ProbeSample[]>;
  stop(): Promise<void>;
}

const WORDS = ['scarpa', 'giacca', 'lampada', 'cuffie', 'romanzo', 'caffettiera', 'maglia', 'nero'];

/**
 * A shopper of another shop: `perSecond` searches a second from its own loopback address, each
 * sent on time whether or not the previous one answered, so a stalled server shows as long
 * latencies and not as fewer samples.
 */
export function startProbe(origin: string, shopKey: string, from: string, perSecond = 20): Probe {
  const samples: ProbeSample[] = [];
  const pending = new Set<Promise<void>>();
  let n = 0;
  const send = () => {
    const at = performance.now();
    const word = WORDS[n % WORDS.length] ?? 'scarpa';
    n += 1;
    // Distinct pages keep the answer cache from hiding the engine: the probe measures a search.
    const path = `/API/shops/${shopKey}/search?q=${word}&page=${(n % 5) + 1}`;
    const done = loopbackCall(origin, { path, from }).then(
      (answer) => {
        samples.push({ at, ms: answer.ms, ok: answer.status === 200 });
      },
      () => {
        samples.push({ at, ms: performance.now() - at, ok: false });
      },
    );
    pending.add(done);
    void done.finally(() => pending.delete(done));
  };
  const timer = setInterval(send, 1000 / perSecond);
  return {
    async between(fromMs, toMs) {
      await Promise.all([...pending]);
      return samples.filter((s) => s.at >= fromMs && s.at < toMs);
    },
    async stop() {
      clearInterval(timer);
      await Promise.all([...pending]);
    },
  };
}
