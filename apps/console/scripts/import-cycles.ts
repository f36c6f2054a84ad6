/// <reference types="node" />
import madge from 'madge';

/**
 * Finds the import cycles among a source tree's modules (docs/architecture.md, The console): a
 * cycle makes module order and lazy chunks depend on who loads first.
 *
 * Type-only imports are left out: they vanish from the built code, so they cannot order modules.
 * Imports of workspace packages and libraries are not followed: those never import the console.
 * Each cycle is a list of paths relative to `sourceDir`, in import order.
 *
 * @example
 * const cycles = await findImportCycles('apps/console/src', 'apps/console/tsconfig.json');
 * // [] when the modules import each other one way only
 */
export async function findImportCycles(sourceDir: string, tsConfig: string): Promise<string[][]> {
  const graph = await madge(sourceDir, {
    fileExtensions: ['ts', 'tsx'],
    tsConfig,
    detectiveOptions: { ts: { skipTypeImports: true }, tsx: { skipTypeImports: true } },
  });
  return graph.circular();
}
