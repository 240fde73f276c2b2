import { defineConfig } from 'tsup';

/**
 * dist/index.js (+ index.d.ts) for embedding and dist/main.js for running (both start with a node
 * shebang, harmless in a module). Dependencies and @console/core stay external; migrations are read
 * from ../drizzle at run time.
 */
export default defineConfig({
  entry: { index: 'src/index.ts', main: 'src/main.ts' },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
  target: 'node20',
  platform: 'node',
  external: ['@console/core'],
  banner: { js: '#!/usr/bin/env node' },
});
