import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rng } from '../../engine/catalogue.js';
import type { TaxonomyProduct, TaxonomyQuery } from './taxonomy-product.js';
import { grade } from './taxonomy.rubric.js';

/** Rows of a TSV file with a header row, as records keyed by the header's names. */
function readTsv(path: string): Record<string, string>[] {
  const [head, ...lines] = readFileSync(path, 'utf8').trimEnd().split('\n');
  const names = head!.split('\t');
  return lines.map((l) => {
    const cells = l.split('\t');
    return Object.fromEntries(names.map((n, i) => [n, cells[i] ?? '']));
  });
}

const list = (cell: string, sep: string): string[] =>
  cell === '' ? [] : cell.split(sep).map((s) => s.trim());

/**
 * The products of `products.tsv`: one per colour of each row, titled in the retailer's
 * convention `Brand - Model - Colour`, shuffled with a fixed seed so that no engine's
 * index-order tie-break lines up with the table's order, then numbered.
 */
export function readProducts(dir: string): TaxonomyProduct[] {
  const out: Omit<TaxonomyProduct, 'id'>[] = [];
  for (const r of readTsv(join(dir, 'products.tsv'))) {
    const colours = list(r.colours!, ',');
    const titles = colours.length === 0 ? [''] : colours.map((c) => ` - ${c}`);
    for (const suffix of titles) {
      out.push({
        title: `${r.brand} - ${r.model}${suffix}`,
        description: r.description!,
        category: r.category!,
        brand: r.brand!.replace(/[™®]/g, '').toLowerCase(),
        serves: r.serves === '' ? null : r.serves!,
        includes: list(r.includes!, ','),
      });
    }
  }
  const random = rng(37);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out.map((p, i) => ({ ...p, id: `T${String(i + 1).padStart(4, '0')}` }));
}

/** The judged queries of `intents.tsv`, numbered in file order. */
export function readQueries(dir: string): TaxonomyQuery[] {
  return readTsv(join(dir, 'intents.tsv')).map((r, i) => ({
    qid: `t${String(i + 1).padStart(3, '0')}`,
    text: r.query!,
    group: r.group!,
    intent: {
      categories: list(r.categories!, ';'),
      ...(r.brand === '' ? {} : { brand: r.brand! }),
      ...(r.for === '' ? {} : { for: r.for! }),
    },
  }));
}

/**
 * The set's four files from its two source tables: every product judged for every query by the
 * rubric (an unlisted product is a judged 0).
 *
 * @example
 * const { corpus, qrels } = buildTaxonomySet('bench/fixtures/relevance-taxonomy');
 */
export function buildTaxonomySet(
  dir: string,
): Record<'corpus' | 'queries' | 'groups' | 'qrels', string> {
  const products = readProducts(dir);
  const queries = readQueries(dir);
  const qrels: string[] = [];
  for (const q of queries) {
    for (const p of products) {
      const g = grade(p, q.intent);
      if (g > 0) qrels.push(`${q.qid} 0 ${p.id} ${g}`);
    }
  }
  const tsv = (rows: string[][]): string => `${rows.map((r) => r.join('\t')).join('\n')}\n`;
  const corpus = products.map((p) =>
    JSON.stringify({ doc_id: p.id, title: p.title, description: p.description }),
  );
  return {
    corpus: `${corpus.join('\n')}\n`,
    queries: tsv([['qid', 'query'], ...queries.map((q) => [q.qid, q.text])]),
    groups: tsv([['qid', 'group'], ...queries.map((q) => [q.qid, q.group])]),
    qrels: `${qrels.join('\n')}\n`,
  };
}
