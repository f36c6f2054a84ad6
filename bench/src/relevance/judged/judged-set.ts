import { grade } from './judging.rubric.js';
import { generateShopCatalogue } from './shop-catalogue.generator.js';
import { generateShopQueries } from './shop-queries.generator.js';

/** The judged set's four files, as text: corpus (JSONL), queries and groups (TSV), qrels (TREC). */
export interface JudgedSetFiles {
  corpus: string;
  queries: string;
  groups: string;
  qrels: string;
}

/**
 * Generates the catalogue, writes queries from intents and grades every product for every query
 * with the rubric (judgements are complete: a product left out of the qrels is graded 0).
 *
 * @example
 * const { corpus, queries, qrels } = buildJudgedSet();
 */
export function buildJudgedSet(): JudgedSetFiles {
  const products = generateShopCatalogue();
  const queries = generateShopQueries(products);
  const corpus = products.map((p) =>
    JSON.stringify({ doc_id: p.id, title: p.title, description: p.description }),
  );
  const qrels: string[] = [];
  for (const q of queries) {
    for (const p of products) {
      const g = grade(p.truth, q.intent);
      if (g > 0) qrels.push(`${q.qid} 0 ${p.id} ${g}`);
    }
  }
  const tsv = (rows: string[][]): string => `${rows.map((r) => r.join('\t')).join('\n')}\n`;
  return {
    corpus: `${corpus.join('\n')}\n`,
    queries: tsv([['qid', 'query'], ...queries.map((q) => [q.qid, q.text])]),
    groups: tsv([['qid', 'group'], ...queries.map((q) => [q.qid, q.group])]),
    qrels: `${qrels.join('\n')}\n`,
  };
}
