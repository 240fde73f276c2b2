#!/usr/bin/env node
// `npm test`: every suite — lint, types, node, browser (real Chromium), server on PGlite and on
// PostgreSQL, package checks, size limits, knip, Ladle build, end to end — then one closing line
// 'N passed, N failed'.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDebianPackages, ensurePnpm, pnpm, root, run, step } from './lib.mjs';

const started = Date.now();
const pnpmCommand = ensurePnpm();
const [pnpmBin, ...pnpmPrefix] = pnpmCommand;
const reports = join(root, '.vitest-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

ensureDebianPackages([
  { name: 'chromium', path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  { name: 'postgresql', path: '/usr/lib/postgresql/15/bin/initdb' },
  { name: 'clamav', path: '/usr/bin/clamscan' },
]);
// ClamAV is installed now: its tests (real clamscan, custom signatures) must run, not skip.
process.env.CONSOLE_REQUIRE_CLAMAV = '1';

step('Installing dependencies');
pnpm(pnpmCommand, ['install', '--frozen-lockfile']);

const failures = [];
const timings = [];
function check(name, command, args, options) {
  step(name);
  const t = Date.now();
  const code = run(command, args, options);
  console.log(
    `  ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - t) / 1000).toFixed(1)} s`,
  );
  if (code !== 0) failures.push(name);
  timings.push(
    `  ${code === 0 ? 'ok    ' : 'FAILED'} ${((Date.now() - t) / 1000).toFixed(0).padStart(5)} s  ${name}`,
  );
  return code === 0;
}
const p = (name, args, options) => check(name, pnpmBin, [...pnpmPrefix, ...args], options);
const vitest = (name, projects, report, options) =>
  p(
    name,
    [
      'exec',
      'vitest',
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, `${report}.json`)}`,
    ],
    options,
  );

p('Lint (Biome, zero warnings)', ['lint']);
p('Typecheck', ['typecheck']);
const built =
  p('Build packages', ['build']) && p('Build the console', ['--filter', '@console/example-console', 'build']);
if (built) p('Package checks (publint, attw)', ['check:packages']);
// Each widget as a partner bundles it (dist, React and React Query external, minified, gzip)
// against its budget in .size-limit.json.
if (built) p('Size limits (each widget as a partner bundles it)', ['size']);
p('Unused files, exports and dependencies (knip)', ['knip']);
check('Source files within 500 lines', process.execPath, [join(root, 'scripts/check-source-size.mjs')]);
vitest('Node, browser and server (PGlite) tests', ['node', 'browser', 'server'], 'unit');

// The server suite once more on a private PostgreSQL on loopback.
const pgStart = join(root, 'packages/server/scripts/start-test-postgres.sh');
if (existsSync(pgStart)) {
  step('Starting a private PostgreSQL on 127.0.0.1');
  const pg = spawnSync('bash', [pgStart], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = pg.stdout.match(/postgres(?:ql)?:\/\/\S+/)?.[0];
  if (pg.status === 0 && url) {
    vitest('Server tests on PostgreSQL', ['server'], 'server-postgres', {
      env: { ...process.env, DATABASE_URL: url },
    });
  } else {
    failures.push('Start PostgreSQL');
  }
  run('bash', [join(root, 'packages/server/scripts/stop-test-postgres.sh')]);
}

p('Ladle build (every story)', ['ladle:build']);
if (built) vitest('End-to-end tests', ['e2e'], 'e2e');

// The closing line: every test counted across the vitest runs.
let passed = 0;
let failed = 0;
let skipped = 0;
for (const report of ['unit', 'server-postgres', 'e2e']) {
  const file = join(reports, `${report}.json`);
  if (!existsSync(file)) continue;
  const json = JSON.parse(readFileSync(file, 'utf8'));
  passed += json.numPassedTests ?? 0;
  failed += json.numFailedTests ?? 0;
  skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
}
const browserFiles = (() => {
  const file = join(reports, 'unit.json');
  if (!existsSync(file)) return 0;
  const json = JSON.parse(readFileSync(file, 'utf8'));
  return json.testResults
    .filter((r) => r.name.endsWith('.browser.test.tsx'))
    .reduce((n, r) => n + r.assertionResults.filter((a) => a.status === 'passed').length, 0);
})();
// Name every failed test again at the very end, where a truncated log still shows it.
const failedTests = [];
for (const report of ['unit', 'server-postgres', 'e2e']) {
  const file = join(reports, `${report}.json`);
  if (!existsSync(file)) continue;
  const json = JSON.parse(readFileSync(file, 'utf8'));
  for (const r of json.testResults ?? []) {
    const name = r.name.replace(`${root}/`, '');
    const failedHere = (r.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failedHere) {
      const reason = (a.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
      failedTests.push(`  [${report}] ${name} > ${a.fullName}\n      ${reason}`);
    }
    if (r.status === 'failed' && failedHere.length === 0) {
      failedTests.push(`  [${report}] ${name}: ${(r.message ?? '').split('\n')[0].slice(0, 300)}`);
    }
  }
}
console.log(`\nSteps:\n${timings.join('\n')}`);
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.join('\n')}`);
console.log(`\nBrowser tests passed in real Chromium: ${browserFiles}`);
console.log(`Total time: ${((Date.now() - started) / 60000).toFixed(1)} min`);
if (failures.length) console.log(`Failed steps: ${failures.join('; ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length === 0 && failed === 0 && passed > 0 ? 0 : 1);
