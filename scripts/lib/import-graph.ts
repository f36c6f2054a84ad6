/// <reference types="node" />
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** One relative import between two source files, as paths relative to the scanned root. */
export interface ImportEdge {
  from: string;
  to: string;
}

const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) found.push(...sourceFiles(path));
    else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) found.push(path);
  }
  return found;
}

function resolveSpecifier(fromFile: string, specifier: string): string | null {
  // Packages compiled for Node name their .ts sources with .js specifiers (bench does).
  const base = resolve(dirname(fromFile), specifier.replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * Every relative import (static, re-export, dynamic, and type-only: a type import still ties two
 * folders' designs together) among the `.ts`/`.tsx` files under `rootDir`. Package imports are not
 * followed: packages never import the apps (docs/architecture.md, "Dependencies"). Linear in the
 * source size: one pre-processing pass per file, no type checking. `tests: false` leaves out
 * `*.test.ts(x)` files, which import across folders to build fixtures without ordering the code.
 * `relativeTo` names the folder paths are given from (default `rootDir`).
 *
 * @example
 * collectImports('apps/server/src'); // [{ from: 'app.ts', to: 'modules/shops/index.ts' }, ...]
 */
export function collectImports(
  rootDir: string,
  options: { tests?: boolean; relativeTo?: string } = {},
): ImportEdge[] {
  const root = resolve(rootDir);
  const base = resolve(options.relativeTo ?? rootDir);
  const edges: ImportEdge[] = [];
  for (const file of sourceFiles(root)) {
    if (options.tests === false && TEST.test(file)) continue;
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of info.importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolveSpecifier(file, fileName);
      if (target === null) continue;
      edges.push({ from: toPosix(relative(base, file)), to: toPosix(relative(base, target)) });
    }
  }
  return edges;
}

function toPosix(path: string): string {
  return path.split(sep).join('/');
}

/**
 * The cycles among units (folders) of an import graph: each strongly connected component of two
 * or more units, its members sorted. `unitOf` names the unit a file belongs to, or null to leave
 * the file out. Tarjan's algorithm: linear in units and edges.
 *
 * @example
 * unitCycles([{ from: 'a/x.ts', to: 'b/y.ts' }, { from: 'b/y.ts', to: 'a/z.ts' }], (f) => f.split('/')[0]);
 * // [['a', 'b']]
 */
export function unitCycles(
  edges: readonly ImportEdge[],
  unitOf: (file: string) => string | null,
): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const a = unitOf(from);
    const b = unitOf(to);
    if (a === null || b === null || a === b) continue;
    const targets = graph.get(a) ?? new Set<string>();
    targets.add(b);
    graph.set(a, targets);
    if (!graph.has(b)) graph.set(b, new Set());
  }
  return stronglyConnected(graph)
    .filter((component) => component.length > 1)
    .map((component) => component.sort());
}

function stronglyConnected(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}
