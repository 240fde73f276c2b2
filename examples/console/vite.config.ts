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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in a production build unless asked for (issue 14): CONSOLE_SOURCE_MAPS=true
    // builds them, and the server serves them only with the same setting (docs/server.md).
    sourcemap: process.env.CONSOLE_SOURCE_MAPS === 'true',
    rolldownOptions: {
      output: {
        // Libraries in their own long-cached chunks; the console's code and the SDK in the entry.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'ariakit', test: /node_modules[\\/]@ariakit[\\/]/ },
            // zod-jitless.ts rides in zod's chunk, so `jitless` is set as soon as zod is evaluated,
            // before any chunk builds or parses a schema (no `new Function` under the CSP).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]zod-jitless\.ts$/ },
            { name: 'vendor', test: /node_modules/ },
          ],
        },
      },
    },
  },
});
