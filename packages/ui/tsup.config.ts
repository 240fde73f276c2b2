import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'theme-contract': 'src/theme-contract.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  minify: true,
  target: 'es2022',
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
