import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineConflicts, type Lockfile } from './lockfile-engines';

const root = path.resolve(import.meta.dirname, '../..');

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
}

describe('engineConflicts', () => {
  it('finds no installed dependency that refuses a Node the root package promises', () => {
    const manifest = readJson('package.json') as { engines: { node: string } };
    const lock = readJson('package-lock.json') as Lockfile;

    expect(manifest.engines.node).toBe('>=20.19.0');
    expect(engineConflicts(lock, manifest.engines.node)).toEqual([]);
  });

  it('names the packages that refuse the oldest Node promised, and only those', () => {
    const lock: Lockfile = {
      packages: {
        '': { engines: { node: '>=20.19.0' } },
        'node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } },
        'node_modules/fine': { version: '1.0.0', engines: { node: '>=18' } },
        'node_modules/any': { version: '1.0.0', engines: { node: '*' } },
        'node_modules/none': { version: '1.0.0' },
        'node_modules/skips-odd': { version: '1.0.0', engines: { node: '20 || >=22' } },
        'node_modules/too-new-minor': { version: '1.0.0', engines: { node: '^20.20.0 || >=22' } },
        'node_modules/odd': { version: '1.0.0', engines: ['node >= 0.8'] },
      },
    };

    expect(engineConflicts(lock, '>=20.19.0')).toEqual([
      { path: 'node_modules/cookie', version: '2.0.2', required: '>=22' },
      { path: 'node_modules/too-new-minor', version: '1.0.0', required: '^20.20.0 || >=22' },
    ]);
  });

  it('leaves out optional packages and workspace links, which are not the dependency tree', () => {
    const lock: Lockfile = {
      packages: {
        'node_modules/@esbuild/aix-ppc64': {
          version: '0.25.0',
          optional: true,
          engines: { node: '>=24' },
        },
        'node_modules/@trova/server': { link: true, engines: { node: '>=22' } },
      },
    };

    expect(engineConflicts(lock, '>=20.19.0')).toEqual([]);
  });

  it('counts a range semver cannot read as a conflict', () => {
    const lock: Lockfile = {
      packages: { 'node_modules/x': { version: '1.0.0', engines: { node: 'node twenty' } } },
    };

    expect(engineConflicts(lock, '>=20.19.0')).toHaveLength(1);
  });
});
