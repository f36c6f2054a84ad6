import { defineProject } from 'vitest/config';

/** Tests that touch a real database and are parameterised by dialect. */
export const storageTestFiles = [
  'src/**/*.repository.test.ts',
  'src/db/**/*.test.ts',
  // Saves, revisions and rollback race on real connections: on PostgreSQL, in parallel.
  'src/modules/configuration/configuration.service.test.ts',
  // Matching across shops and feeds is SQL of both dialects.
  'src/modules/market-prices/market-prices.service.test.ts',
  // Two server processes on one PostgreSQL database, one killed during a sync.
  'src/modules/jobs/node-failover.test.ts',
  // Server processes started for real: several workers need PostgreSQL, SQLite refuses them.
  'src/processes/cluster.test.ts',
  // Two apps on one database: sessions, notifications and rate limits seen across processes.
  'src/processes/two-processes.test.ts',
  // Two app instances on one PostgreSQL database follow each other's index changes.
  'src/modules/cluster/index-propagation.test.ts',
  // Learned signals built on one process reach the others, and leave with a deleted shop.
  'src/modules/learning/learning-propagation.test.ts',
  // Every table with a shop_id, read from the live schema, loses a deleted shop's rows.
  'src/shop-deletion.test.ts',
];

export const config = defineProject({
  test: {
    name: 'storage',
    include: storageTestFiles,
    // One file at a time: files that migrate their schemas up and down on one PostgreSQL database
    // at once interfere (the root config runs three files at once elsewhere).
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

export default config;
