import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  // The box and the results page are entries of their own so each lands in a file of its own: a
  // partner's bundler splits code by whole files, and a file holding both would bring the results
  // page's imports (Ariakit, via @console/ui) into the box's initial load. Only `.` is exported.
  entry: {
    index: 'src/index.ts',
    'global-search': 'src/global-search/global-search.tsx',
    'results-page': 'src/results-page/search-results-page.tsx',
  },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
  // esbuild tree-shakes the bundle itself. No whitespace minifying: it would strip the
  // `/* @__PURE__ */` marks a partner's bundler needs to drop what it does not use (a partner's
  // build minifies anyway).
  treeshake: false,
  minify: false,
  esbuildOptions(options) {
    options.minifySyntax = true;
    options.minifyIdentifiers = true;
  },
  target: 'es2022',
  external: ['react', 'react-dom', '@tanstack/react-query', /^@console\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
