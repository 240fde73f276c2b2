import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';

/**
 * Keeps one output file per source module (`dist/contract/entities/search.js`...), relative imports
 * rewritten to their `.js` files. With `"sideEffects": false` a partner's bundler then drops every
 * module a widget does not use, the zod schemas of the contract first; a single bundled file would
 * keep every top-level `z.object(...)` call, and zod with it.
 */
const preserveModules: Plugin = {
  name: 'preserve-modules',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const base = resolve(args.resolveDir, args.path);
      if (['.ts', '.tsx'].some((ext) => existsSync(base + ext))) {
        return { path: `${args.path}.js`, external: true };
      }
      if (['/index.ts', '/index.tsx'].some((ext) => existsSync(base + ext))) {
        return { path: `${args.path}/index.js`, external: true };
      }
      return undefined;
    });
  },
};

/** Public entry points; their declarations are bundled into one `.d.ts` each. */
const entries = {
  index: 'src/index.ts',
  constants: 'src/constants.ts',
  'react/index': 'src/react/index.ts',
  'validation/index': 'src/validation/index.ts',
  'contract/index': 'src/contract/index.ts',
};

export default defineConfig({
  entry: [
    'src/**/*.ts',
    'src/**/*.tsx',
    '!src/**/*.test.ts',
    '!src/**/*.test.tsx',
    '!src/**/*.stories.tsx',
    '!src/**/test-fixtures.ts',
  ],
  format: ['esm'],
  dts: { entry: entries },
  sourcemap: true,
  clean: true,
  treeshake: false,
  splitting: false,
  target: 'es2022',
  esbuildPlugins: [preserveModules],
});
