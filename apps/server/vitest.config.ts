import { defineProject } from 'vitest/config';
import { storageTestFiles } from './vitest.storage.config.ts';

export const config = defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Storage tests run in their own project, once per dialect (see test/dialects.ts).
    exclude: storageTestFiles,
  },
});

export default config;
