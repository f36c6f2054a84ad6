import { defineProject } from 'vitest/config';

/** Tests that touch a real database and are parameterised by dialect. */
export const storageTestFiles = [
  'src/**/*.repository.test.ts',
  'src/db/**/*.test.ts',
  // Saves, revisions and rollback race on real connections: on PostgreSQL, in parallel.
  'src/modules/configuration/configuration.service.test.ts',
  // Matching across shops and feeds is SQL of both dialects.
  'src/modules/market-prices/market-prices.service.test.ts',
  // Two app instances on one PostgreSQL database follow each other's index changes.
  'src/modules/cluster/index-propagation.test.ts',
];

export const config = defineProject({
  test: {
    name: 'storage',
    include: storageTestFiles,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

export default config;
