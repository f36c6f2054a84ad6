/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES = join(import.meta.dirname, '../features');
const IMPORT = /(?:from|import\()\s*'(\.[^']+)'/g;
/** import-cycles.test.ts lints two throwaway features that import each other; they are not ours. */
const THROWAWAY = /^zz-cycle-/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (THROWAWAY.test(entry.name)) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Feature → features it imports. A feature's `urls.ts` is a leaf (path builders only), which any
 * feature may import, e.g. the guard and the menu name every section's paths: it is left out.
 */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(FEATURES)) {
    const feature = relative(FEATURES, file).split('/')[0]!;
    const targets = graph.get(feature) ?? new Set<string>();
    graph.set(feature, targets);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = relative(FEATURES, normalize(join(dirname(file), spec!)));
      if (target.startsWith('..') || target.endsWith('/urls')) continue;
      const other = target.split('/')[0]!;
      if (other !== feature && !THROWAWAY.test(other)) targets.add(other);
    }
  }
  return graph;
}

/** One cycle as a path `a → b → a`, or null when the graph has none. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

/*
 * Lint forbids module cycles (import/no-cycle); this keeps the coarser promise of
 * docs/architecture.md too: features depend on each other one way, so each can be read, moved
 * or lazily loaded without the others pulling it back in.
 */
describe('console features', () => {
  it('import each other without cycles', () => {
    expect(findCycle(featureGraph())).toBeNull();
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['setup', new Set(['shops'])],
      ['shops', new Set(['setup'])],
    ]);
    expect(findCycle(graph)).toEqual(['setup', 'shops', 'setup']);
  });
});
