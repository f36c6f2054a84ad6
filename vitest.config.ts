import { defineConfig } from 'vitest/config';

/**
 * One runner for the whole repository. Each workspace declares its own project;
 * `storage` re-runs the dialect-parameterised repository tests (see apps/server/test/dialects.ts).
 */
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/engine',
      'apps/server',
      'apps/server/vitest.storage.config.ts',
      'apps/console',
      'apps/layer',
      'e2e',
      'bench',
    ],
  },
});
