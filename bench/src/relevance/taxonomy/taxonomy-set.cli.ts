import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTaxonomySet } from './taxonomy-set.js';

// Regenerates bench/fixtures/relevance-taxonomy from its source tables (the files are committed).
const dir = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../fixtures/relevance-taxonomy',
);
const files = buildTaxonomySet(dir);
for (const [name, text] of Object.entries(files)) {
  writeFileSync(
    join(dir, name === 'corpus' ? 'corpus.jsonl' : name === 'qrels' ? 'qrels.txt' : `${name}.tsv`),
    text,
  );
}
console.log(`wrote ${dir}`);
