import { defineProject } from 'vitest/config';

export const config = defineProject({
  test: {
    name: 'engine',
    include: ['src/**/*.test.ts'],
    // Property tests run many cases: a ceiling for a busy 2-core CI machine, not a speed target.
    testTimeout: 30_000,
  },
});

export default config;
