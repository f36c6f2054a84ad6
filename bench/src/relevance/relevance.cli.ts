import { parseArgs } from 'node:util';
import { resultsPath } from '../support/results.js';
import { runRelevance } from './relevance.js';
import { SHIPPED_SETS } from './relevance-sets.js';

const { values } = parseArgs({
  options: {
    corpus: { type: 'string' },
    queries: { type: 'string' },
    qrels: { type: 'string' },
    groups: { type: 'string' },
    fields: { type: 'string' },
    out: { type: 'string' },
    set: { type: 'string' },
    losses: { type: 'boolean' },
    peer: { type: 'string' },
  },
});
const usage =
  'usage: bench:relevance [-- --set fixture|shop] [--losses [--peer minisearch]]\n' +
  '       bench:relevance -- --corpus <jsonl> --queries <tsv> --qrels <trec> [--groups <tsv>] [--fields title,description]';
// npm runs workspace scripts inside bench/, so relative paths are resolved from where npm was run.
const base = process.env.INIT_CWD ?? process.cwd();
const abs = (p: string): string => (p.startsWith('/') ? p : `${base}/${p}`);
const lossesAgainst = values.losses === true ? (values.peer ?? 'minisearch') : undefined;

if (values.corpus !== undefined || values.queries !== undefined || values.qrels !== undefined) {
  if (!values.corpus || !values.queries || !values.qrels) {
    console.error(usage);
    process.exit(2);
  }
  await runRelevance({
    corpus: abs(values.corpus),
    queries: abs(values.queries),
    qrels: abs(values.qrels),
    groups: values.groups ? abs(values.groups) : undefined,
    fields: values.fields?.split(','),
    out: values.out ? abs(values.out) : undefined,
    lossesAgainst,
  });
} else {
  const sets = SHIPPED_SETS.filter((s) => values.set === undefined || s.name === values.set);
  if (sets.length === 0) {
    console.error(usage);
    process.exit(2);
  }
  for (const s of sets) {
    console.log(`\n${s.name} (${s.queries})`);
    await runRelevance({ ...s, out: resultsPath(`relevance-${s.name}`), lossesAgainst });
  }
}
