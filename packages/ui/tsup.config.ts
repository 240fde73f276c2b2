import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'theme-contract': 'src/theme-contract.ts',
    primitives: 'src/primitives.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  // esbuild tree-shakes the bundle itself. No whitespace minifying: it would strip the
  // `/* @__PURE__ */` marks a partner's bundler needs to drop the components it does not use (a
  // partner's build minifies anyway).
  treeshake: false,
  minify: false,
  esbuildOptions(options) {
    options.minifySyntax = true;
    options.minifyIdentifiers = true;
  },
  target: 'es2022',
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
