import { defineProject } from 'vitest/config';

export const config = defineProject({
  test: {
    name: 'e2e',
    include: ['src/**/*.e2e.test.ts'],
    globalSetup: ['src/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // One Chromium at a time keeps the 2-core CI machine responsive.
    fileParallelism: false,
  },
});

export default config;
