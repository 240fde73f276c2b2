import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build, type Plugin } from 'esbuild';
import { defineConfig, type Options } from 'tsup';
import { starBarrels } from './tsup.star-barrels';

/** How a browser package's build is set up (see `browserPackage`). */
export interface BrowserPackageOptions {
  /** The files to build; `index` is the package's one public entry. */
  entry: Record<string, string>;
  /** Declarations for these entries only (the others are split points, not public). @default every entry */
  dtsEntry?: Record<string, string>;
  /** More imports left to the host's bundler. */
  external?: (string | RegExp)[];
  /**
   * `keep-pure-marks`: identifiers and syntax minified but no whitespace minifying, so the
   * `/* @__PURE__ *\/` marks survive for a partner's bundler to drop what it does not use (a partner's
   * build minifies anyway). `minify`: fully minified, tsup's own tree-shaking.
   * @default 'keep-pure-marks'
   */
  output?: 'keep-pure-marks' | 'minify';
  /** Runs after each build (e.g. folding chunk CSS into the one stylesheet). */
  onSuccess?: () => Promise<void>;
  /**
   * One output file per source module (`dist/button/button.js`, relative imports rewritten to their
   * `.js` files) instead of one bundle per entry. A partner's bundler splits code by whole files: a
   * bundled `index.js` puts everything any lazy part of a widget uses into its first load, one file
   * per module keeps in the first load only the modules the first screen imports. `entry` then names
   * the public entries (declarations, and the one stylesheet built from `index`); the barrels are
   * rewritten to `export *` where that keeps their exports (see `starBarrels`). @default false
   */
  modules?: boolean;
}

/** Source files that are never published as modules. */
const NOT_MODULES = ['test.ts', 'test.tsx', 'stories.tsx', 'test-hosts.tsx', 'fixtures.ts'];

/**
 * Leaves every relative import of a module external, pointing at the `.js` file its source file
 * becomes (`./button.css` → `./button.css.js`, `./pickers` → `./pickers/index.js`).
 */
const preserveModules: Plugin = {
  name: 'preserve-modules',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const base = resolve(args.resolveDir, args.path);
      if (['.ts', '.tsx'].some((ext) => existsSync(base + ext)))
        return { path: `${args.path}.js`, external: true };
      if (['/index.ts', '/index.tsx'].some((ext) => existsSync(base + ext))) {
        return { path: `${args.path}/index.js`, external: true };
      }
      return undefined;
    });
  },
};

/**
 * The package's one stylesheet in modules mode: the `index` entry bundled (in memory, JavaScript
 * discarded) so its CSS keeps the order the imports give it, minified to `dist/index.css`; the
 * per-module CSS files the module build left are removed. Class names are the same in both builds
 * (vanilla-extract derives them from the file path).
 */
async function bundleStylesheet(entry: string, external: (string | RegExp)[]) {
  const out = mkdtempSync(join(tmpdir(), 'console-css-'));
  try {
    await build({
      entryPoints: { index: entry },
      bundle: true,
      outdir: out,
      format: 'esm',
      target: 'es2022',
      packages: 'external',
      external: external.filter((item): item is string => typeof item === 'string'),
      plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
      minify: true,
      logLevel: 'warning',
    });
    const removeCss = (dir: string) => {
      for (const item of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, item.name);
        if (item.isDirectory()) removeCss(path);
        else if (/\.css(\.map)?$/.test(item.name)) rmSync(path);
      }
    };
    removeCss('dist');
    if (existsSync(join(out, 'index.css'))) renameSync(join(out, 'index.css'), 'dist/index.css');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/**
 * The tsup build every browser package of the workspace shares: ESM, `.d.ts`, source maps, one CSS
 * file from vanilla-extract, React, react-dom, React Query and the other `@console/` packages left
 * external (a partner's bundle holds one copy of each).
 * @example export default browserPackage({ entry: { index: 'src/index.ts' } });
 */
export function browserPackage(options: BrowserPackageOptions) {
  if (options.modules) return modulesPackage(options);
  const minify = options.output === 'minify';
  const config: Options = {
    entry: options.entry,
    format: ['esm'],
    dts: options.dtsEntry ? { entry: options.dtsEntry } : true,
    sourcemap: true,
    clean: true,
    treeshake: minify,
    minify,
    target: 'es2022',
    external: ['react', 'react-dom', '@tanstack/react-query', /^@console\//, ...(options.external ?? [])],
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    ...(minify
      ? {}
      : {
          esbuildOptions(esbuild) {
            esbuild.minifySyntax = true;
            esbuild.minifyIdentifiers = true;
          },
        }),
    ...(options.onSuccess ? { onSuccess: options.onSuccess } : {}),
  };
  return defineConfig(config);
}

/** `browserPackage` in modules mode: every source module built to a file of its own. */
function modulesPackage(options: BrowserPackageOptions) {
  const external = [
    'react',
    'react-dom',
    '@tanstack/react-query',
    /^@console\//,
    ...(options.external ?? []),
  ];
  const index = options.entry.index;
  return defineConfig({
    entry: ['src/**/*.ts', 'src/**/*.tsx', ...NOT_MODULES.map((suffix) => `!src/**/*.${suffix}`)],
    format: ['esm'],
    dts: { entry: options.dtsEntry ?? options.entry },
    sourcemap: true,
    clean: true,
    treeshake: false,
    splitting: false,
    target: 'es2022',
    external,
    esbuildPlugins: [preserveModules, vanillaExtractPlugin({ identifiers: 'short' })],
    esbuildOptions(esbuild) {
      esbuild.minifySyntax = true;
      esbuild.minifyIdentifiers = true;
    },
    async onSuccess() {
      starBarrels();
      if (index) await bundleStylesheet(index, external);
      await options.onSuccess?.();
    },
  });
}
