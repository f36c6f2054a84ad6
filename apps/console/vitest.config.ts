import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Test files that change what every file shares: the server configuration the stub answers
 * (`TEST_CONFIG`, which the console loads once), modules replaced with `vi.mock`, or globals
 * replaced with `vi.stubGlobal`. They run in the `console-isolated` project, each in a fresh
 * module graph (vitest.isolated.config.ts). Found by reading the files, so a new test that does
 * any of these is isolated without being listed.
 */
export const ISOLATED_TESTS = readdirSync(join(import.meta.dirname, 'src'), { recursive: true })
  .map((path) => `src/${String(path).split(sep).join('/')}`)
  .filter((path) => /\.test\.tsx?$/.test(path))
  .filter((path) =>
    /\bvi\.((do)?[mM]ock|stubGlobal)\(|\bTEST_CONFIG\.\w+\s*=[^=]/.test(
      readFileSync(join(import.meta.dirname, path), 'utf8'),
    ),
  )
  .sort();

/** The console's test project: `shared` files run in one module graph per worker. */
export const consoleProject = (shared: boolean) =>
  defineProject({
    plugins: [react()],
    test: {
      name: shared ? 'console' : 'console-isolated',
      environment: 'jsdom',
      // scripts/ holds Node tools of the console's own (the import-cycle check).
      include: shared ? ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'] : ISOLATED_TESTS,
      exclude: shared ? ISOLATED_TESTS : [],
      // Shared: React, Mantine and the app load once a worker, not once a file, which took the
      // console's tests from 574 s to 207 s on two cores
      // (docs/adr/0008-test-workers-and-lint-time.md). setup-tests.ts resets the state they share
      // after each test.
      isolate: !shared,
      setupFiles: ['./src/test/setup-tests.ts'],
      css: false,
      // Ceilings for a busy 2-core CI machine, not speed targets (those live in benchmarks).
      testTimeout: 20_000,
    },
  });

export default consoleProject(true);
