// Shared helpers for the workspace scripts: only Node built-ins, so they run before `pnpm install`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '10.34.8';

/** Prints a step heading. */
export function step(title) {
  console.log(`\n\u25b6 ${title}`);
}

/** Runs a command synchronously, inheriting stdio; returns the exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Runs a command and throws when it fails. */
export function must(command, args, options = {}) {
  const code = run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

function hasCommand(command, args = ['--version']) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Returns how to call pnpm 10: the one on PATH, or a global install of the pinned version, or
 * npx as a last resort. Node 20 and npm are all a fresh machine needs.
 */
export function ensurePnpm() {
  const version = hasCommand('pnpm');
  if (version?.startsWith('10.')) return ['pnpm'];
  if (isRoot || process.env.npm_config_prefix) {
    step(`Installing pnpm ${PNPM_VERSION}`);
    if (
      run('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`]) === 0 &&
      hasCommand('pnpm')?.startsWith('10.')
    ) {
      return ['pnpm'];
    }
  }
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

/** Runs pnpm with arguments, throwing on failure. */
export function pnpm(pnpmCommand, args, options) {
  const [command, ...prefix] = pnpmCommand;
  must(command, [...prefix, ...args], options);
}

/** Installs Debian packages when missing and we are root on a Debian-like system. */
export function ensureDebianPackages(packages) {
  const missing = packages.filter((p) => !existsSync(p.path)).map((p) => p.name);
  if (missing.length === 0) return;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `Missing system packages: ${missing.join(', ')}. Install them (Debian: apt-get install ${missing.join(' ')}).`,
    );
  }
  step(`Installing ${missing.join(', ')} from Debian`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  must('apt-get', ['update', '-qq'], { env });
  must('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env });
}

/** Starts a long-running child process with inherited output. */
export function start(command, args, options = {}) {
  return spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
}
