import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig, type Options } from 'tsup';

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
}

/**
 * The tsup build every browser package of the workspace shares: ESM, `.d.ts`, source maps, one CSS
 * file from vanilla-extract, React, react-dom, React Query and the other `@console/` packages left
 * external (a partner's bundle holds one copy of each).
 * @example export default browserPackage({ entry: { index: 'src/index.ts' } });
 */
export function browserPackage(options: BrowserPackageOptions) {
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
