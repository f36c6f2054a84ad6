import { readFileSync } from 'node:fs';
import { writeResults } from '../support/results.js';
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import { SearchIndex } from '@trova/engine';
import FlexSearch from 'flexsearch';
import MiniSearch from 'minisearch';
import { Bm25 } from './bm25.js';
import { type CorpusDoc, parseCorpus, parseQrels, parseQueries } from './formats.js';
import { judgedAt, ndcgAt } from './metrics.js';
import { parseGroups, printEngines, printGroups, printLosses } from './relevance-report.js';

export interface RelevanceInput {
  corpus: string;
  queries: string;
  qrels: string;
  fields?: readonly string[];
}

export interface RelevanceResult {
  engines: { name: string; ndcg10: number; judged10: number; queries: number }[];
  /** Each query's nDCG@10 by engine name, in the order of the queries file. */
  queries: { qid: string; query: string; ndcg10: Record<string, number> }[];
}

type Ranker = (query: string) => Promise<string[]> | string[];
type Row = Record<string, string> & { id: string };

const rows = (docs: readonly CorpusDoc[]): Row[] => docs.map((d) => ({ ...d.fields, id: d.id }));

function trova(docs: readonly CorpusDoc[], fields: readonly string[]): Ranker {
  // The first field is the title by convention: it weighs most.
  const index = SearchIndex.build(
    { searchable: fields.map((name, i) => ({ name, weight: i === 0 ? 3 : 1 })), returned: [] },
    rows(docs),
  );
  return (q) =>
    index.search({ q, limit: 10, prefix: false, highlight: false }).hits.map((h) => h.id);
}

async function orama(docs: readonly CorpusDoc[], fields: readonly string[]): Promise<Ranker> {
  const db = create({
    schema: Object.fromEntries(fields.map((f) => [f, 'string'])),
  });
  await insertMultiple(db, rows(docs));
  return async (q) =>
    (await oramaSearch(db, { term: q, properties: [...fields], limit: 10 })).hits.map((h) =>
      String(h.id),
    );
}

function miniSearch(docs: readonly CorpusDoc[], fields: readonly string[]): Ranker {
  const ms = new MiniSearch<Row>({
    fields: [...fields],
    searchOptions: { boost: { [fields[0]!]: 2 }, fuzzy: 0.2, prefix: true },
  });
  ms.addAll(rows(docs));
  return (q) =>
    ms
      .search(q)
      .slice(0, 10)
      .map((r) => String(r.id));
}

function flexSearch(docs: readonly CorpusDoc[], fields: readonly string[]): Ranker {
  const index = new FlexSearch.Document<Row>({
    tokenize: 'forward',
    document: { id: 'id', index: [...fields] },
  });
  for (const r of rows(docs)) index.add(r);
  return (q) => {
    // Per-field result lists are merged in field order, as FlexSearch's docs suggest.
    const out: string[] = [];
    for (const field of index.search(q, { limit: 10 })) {
      for (const id of field.result) if (!out.includes(String(id))) out.push(String(id));
    }
    return out.slice(0, 10);
  };
}

/** Ranks every query with each engine and scores nDCG@10 / judged@10 against the qrels. */
export async function evaluateRelevance(input: RelevanceInput): Promise<RelevanceResult> {
  const fields = input.fields ?? ['title', 'description'];
  const docs = parseCorpus(input.corpus, fields);
  const qrels = parseQrels(input.qrels);
  const queries = parseQueries(input.queries).filter((q) => qrels.has(q.qid));
  const bm25 = new Bm25(docs);
  const engines: [string, Ranker][] = [
    ['trova', trova(docs, fields)],
    ['orama', await orama(docs, fields)],
    ['minisearch', miniSearch(docs, fields)],
    ['flexsearch', flexSearch(docs, fields)],
    ['bm25', (q) => bm25.search(q)],
  ];
  const result: RelevanceResult = {
    engines: [],
    queries: queries.map(({ qid, query }) => ({ qid, query, ndcg10: {} })),
  };
  for (const [name, rank] of engines) {
    let ndcg = 0;
    let judged = 0;
    for (const [i, { qid, query }] of queries.entries()) {
      const ranked = await rank(query);
      const score = ndcgAt(ranked, qrels.get(qid)!);
      result.queries[i]!.ndcg10[name] = round(score);
      ndcg += score;
      judged += judgedAt(ranked, qrels.get(qid)!);
    }
    const n = Math.max(1, queries.length);
    result.engines.push({
      name,
      ndcg10: round(ndcg / n),
      judged10: round(judged / n),
      queries: queries.length,
    });
  }
  return result;
}

const round = (n: number): number => Math.round(n * 10000) / 10000;

/** The `bench:relevance` command on one judged set: reads its files, prints, writes the JSON. */
export async function runRelevance(paths: {
  corpus: string;
  queries: string;
  qrels: string;
  fields?: readonly string[];
  out?: string | null;
  /** Prints per-query nDCG@10 deltas against this engine, worst first. */
  lossesAgainst?: string;
  /** `qid<TAB>group` rows: prints the mean nDCG@10 of each group of queries. */
  groups?: string;
}): Promise<RelevanceResult> {
  const read = (p: string): string => readFileSync(p, 'utf8');
  const result = await evaluateRelevance({
    corpus: read(paths.corpus),
    queries: read(paths.queries),
    qrels: read(paths.qrels),
    fields: paths.fields,
  });
  printEngines(result);
  if (paths.groups !== undefined) printGroups(result, parseGroups(read(paths.groups)));
  if (paths.lossesAgainst !== undefined) printLosses(result, paths.lossesAgainst);
  writeResults('relevance', paths.out, result);
  return result;
}
