/// <reference types="node" />
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';

// `import.meta.dirname`: under jsdom the global URL is not Node's, so no file-URL round trip.
const REPO_ROOT = resolve(import.meta.dirname, '../../../..');
const FEATURES = join(REPO_ROOT, 'apps/console/src/features');

/** Two throwaway features, named so they cannot meet a real one. */
const created: string[] = [];

function feature(name: string, file: string, source: string): string {
  const dir = join(FEATURES, name);
  mkdirSync(dir, { recursive: true });
  created.push(dir);
  const path = join(dir, file);
  writeFileSync(path, source);
  return path;
}

afterEach(() => {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/*
 * The repository's own lint configuration must refuse features that import each other in a
 * cycle (docs/architecture.md, The console): a cycle makes module order and lazy chunks depend on
 * who loads first.
 */
describe('console import cycles', () => {
  it('fails lint when two features import each other', async () => {
    const suffix = `${process.pid}-${Date.now()}`;
    const first = feature(
      `zz-cycle-a-${suffix}`,
      'first.rules.ts',
      `import { second } from '../zz-cycle-b-${suffix}/second.rules';\nexport const first = (): number => second() + 1;\n`,
    );
    const second = feature(
      `zz-cycle-b-${suffix}`,
      'second.rules.ts',
      `import { first } from '../zz-cycle-a-${suffix}/first.rules';\nexport const second = (): number => (Date.now() < 0 ? first() : 0);\n`,
    );
    const eslint = new ESLint({
      cwd: REPO_ROOT,
      ruleFilter: ({ ruleId }) => ruleId === 'import/no-cycle',
    });
    const results = await eslint.lintFiles([first, second]);
    const cycles = results.map((result) =>
      result.messages.filter((message) => message.ruleId === 'import/no-cycle'),
    );
    expect(cycles.map((messages) => messages.length)).toEqual([1, 1]);
    expect(cycles[0]?.[0]?.severity).toBe(2);
  }, 120_000);

  it('accepts a one-way import between features', async () => {
    const suffix = `${process.pid}-${Date.now()}`;
    feature(`zz-cycle-b-${suffix}`, 'second.rules.ts', `export const second = (): number => 0;\n`);
    const first = feature(
      `zz-cycle-a-${suffix}`,
      'first.rules.ts',
      `import { second } from '../zz-cycle-b-${suffix}/second.rules';\nexport const first = (): number => second() + 1;\n`,
    );
    const eslint = new ESLint({
      cwd: REPO_ROOT,
      ruleFilter: ({ ruleId }) => ruleId === 'import/no-cycle',
    });
    const [result] = await eslint.lintFiles([first]);
    expect(result?.errorCount).toBe(0);
  }, 120_000);
});
