/// <reference types="node" />
import { collectImports, type ImportEdge, unitCycles } from './import-graph';

/**
 * The server's module rules (docs/architecture.md, "Module boundaries"), checked by `npm run
 * lint:cycles`:
 * - no cycle between the folders of `apps/server/src`: each `modules/<m>` is one unit, and so is
 *   every other top-level folder (`kernel`, `http`, `db`...) and top-level file;
 * - no file outside `modules/<m>/` imports a file of it other than `modules/<m>/index.ts`.
 * Test files count for the second rule only: a test may build fixtures from any module's public
 * face without ordering the code.
 * The console keeps its file-level check (apps/console/scripts): its features link to each
 * other's `urls.ts` leaves by design, so only a cycle of files can misorder them.
 */
export interface ModuleRuleReport {
  cycles: string[][];
  /** `importer → imported` pairs that reach past a module's index.ts. */
  deepImports: string[];
}

const MODULE = /^modules\/([^/]+)\//;
const TEST_FILE = /\.test\.tsx?$/;

/** The unit of a server source file: its module, or its top-level folder or file. */
export function serverUnitOf(file: string): string {
  const module = MODULE.exec(file);
  if (module) return `modules/${module[1]}`;
  return file.split('/')[0] ?? file;
}

export function deepImportsOf(edges: readonly ImportEdge[]): string[] {
  const found: string[] = [];
  for (const { from, to } of edges) {
    const target = MODULE.exec(to);
    if (!target) continue;
    const module = `modules/${target[1]}/`;
    if (from.startsWith(module) || to === `${module}index.ts`) continue;
    found.push(`${from} → ${to}`);
  }
  return found;
}

/**
 * @example
 * checkServerModules('apps/server/src', ['bench/src']); // { cycles: [], deepImports: [] } when they hold
 */
export function checkServerModules(
  sourceDir: string,
  outsideDirs: readonly string[] = [],
): ModuleRuleReport {
  const edges = collectImports(sourceDir);
  const code = edges.filter(({ from }) => !TEST_FILE.test(from));
  // Benches, scripts and browser tests reach the server from outside: its faces apply to them too.
  const outside = outsideDirs.flatMap((dir) => collectImports(dir, { relativeTo: sourceDir }));
  return {
    cycles: unitCycles(code, serverUnitOf),
    deepImports: deepImportsOf([...edges, ...outside]),
  };
}
