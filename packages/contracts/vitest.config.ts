import { defineProject } from 'vitest/config';

export const config = defineProject({
  test: {
    name: 'contracts',
    include: ['src/**/*.test.ts'],
  },
});

export default config;
