import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  minify: true,
  target: 'es2022',
  external: ['react', 'react-dom', '@tanstack/react-query', /^@console\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
