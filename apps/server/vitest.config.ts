import { defineProject } from 'vitest/config';

export const config = defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
  },
});

export default config;
