#!/usr/bin/env node
// `npm start`: installs, builds and starts the reference console on the embedded database with demo data.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePnpm, pnpm, root, start, step } from './lib.mjs';

// A server already on this data folder: say so before rebuilding the dist/ it runs from. (The
// server itself refuses a second start on a locked folder; this only spares the rebuild.)
const dataDir = process.env.DATA_DIR ?? join(root, '.data');
const holder = runningHolder(join(dataDir, 'server.lock'));
if (holder) {
  process.stderr.write(
    `The data folder ${dataDir} is in use by another server (pid ${holder.pid}, port ${holder.port}). Stop it first, or set another DATA_DIR.\n`,
  );
  process.exit(1);
}

const pnpmCommand = ensurePnpm();
step('Installing dependencies');
pnpm(pnpmCommand, ['install', '--frozen-lockfile']);
step('Building packages and the console');
pnpm(pnpmCommand, ['build']);
pnpm(pnpmCommand, ['--filter', '@console/example-console', 'build']);

step('Starting the server');
// A young generation of 64 MB (V8's default is 16): the responses of a busy console are short-lived
// and large, and with the default most of them are copied once more before they die (docs/server.md).
const server = start(
  process.execPath,
  ['--max-semi-space-size=64', join(root, 'packages/server/dist/main.js')],
  {
    env: {
      ...process.env,
      PORT: process.env.PORT ?? '8080',
      DATA_DIR: dataDir,
      CONSOLE_STATIC_DIR: process.env.CONSOLE_STATIC_DIR ?? join(root, 'examples/console/dist'),
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

/** The server a lock file names, when that very process still runs (same pid and start time). */
function runningHolder(file) {
  let holder;
  try {
    holder = JSON.parse(readFileSync(file, 'utf8'));
    process.kill(holder.pid, 0);
  } catch (error) {
    return holder && error?.code === 'EPERM' ? holder : undefined;
  }
  try {
    const stat = readFileSync(`/proc/${holder.pid}/stat`, 'utf8');
    const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return !holder.procStart || start === holder.procStart ? holder : undefined;
  } catch {
    return holder; // no /proc: the pid alone
  }
}
