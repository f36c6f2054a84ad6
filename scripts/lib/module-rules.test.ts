/// <reference types="node" />
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkServerModules } from './module-rules';

/* Throwaway source trees live outside the repository, so no other check ever sees them. */
const trees: string[] = [];

function sourceTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'trova-modules-'));
  trees.push(root);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

const LEAF = 'export const leaf = 1;\n';

/* `npm run lint:cycles` refuses server modules in a cycle and imports past a module's index.ts. */
describe('server module rules', () => {
  it('accepts modules that import each other one way, through index.ts', () => {
    const root = sourceTree({
      'kernel/day.ts': LEAF,
      'modules/shops/index.ts': `export { shop } from './shop.service';\n`,
      'modules/shops/shop.service.ts': `import { leaf } from '../../kernel/day';\nexport const shop = leaf;\n`,
      'modules/search/index.ts': `import { shop } from '../shops/index';\nexport const search = shop;\n`,
      'app.ts': `import { search } from './modules/search/index';\nexport const app = search;\n`,
    });
    expect(checkServerModules(root)).toEqual({ cycles: [], deepImports: [] });
  });

  it('finds a cycle between two modules, even through a type-only import', () => {
    const root = sourceTree({
      'modules/shops/index.ts': `import type { Search } from '../search/index';\nexport type Shop = Search;\n`,
      'modules/search/index.ts': `import { shop } from '../shops/index';\nexport type Search = number;\nexport const s = shop;\n`,
    });
    expect(checkServerModules(root).cycles).toEqual([['modules/search', 'modules/shops']]);
  });

  it('finds a cycle that passes through a folder outside modules', () => {
    const root = sourceTree({
      'http/guard.ts': `import { user } from '../modules/users/index';\nexport const guard = user;\n`,
      'modules/users/index.ts': `import { guard } from '../../http/guard';\nexport const user = 1;\nexport const g = guard;\n`,
    });
    expect(checkServerModules(root).cycles).toEqual([['http', 'modules/users']]);
  });

  it('reports an import past a module index, from code and tests alike', () => {
    const root = sourceTree({
      'modules/shops/index.ts': `export { shop } from './shop.service';\n`,
      'modules/shops/shop.service.ts': LEAF.replace('leaf', 'shop'),
      'modules/search/search.service.ts': `import { shop } from '../shops/shop.service';\nexport const s = shop;\n`,
      'app.test.ts': `import { shop } from './modules/shops/shop.service';\nexport const t = shop;\n`,
    });
    expect(checkServerModules(root).deepImports.sort()).toEqual([
      'app.test.ts → modules/shops/shop.service.ts',
      'modules/search/search.service.ts → modules/shops/shop.service.ts',
    ]);
  });

  it('lets a test import across modules without making a cycle', () => {
    const root = sourceTree({
      'modules/shops/index.ts': LEAF,
      'modules/search/index.ts': `import { leaf } from '../shops/index';\nexport const s = leaf;\n`,
      'modules/shops/shop.service.test.ts': `import { s } from '../search/index';\nexport const t = s;\n`,
    });
    expect(checkServerModules(root).cycles).toEqual([]);
  });

  it('reports a bench or script that reaches past a module index', () => {
    const root = sourceTree({
      'server/modules/shops/index.ts': `export { shop } from './shop.service';\n`,
      'server/modules/shops/shop.service.ts': LEAF.replace('leaf', 'shop'),
      'bench/run.ts': `import { shop } from '../server/modules/shops/shop.service.js';\nimport { shop as s } from '../server/modules/shops/index.js';\nexport const b = [shop, s];\n`,
    });
    expect(checkServerModules(join(root, 'server'), [join(root, 'bench')]).deepImports).toEqual([
      '../bench/run.ts → modules/shops/shop.service.ts',
    ]);
  });
});

describe('the repository', () => {
  it('has no server module cycle and no import past a module index', () => {
    const root = join(import.meta.dirname, '../..');
    const report = checkServerModules(
      join(root, 'apps/server/src'),
      ['bench/src', 'scripts', 'e2e/src'].map((dir) => join(root, dir)),
    );
    expect(report.deepImports).toEqual([]);
    expect(report.cycles).toEqual([]);
  }, 60_000);
});
