import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.TROVA_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    // bench/ reads dist/.vite/manifest.json to measure the JS the login route loads.
    manifest: true,
  },
  server: {
    proxy: {
      '/API': { target: apiTarget, changeOrigin: true },
      '/config.json': { target: apiTarget, changeOrigin: true },
      '/healthz': { target: apiTarget, changeOrigin: true },
    },
  },
});
