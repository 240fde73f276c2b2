#!/usr/bin/env node
// `pnpm size`: each widget measured as a partner bundles it. For every entry of `.size-limit.json`
// an esbuild bundle of a file that imports only the named exports from the BUILT packages (dist, as
// published), with React, react-dom, react/jsx-runtime and React Query external, minified, code
// split, gzipped; the initial load (the entry chunk and what it imports statically) is compared
// with the budget, chunks loaded with `import()` are printed apart. `--why` lists the biggest
// packages of each initial load (esbuild's metafile); `--why <name>` measures that entry only and
// also lists the largest input files of its initial load.
// Exits 1 when a budget is exceeded or a package is not built (run `pnpm build` first).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { root } from './lib.mjs';

/** What a partner's host already has: these stay outside every measured bundle. */
export const PARTNER_EXTERNALS = ['react', 'react/*', 'react-dom', 'react-dom/*', '@tanstack/react-query'];

const UNITS = { B: 1, KB: 1024, MB: 1024 * 1024 };

/** Parses a size-limit budget such as `"40 KB"` into bytes. */
export function parseLimit(limit) {
  const match = /^\s*([\d.]+)\s*(B|KB|MB)\s*$/i.exec(String(limit));
  if (!match) throw new Error(`Unreadable size limit "${limit}" (write e.g. "40 KB")`);
  return Math.round(Number(match[1]) * UNITS[match[2].toUpperCase()]);
}

/** Formats bytes as KB with one decimal. */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Reads `.size-limit.json`: `[{ name, import: { '<package>': '{ Names }' }, limit, target? }]`. `limit`
 * fails the check; `target`, when set, is the goal still to reach, printed while it is not met.
 */
export function readSizeLimits() {
  return JSON.parse(readFileSync(join(root, '.size-limit.json'), 'utf8'));
}

function packageDir(name) {
  const dir = join(root, 'packages', name.replace(/^@console\//, ''));
  if (!existsSync(join(dir, 'package.json'))) throw new Error(`No workspace package ${name}`);
  return dir;
}

/**
 * Resolves the entry's own `@console/*` imports to the built file their exports map publishes
 * (`exports['.'].import`), the way a partner's bundler would from node_modules. Everything those
 * files import resolves normally from the package's folder.
 */
function builtWorkspacePackages(names, entryDir) {
  return {
    name: 'built-workspace-packages',
    setup(b) {
      b.onResolve({ filter: /^@console\/[^/]+$/ }, (args) => {
        if (args.resolveDir !== entryDir || !names.includes(args.path)) return undefined;
        const dir = packageDir(args.path);
        const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
        const file = join(dir, manifest.exports['.'].import);
        if (!existsSync(file)) {
          return { errors: [{ text: `${args.path} is not built (${file} is missing): run pnpm build` }] };
        }
        return { path: file };
      });
    },
  };
}

/** The package a bundled input belongs to, for the `--why` listing. */
function ownerOf(input) {
  const modules = input.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = input.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const workspace = /packages\/([^/]+)\//.exec(input);
  return workspace ? `@console/${workspace[1]}` : input;
}

/**
 * Bundles one size-limit entry and returns its minified and gzip sizes and the minified bytes per
 * package.
 */
export async function measure(entry) {
  const names = Object.keys(entry.import);
  const contents = [
    ...names.map(
      (name, i) => `import ${entry.import[name].replace(/\b(\w+)\b/g, `$1 as $1_${i}`)} from '${name}';`,
    ),
    `console.log(${names
      .flatMap((name, i) =>
        entry.import[name]
          .replace(/[{}]/g, '')
          .split(',')
          .map((n) => `${n.trim()}_${i}`),
      )
      .join(', ')});`,
  ].join('\n');
  // Code splitting, as a partner's bundler does it: what the widget loads lazily (`import()`,
  // React.lazy) lands in chunks of its own and is reported apart from the initial load.
  const outdir = join(root, 'node_modules/.cache/size-limit');
  const entryFile = join(outdir, 'partner-entry.js');
  mkdirSync(outdir, { recursive: true });
  writeFileSync(entryFile, contents);
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entryFile],
    outdir: join(outdir, 'out'),
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    external: PARTNER_EXTERNALS,
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.css': 'empty' },
    logLevel: 'silent',
    plugins: [builtWorkspacePackages(names, outdir)],
  });
  const outputs = result.metafile.outputs;
  const files = new Map(result.outputFiles.map((file) => [relative(root, file.path), file.contents]));
  // Chunks loaded with import() are entry points of their own in the metafile: find ours by path.
  const entryOut = Object.keys(outputs).find((out) => outputs[out].entryPoint === relative(root, entryFile));
  // The initial load: the entry chunk and every chunk it imports statically, transitively.
  const initial = new Set();
  const visit = (out) => {
    if (initial.has(out) || !outputs[out]) return;
    initial.add(out);
    for (const edge of outputs[out].imports)
      if (edge.kind === 'import-statement' && !edge.external) visit(edge.path);
  };
  visit(entryOut);
  const sizeOf = (outs) => {
    let minified = 0;
    let gzip = 0;
    for (const out of outs) {
      const bytes = files.get(out);
      if (!bytes) continue;
      minified += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
    }
    return { minified, gzip };
  };
  const js = Object.keys(outputs).filter((out) => out.endsWith('.js'));
  const first = sizeOf(js.filter((out) => initial.has(out)));
  const lazy = sizeOf(js.filter((out) => !initial.has(out)));
  const byPackage = new Map();
  const byInput = new Map();
  for (const out of initial) {
    for (const [input, { bytesInOutput }] of Object.entries(outputs[out].inputs)) {
      const owner = ownerOf(input);
      byPackage.set(owner, (byPackage.get(owner) ?? 0) + bytesInOutput);
      byInput.set(input, (byInput.get(input) ?? 0) + bytesInOutput);
    }
  }
  return {
    name: entry.name,
    minified: first.minified,
    gzip: first.gzip,
    lazy,
    limit: parseLimit(entry.limit),
    target: entry.target === undefined ? undefined : parseLimit(entry.target),
    byPackage: [...byPackage].sort((a, b) => b[1] - a[1]),
    byInput: [...byInput].sort((a, b) => b[1] - a[1]),
  };
}

/**
 * Measures every entry (or only `only`, a size-limit entry name), prints one line each, returns
 * whether all stayed within budget. `why: true` lists the biggest packages of each first load;
 * `files: true` (`--why <widget>`) lists its biggest input files, the place to start cutting.
 */
export async function checkSizeLimits({ why = false, files = false, only, print = console.log } = {}) {
  let ok = true;
  const entries = readSizeLimits().filter((entry) => only === undefined || entry.name === only);
  if (entries.length === 0) throw new Error(`No size-limit entry named ${only}`);
  for (const entry of entries) {
    const size = await measure(entry);
    const within = size.gzip <= size.limit;
    if (!within) ok = false;
    print(
      `size.${size.name}.partner.gzip: ${kb(size.gzip)} (minified ${kb(size.minified)}, budget ${kb(size.limit)}) ${within ? 'ok' : 'OVER BUDGET'}`,
    );
    // A `target` below the budget is where the widget must get to; until it does, the budget is a
    // ceiling that stops it growing, and the gap is printed on every run.
    if (size.target !== undefined && size.gzip > size.target) {
      print(
        `size.${size.name}.partner.target: ${kb(size.target)} NOT MET (${kb(size.gzip - size.target)} to go)`,
      );
    }
    if (size.lazy.minified > 0) {
      print(`size.${size.name}.partner.lazy.gzip: ${kb(size.lazy.gzip)} (loaded on demand, not budgeted)`);
    }
    if (why || !within) {
      for (const [owner, bytes] of size.byPackage.slice(0, 12)) print(`    ${owner}: ${kb(bytes)} minified`);
    }
    if (files) {
      print(`  largest inputs of the first load of ${size.name}:`);
      for (const [input, bytes] of size.byInput.slice(0, 40)) print(`    ${kb(bytes).padStart(9)}  ${input}`);
    }
  }
  return ok;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    // `--why` alone: packages per widget; `--why <widget>`: also that widget's largest input files.
    const at = process.argv.indexOf('--why');
    const named = at >= 0 ? process.argv[at + 1] : undefined;
    const only = named && !named.startsWith('--') ? named : undefined;
    const ok = await checkSizeLimits({ why: at >= 0, files: only !== undefined, only });
    if (!ok) {
      console.error('\nA widget is over its size budget (.size-limit.json).');
      process.exit(1);
    }
  } catch (error) {
    console.error(error.errors?.map((e) => e.text).join('\n') ?? error);
    process.exit(1);
  }
}
