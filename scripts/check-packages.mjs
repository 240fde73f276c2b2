#!/usr/bin/env node
// Packs every publishable package and checks the tarball with publint and @arethetypeswrong/cli.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePnpm, root, run, step } from './lib.mjs';

const [pnpmBin, ...pnpmPrefix] = ensurePnpm();
const packagesDir = join(root, 'packages');
const failures = [];
for (const dir of readdirSync(packagesDir)) {
  const cwd = join(packagesDir, dir);
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
  } catch {
    continue;
  }
  if (manifest.private) continue;
  step(`Checking ${manifest.name}`);
  const out = mkdtempSync(join(tmpdir(), 'console-pack-'));
  if (
    run(pnpmBin, [...pnpmPrefix, 'pack', '--pack-destination', out], {
      cwd,
      stdio: ['ignore', 'ignore', 'inherit'],
    }) !== 0
  ) {
    failures.push(`${manifest.name}: pack`);
    continue;
  }
  const tarball = join(
    out,
    readdirSync(out).find((f) => f.endsWith('.tgz')),
  );
  if (run(pnpmBin, [...pnpmPrefix, 'exec', 'publint', 'run', tarball, '--strict'], { cwd: root }) !== 0) {
    failures.push(`${manifest.name}: publint`);
  }
  // Stylesheet subpaths carry no types; attw checks the JavaScript entry points.
  const cssEntries = Object.keys(manifest.exports ?? {}).filter((key) => key.endsWith('.css'));
  const exclude = cssEntries.length ? ['--exclude-entrypoints', ...cssEntries] : [];
  const attwArgs = ['exec', 'attw', tarball, '--profile', 'esm-only', '--format', 'ascii', ...exclude];
  if (run(pnpmBin, [...pnpmPrefix, ...attwArgs], { cwd: root }) !== 0) {
    failures.push(`${manifest.name}: attw`);
  }
  rmSync(out, { recursive: true, force: true });
}
if (failures.length) {
  console.error(`\nPackage checks failed: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('\nEvery package passed publint and attw.');
