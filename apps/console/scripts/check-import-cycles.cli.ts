/// <reference types="node" />
import { resolve } from 'node:path';
import { findImportCycles } from './import-cycles';

/*
 * `npm run lint` step: fails when the console's modules import each other in a cycle. It replaced
 * ESLint's import/no-cycle, which walked the import graph again for every file and took most of
 * lint's time (docs/adr/0008-test-workers-and-lint-time.md).
 */
const consoleDir = resolve(import.meta.dirname, '..');
const cycles = await findImportCycles(
  resolve(consoleDir, 'src'),
  resolve(consoleDir, 'tsconfig.json'),
);
if (cycles.length > 0) {
  console.error(`The console's modules import each other in ${cycles.length} cycle(s):`);
  for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(' → ')}`);
  process.exitCode = 1;
} else {
  console.log('No import cycles in the console.');
}
