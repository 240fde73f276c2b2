import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** Where `pnpm dev` forwards API and realtime calls: the reference server (`pnpm --filter @console/server dev`). */
const apiTarget = process.env.CONSOLE_API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  resolve: {
    // Workspace packages are consumed from source, not from their dist builds.
    conditions: ['@console/source', ...defaultClientConditions],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/ws': { target: apiTarget, changeOrigin: false, ws: true },
    },
  },
  preview: { host: '127.0.0.1', port: 4173 },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
