/// <reference types="node" />
import { resolve } from 'node:path';
import { checkServerModules } from './module-rules';

/*
 * `npm run lint:cycles` step beside the console's file-level check: no cycle between server
 * modules, and no import past a server module's index.ts.
 */
const root = resolve(import.meta.dirname, '../..');
const server = checkServerModules(
  resolve(root, 'apps/server/src'),
  ['bench/src', 'scripts', 'e2e/src'].map((dir) => resolve(root, dir)),
);
let failed = false;
for (const cycle of server.cycles) {
  console.error(`Server folders import each other in a cycle: ${cycle.join(', ')}`);
  failed = true;
}
for (const deep of server.deepImports) {
  console.error(`Import past a module's index.ts: ${deep}`);
  failed = true;
}
if (failed) process.exitCode = 1;
else console.log('No cycles between server modules; each imported through its index.ts.');
