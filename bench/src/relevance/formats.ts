export interface CorpusDoc {
  id: string;
  fields: Record<string, string>;
}

function text(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return v.map(text).join(' ');
  return '';
}

/** JSONL, one product per line; the id is `doc_id`, `_id` or `id`. */
export function parseCorpus(jsonl: string, fields: readonly string[]): CorpusDoc[] {
  return jsonl
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((line, i) => {
      const row = JSON.parse(line) as Record<string, unknown>;
      const id = row.doc_id ?? row._id ?? row.id;
      if (typeof id !== 'string' && typeof id !== 'number') {
        throw new Error(`corpus line ${i + 1}: no doc_id, _id or id`);
      }
      return { id: String(id), fields: Object.fromEntries(fields.map((f) => [f, text(row[f])])) };
    });
}

/** TSV with a header row, then `qid<TAB>query`. */
export function parseQueries(tsv: string): { qid: string; query: string }[] {
  return tsv
    .split('\n')
    .slice(1)
    .filter((l) => l.trim() !== '')
    .map((l) => {
      const [qid, ...rest] = l.split('\t');
      return { qid: qid!.trim(), query: rest.join(' ').trim() };
    });
}

/** TREC qrels: `qid 0 doc_id grade` (any whitespace). */
export function parseQrels(trec: string): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  for (const line of trec.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts.length < 4) continue;
    const [qid, , doc, grade] = parts as [string, string, string, string];
    let m = out.get(qid);
    if (!m) out.set(qid, (m = new Map<string, number>()));
    m.set(doc, Number(grade));
  }
  return out;
}
