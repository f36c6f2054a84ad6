import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';

/*
 * The hoisted plugin is typed against the root's Vite (pulled in by Vitest), while this app builds
 * with its own Vite 7; the runtime contract is the same, only the declaration files differ.
 */
const reactPlugin = react() as unknown as PluginOption;

const apiTarget = process.env.TROVA_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [reactPlugin],
  build: {
    // bench/ reads dist/.vite/manifest.json to measure the JS the login route loads.
    manifest: true,
    rollupOptions: {
      treeshake: {
        /*
         * @trova/contracts only declares schemas, constants and rules, but its package.json does not
         * say so; without this, importing one constant drags every schema and zod into the entry.
         */
        moduleSideEffects: (id) => !/[\\/]packages[\\/]contracts[\\/]/.test(id),
      },
    },
  },
  server: {
    proxy: {
      '/API': { target: apiTarget, changeOrigin: true },
      '/config.json': { target: apiTarget, changeOrigin: true },
      '/healthz': { target: apiTarget, changeOrigin: true },
    },
  },
});
