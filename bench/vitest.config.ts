import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'bench',
    include: ['src/**/*.test.ts'],
    // A ceiling for a busy 2-core CI machine, not a speed target (those are the benchmarks): the
    // relevance run of the generated shop takes ≈ 2 s alone and took 6 s beside other tests.
    testTimeout: 20_000,
  },
});
