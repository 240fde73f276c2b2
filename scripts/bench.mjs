#!/usr/bin/env node
// `pnpm bench`: prints every figure on its own line as `<figure>: <value> <unit>`.
// 1. Size per package: its built JS bundled with esbuild (React, react-dom, React Query and other
//    @console packages external; everything else it imports included), minified, gzipped; and its CSS.
// 2. Each widget as a partner bundles it (`size.<pkg>.partner.gzip`, scripts/size-limit.mjs).
// 3. Each package's own benchmarks: `packages/*/bench/*.bench.mjs|ts`, run in turn.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { ensurePnpm, must, root, run, step } from './lib.mjs';
import { checkSizeLimits } from './size-limit.mjs';

const [pnpmBin, ...pnpmPrefix] = ensurePnpm();
if (!process.argv.includes('--no-build')) {
  step('Building packages');
  must(pnpmBin, [...pnpmPrefix, 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const packagesDir = join(root, 'packages');
const manifests = readdirSync(packagesDir)
  .map((dir) => ({ dir: join(packagesDir, dir), file: join(packagesDir, dir, 'package.json') }))
  .filter(({ file }) => existsSync(file))
  .map(({ dir, file }) => ({ dir, manifest: JSON.parse(readFileSync(file, 'utf8')) }));

step('Sizes (JS: minified + gzip with React, react-dom, React Query and @console/* external)');
for (const { dir, manifest } of manifests) {
  if (manifest.private || manifest.name === '@console/server') continue;
  const entry = join(dir, 'dist/index.js');
  if (!existsSync(entry)) continue;
  const external = [
    'react',
    'react/*',
    'react-dom',
    'react-dom/*',
    '@tanstack/react-query',
    ...Object.keys(manifest.peerDependencies ?? {}),
    ...manifests.map((m) => m.manifest.name).filter((name) => name !== manifest.name),
    ...manifests.map((m) => `${m.manifest.name}/*`).filter((name) => !name.startsWith(`${manifest.name}/`)),
  ];
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    external,
    logLevel: 'silent',
    loader: { '.css': 'empty' },
  });
  const [js] = result.outputFiles;
  console.log(`size.${manifest.name}.js.gzip: ${kb(gzipSync(js.contents).length)}`);
  const css = join(dir, 'dist/index.css');
  if (existsSync(css))
    console.log(`size.${manifest.name}.css.gzip: ${kb(gzipSync(readFileSync(css)).length)}`);
}

step('Sizes as a partner bundles each widget (.size-limit.json budgets)');
try {
  if (!(await checkSizeLimits())) process.exitCode = 1;
} catch (error) {
  console.error(error.errors?.map((e) => e.text).join('\n') ?? error);
  process.exitCode = 1;
}

for (const { dir, manifest } of manifests) {
  const benchDir = join(dir, 'bench');
  if (!existsSync(benchDir)) continue;
  for (const file of readdirSync(benchDir)
    .filter((f) => /\.bench\.(mjs|ts)$/.test(f))
    .sort()) {
    step(`${manifest.name}: ${file}`);
    const args = file.endsWith('.ts')
      ? ['exec', 'tsx', '--conditions=@console/source', join(benchDir, file)]
      : ['exec', 'node', join(benchDir, file)];
    if (run(pnpmBin, [...pnpmPrefix, ...args]) !== 0) process.exitCode = 1;
  }
}
