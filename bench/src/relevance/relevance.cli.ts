import { parseArgs } from 'node:util';
import { runRelevance } from './relevance.js';

const { values } = parseArgs({
  options: {
    corpus: { type: 'string' },
    queries: { type: 'string' },
    qrels: { type: 'string' },
    fields: { type: 'string' },
    out: { type: 'string' },
  },
});
if (!values.corpus || !values.queries || !values.qrels) {
  console.error(
    'usage: bench:relevance -- --corpus <jsonl> --queries <tsv> --qrels <trec> [--fields title,description]',
  );
  process.exit(2);
}
// npm runs workspace scripts inside bench/, so relative paths are resolved from where npm was run.
const base = process.env.INIT_CWD ?? process.cwd();
const abs = (p: string): string => (p.startsWith('/') ? p : `${base}/${p}`);
await runRelevance({
  corpus: abs(values.corpus),
  queries: abs(values.queries),
  qrels: abs(values.qrels),
  fields: values.fields?.split(','),
  out: values.out ? abs(values.out) : undefined,
});
