import { defineProject } from 'vitest/config';

export const config = defineProject({
  test: {
    name: 'layer',
    include: ['src/**/*.test.ts'],
  },
});

export default config;
