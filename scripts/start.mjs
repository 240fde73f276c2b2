#!/usr/bin/env node
// `npm start`: installs, builds and starts the reference console on the embedded database with demo data.
import { join } from 'node:path';
import { ensurePnpm, pnpm, root, start, step } from './lib.mjs';

const pnpmCommand = ensurePnpm();
step('Installing dependencies');
pnpm(pnpmCommand, ['install', '--frozen-lockfile']);
step('Building packages and the console');
pnpm(pnpmCommand, ['build']);
pnpm(pnpmCommand, ['--filter', '@console/example-console', 'build']);

step('Starting the server');
const server = start(process.execPath, [join(root, 'packages/server/dist/main.js')], {
  env: {
    ...process.env,
    PORT: process.env.PORT ?? '8080',
    DATA_DIR: process.env.DATA_DIR ?? join(root, '.data'),
    CONSOLE_STATIC_DIR: process.env.CONSOLE_STATIC_DIR ?? join(root, 'examples/console/dist'),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
