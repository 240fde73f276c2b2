import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
  treeshake: false,
  minify: false,
  esbuildOptions(options) {
    options.minifySyntax = true;
    options.minifyIdentifiers = true;
  },
  target: 'es2022',
  external: ['react', 'react-dom', '@tanstack/react-query', /^@console\//, /^@xterm\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
