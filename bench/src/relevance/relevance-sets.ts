import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = resolve(dirname(fileURLToPath(import.meta.url)), '../../fixtures');

/** A judged set shipped in bench/fixtures: what `npm run bench:relevance` runs by default. */
export interface ShippedSet {
  name: string;
  corpus: string;
  queries: string;
  qrels: string;
  groups?: string;
  fields: readonly string[];
}

const set = (name: string, dir: string, groups: boolean): ShippedSet => ({
  name,
  corpus: join(fixtures, dir, 'corpus.jsonl'),
  queries: join(fixtures, dir, 'queries.tsv'),
  qrels: join(fixtures, dir, 'qrels.txt'),
  ...(groups ? { groups: join(fixtures, dir, 'groups.tsv') } : {}),
  fields: ['title', 'description'],
});

/**
 * The small hand-judged fixture, the generated shop set (bench/fixtures/relevance-shop) and the
 * set judged from Best Buy's category tree (bench/fixtures/relevance-taxonomy).
 */
export const SHIPPED_SETS: readonly ShippedSet[] = [
  set('fixture', 'relevance', false),
  set('shop', 'relevance-shop', true),
  set('taxonomy', 'relevance-taxonomy', true),
];
