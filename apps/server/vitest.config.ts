import { defineProject } from 'vitest/config';
import { storageTestFiles } from './vitest.storage.config.ts';

export const config = defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Storage tests run in their own project, once per dialect (see test/dialects.ts).
    exclude: storageTestFiles,
    // Files share one module graph per worker: the server's modules load once, not once a file,
    // which took these tests from 229 s to 57 s on two cores
    // (docs/adr/0008-test-workers-and-lint-time.md). Each test builds its own app, database and
    // clock; no module keeps state between them.
    isolate: false,
  },
});

export default config;
