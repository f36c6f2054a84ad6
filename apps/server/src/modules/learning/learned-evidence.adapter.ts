import type { LearnedEvidence } from '@trova/contracts';
import type { LearnedEvidenceLookup, LearnedEvidenceSource } from '../search/index';
import type { LearnedPayload, ProductEvidence } from './learned-payload';
import type { LearningService } from './learning.service';

type Counts = Pick<LearnedEvidence, 'clicks' | 'carts' | 'purchases'>;

function countsById(rows: readonly ProductEvidence[]): Map<string, Counts> {
  return new Map(rows.map(([id, clicks, carts, purchases]) => [id, { clicks, carts, purchases }]));
}

/** Lookups per payload: a payload never changes once held (a build replaces it whole). */
const lookups = new WeakMap<LearnedPayload, LearnedEvidenceLookup>();

/**
 * The preview's evidence for one payload (docs/product/search-api.md#explain): the engine's
 * score with the counted events behind it, of the query key for `query` and of every query and
 * browsing for `prior`, over the payload's days. A product without counted events there has no
 * evidence (undefined): the explain then shows the score alone, in `rules.learned`. Each query
 * key's counts are indexed the first time a preview asks for that key.
 * @example evidenceLookup(payload)({ source: 'prior', key: '', score: 0.3 }, 'p1') // { source: 'prior', score: 0.3, clicks: 12, carts: 1, purchases: 0, days: 60 }
 */
export function evidenceLookup(payload: LearnedPayload): LearnedEvidenceLookup {
  const kept = lookups.get(payload);
  if (kept) return kept;
  const byKey = new Map(payload.evidence.map(([key, rows]) => [key, rows]));
  const indexed = new Map<string, Map<string, Counts>>();
  let prior: Map<string, Counts> | undefined;
  const lookup: LearnedEvidenceLookup = (learned, productId) => {
    let counts: Map<string, Counts> | undefined;
    if (learned.source === 'prior') {
      prior ??= countsById(payload.priorEvidence);
      counts = prior;
    } else {
      counts = indexed.get(learned.key);
      if (counts === undefined) {
        counts = countsById(byKey.get(learned.key) ?? []);
        indexed.set(learned.key, counts);
      }
    }
    const found = counts.get(productId);
    if (found === undefined) return undefined;
    return { source: learned.source, score: learned.score, ...found, days: payload.days };
  };
  lookups.set(payload, lookup);
  return lookup;
}

/**
 * Search's `learned` port (learned-evidence.port.ts in search) over the learning service: the
 * payload in force for the shop, read from storage when this process does not hold it yet.
 * @example search.ports.learned.connect(learnedEvidenceSource(learning));
 */
export function learnedEvidenceSource(
  learning: Pick<LearningService, 'payloadOfShop'>,
): LearnedEvidenceSource {
  return {
    async evidenceOf(shopId) {
      const payload = await learning.payloadOfShop(shopId);
      return payload === undefined ? undefined : evidenceLookup(payload);
    },
  };
}
