import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Where the key that encrypts secrets at rest comes from, first match wins: `--key-file <path>`,
 * SECRET_KEY_FILE, SECRET_KEY, else `DATA_DIR/secret.key` (created on first start: a development
 * default, warned about, since the key then sits beside the data it protects).
 */
export type SecretKeySource =
  | { kind: 'value'; from: 'SECRET_KEY'; value: string }
  | { kind: 'file'; from: '--key-file' | 'SECRET_KEY_FILE'; path: string }
  | { kind: 'data-folder'; path: string };

/** The loaded key and what the operator should hear about it. */
export interface LoadedSecretKey {
  key: string;
  /** Lines to log as warnings (the key in the data folder, a key file other users can read). */
  warnings: string[];
}

/** A key that cannot be had: a missing, unreadable or empty key file, or two sources at once. */
export class SecretKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretKeyError';
  }
}

/** The value of `--<name>=<value>` or `--<name> <value>` in `argv`, the last one winning. */
export function readOption(argv: readonly string[], name: string): string | undefined {
  let value: string | undefined;
  argv.forEach((arg, index) => {
    if (arg.startsWith(`--${name}=`)) value = arg.slice(name.length + 3);
    else if (arg === `--${name}`) value = argv[index + 1];
  });
  return value;
}

/** Where the key comes from, read from `argv` and the environment; nothing is read or created yet. */
export function secretKeySource(
  dataDir: string,
  env: NodeJS.ProcessEnv,
  argv: readonly string[],
): SecretKeySource {
  const option = readOption(argv, 'key-file');
  if (option !== undefined) {
    if (!option) throw new SecretKeyError('--key-file needs a path');
    return { kind: 'file', from: '--key-file', path: resolve(option) };
  }
  if (env.SECRET_KEY_FILE && env.SECRET_KEY)
    throw new SecretKeyError('Set SECRET_KEY or SECRET_KEY_FILE, not both');
  if (env.SECRET_KEY_FILE)
    return { kind: 'file', from: 'SECRET_KEY_FILE', path: resolve(env.SECRET_KEY_FILE) };
  if (env.SECRET_KEY) return { kind: 'value', from: 'SECRET_KEY', value: env.SECRET_KEY };
  return { kind: 'data-folder', path: join(dataDir, 'secret.key') };
}

function readKeyFile(path: string, from: string): string {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT')
      throw new SecretKeyError(
        `${from}: the key file ${path} does not exist. Create it once (for example: umask 077; openssl rand -base64 32 > ${path}), or move the existing DATA_DIR/secret.key there.`,
      );
    throw new SecretKeyError(`${from}: cannot read the key file ${path} (${code ?? String(error)})`);
  }
  const key = text.trim();
  if (!key) throw new SecretKeyError(`${from}: the key file ${path} is empty`);
  return key;
}

function looseModeWarning(path: string, from: string): string[] {
  if (process.platform === 'win32') return [];
  const mode = statSync(path).mode & 0o777;
  return mode & 0o077
    ? [`${from}: the key file ${path} can be read by other users (mode ${mode.toString(8)}); chmod 600 it`]
    : [];
}

/**
 * Reads the key from its source; the data-folder default is created (owner-only, exclusively) on
 * first start. Call it after the data folder is locked.
 * @example const { key, warnings } = loadSecretKey(config.secretKeySource);
 */
export function loadSecretKey(source: SecretKeySource): LoadedSecretKey {
  if (source.kind === 'value') return { key: source.value, warnings: [] };
  if (source.kind === 'file') {
    const key = readKeyFile(source.path, source.from);
    return { key, warnings: looseModeWarning(source.path, source.from) };
  }
  const warnings = [
    `The encryption key is kept in the data folder (${source.path}), beside the data it protects: fine for development. In production keep it elsewhere with SECRET_KEY_FILE (or --key-file, or SECRET_KEY) and back it up apart from the data.`,
  ];
  try {
    const key = randomBytes(32).toString('base64url');
    mkdirSync(resolve(source.path, '..'), { recursive: true, mode: 0o700 });
    writeFileSync(source.path, `${key}\n`, { mode: 0o600, flag: 'wx' });
    return { key, warnings };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = readKeyFile(source.path, 'DATA_DIR/secret.key');
  return { key, warnings: [...warnings, ...looseModeWarning(source.path, 'DATA_DIR/secret.key')] };
}
