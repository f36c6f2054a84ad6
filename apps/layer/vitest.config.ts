import { defineProject } from 'vitest/config';

export const config = defineProject({
  // The overlay's components are Preact (docs in apps/layer/DESIGN.md).
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  test: {
    name: 'layer',
    // Modules run in Node unless a test file asks for jsdom (`@vitest-environment jsdom`).
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'test/**/*.test.ts'],
    // The Chromium test builds the bundle and starts a browser on a shared 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});

export default config;
