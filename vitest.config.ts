import { defineConfig } from 'vitest/config';

/**
 * One runner for the whole repository. Each workspace declares its own project;
 * `storage` re-runs the dialect-parameterised repository tests (see apps/server/test/dialects.ts).
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine. Many test
    // files wait on Chromium, child processes and sockets, so more at once finish much sooner: on
    // the 2-core machine, in a slow hour, the whole run took 991 s with two workers and 720 s with
    // three, every test passing (docs/adr/0008-test-workers-and-lint-time.md).
    maxWorkers: 3,
    projects: [
      'packages/contracts',
      'packages/engine',
      'apps/server',
      'apps/server/vitest.storage.config.ts',
      'apps/console',
      'apps/console/vitest.isolated.config.ts',
      'apps/layer',
      'e2e',
      'bench',
      'scripts',
    ],
  },
});
