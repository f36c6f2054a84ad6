import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildJudgedSet } from './judged-set.js';

// Regenerates bench/fixtures/relevance-shop from the seeded generator (the files are committed).
const dir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../fixtures/relevance-shop');
const files = buildJudgedSet();
writeFileSync(join(dir, 'corpus.jsonl'), files.corpus);
writeFileSync(join(dir, 'queries.tsv'), files.queries);
writeFileSync(join(dir, 'groups.tsv'), files.groups);
writeFileSync(join(dir, 'qrels.txt'), files.qrels);
console.log(`wrote ${dir}`);
