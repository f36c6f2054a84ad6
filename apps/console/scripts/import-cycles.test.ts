/// <reference types="node" />
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findImportCycles } from './import-cycles';

const CONSOLE_DIR = resolve(import.meta.dirname, '..');
const TS_CONFIG = join(CONSOLE_DIR, 'tsconfig.json');

/* Throwaway source trees live outside the console, so no other test ever sees them. */
const trees: string[] = [];

function sourceTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'trova-cycles-'));
  trees.push(root);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

const FIRST = `import { second } from '../b/second.rules';\nexport const first = (): number => second() + 1;\nexport type First = number;\n`;

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

/* `npm run lint` refuses console modules that import each other in a cycle. */
describe('console import cycles', () => {
  it('finds none in the console as it is', async () => {
    expect(await findImportCycles(join(CONSOLE_DIR, 'src'), TS_CONFIG)).toEqual([]);
  }, 60_000);

  it('finds two features that import each other, through .ts and .tsx files', async () => {
    const root = sourceTree({
      'features/a/first.rules.ts': FIRST,
      'features/b/second.rules.ts': `import { Third } from './third-view';\nexport const second = (): number => Third().length;\n`,
      'features/b/third-view.tsx': `import { first } from '../a/first.rules';\nexport const Third = (): string => String(first());\n`,
    });
    const cycles = await findImportCycles(root, TS_CONFIG);
    expect(cycles).toHaveLength(1);
    expect([...(cycles[0] ?? [])].sort()).toEqual([
      'features/a/first.rules.ts',
      'features/b/second.rules.ts',
      'features/b/third-view.tsx',
    ]);
  }, 60_000);

  it('accepts a one-way import, and a type-only import back', async () => {
    const root = sourceTree({
      'features/a/first.rules.ts': FIRST,
      'features/b/second.rules.ts': `import type { First } from '../a/first.rules';\nexport const second = (): First => 0;\n`,
    });
    expect(await findImportCycles(root, TS_CONFIG)).toEqual([]);
  }, 60_000);
});
