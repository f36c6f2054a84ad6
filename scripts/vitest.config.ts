import { defineProject } from 'vitest/config';

/** The repository's own tooling: `npm start`, the test prerequisites, the lockfile's engines. */
export default defineProject({
  test: {
    name: 'scripts',
    include: ['**/*.test.ts'],
  },
});
