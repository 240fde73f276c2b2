#!/usr/bin/env node
// Fails when a tracked source file (TypeScript, JavaScript) holds more than 500 lines: a file a
// person reads in one sitting. Generated files are exempt (the contract's route and type tables, written by
// `pnpm --filter @console/core routes`).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

const LIMIT = 500;
const GENERATED = [
  'packages/core/src/contract/routes.ts',
  'packages/core/src/contract/topic-routes.ts',
  'packages/core/src/contract/types.ts',
];

const files = execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.tsx', '*.mts', '*.mjs', '*.js'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file && !GENERATED.includes(file) && !file.includes('/dist/'));
const over = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(join(root, file), 'utf8');
  } catch {
    continue; // deleted in the working tree
  }
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > LIMIT) over.push(`  ${file}: ${lines} lines`);
}
if (over.length) {
  console.error(`Source files over ${LIMIT} lines (split them by responsibility):\n${over.join('\n')}`);
  process.exit(1);
}
console.log(`${files.length} source files, each within ${LIMIT} lines.`);
