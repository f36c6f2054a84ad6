import { defineProject } from 'vitest/config';

export const config = defineProject({
  test: {
    name: 'engine',
    include: ['src/**/*.test.ts'],
  },
});

export default config;
