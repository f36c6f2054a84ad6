import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export const config = defineProject({
  plugins: [react()],
  test: {
    name: 'console',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup-tests.ts'],
    css: false,
    // Ceilings for a busy 2-core CI machine, not speed targets (those live in benchmarks).
    testTimeout: 20_000,
  },
});

export default config;
