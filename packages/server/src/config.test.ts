import { existsSync, statSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readConfig, readRole } from './config';
import { loadSecretKey, secretKeySource } from './platform/data-folder/secret-key';

describe('the server role', () => {
  it('is all by default', () => {
    expect(readRole([], {})).toBe('all');
  });
  it('reads CONSOLE_ROLE, and --role before it (either form)', () => {
    expect(readRole([], { CONSOLE_ROLE: 'api' })).toBe('api');
    expect(readRole(['--role=worker'], { CONSOLE_ROLE: 'api' })).toBe('worker');
    expect(readRole(['--role', 'api'], {})).toBe('api');
  });
  it('refuses an unknown role', () => {
    expect(() => readRole(['--role=cron'], {})).toThrow(
      '--role (CONSOLE_ROLE) must be api, worker or all, got "cron"',
    );
  });
});

describe('the key that encrypts secrets at rest', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'console-key-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('comes from --key-file, then SECRET_KEY_FILE, then SECRET_KEY, else the data folder', () => {
    const dataDir = join(root, 'data');
    expect(readConfig({ DATA_DIR: dataDir }, []).secretKeySource).toEqual({
      kind: 'data-folder',
      path: join(dataDir, 'secret.key'),
    });
    expect(readConfig({ DATA_DIR: dataDir, SECRET_KEY: 'k' }, []).secretKeySource).toMatchObject({
      kind: 'value',
      value: 'k',
    });
    expect(
      readConfig({ DATA_DIR: dataDir, SECRET_KEY_FILE: '/etc/console/key' }, []).secretKeySource,
    ).toEqual({ kind: 'file', from: 'SECRET_KEY_FILE', path: '/etc/console/key' });
    expect(secretKeySource(dataDir, { SECRET_KEY: 'k' }, ['--key-file', '/run/key'])).toEqual({
      kind: 'file',
      from: '--key-file',
      path: '/run/key',
    });
    expect(secretKeySource(dataDir, {}, ['--key-file=/run/key2'])).toMatchObject({ path: '/run/key2' });
    expect(() => secretKeySource(dataDir, { SECRET_KEY: 'k', SECRET_KEY_FILE: '/k' }, [])).toThrow(
      'Set SECRET_KEY or SECRET_KEY_FILE, not both',
    );
  });

  it('reading the configuration creates nothing', () => {
    readConfig({ DATA_DIR: join(root, 'data') }, []);
    expect(existsSync(join(root, 'data'))).toBe(false);
  });

  it('is created owner-only in the data folder by default, with a warning', () => {
    const path = join(root, 'data', 'secret.key');
    const first = loadSecretKey({ kind: 'data-folder', path });
    expect(first.key).toMatch(/^[\w-]{43}$/);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(first.warnings[0]).toContain('The encryption key is kept in the data folder');
    expect(first.warnings[0]).toContain('SECRET_KEY_FILE');
    expect(loadSecretKey({ kind: 'data-folder', path }).key).toBe(first.key);
  });

  it('is read from a key file elsewhere, refused when missing or empty, warned when others can read it', async () => {
    const path = join(root, 'secret.key');
    const source = { kind: 'file', from: 'SECRET_KEY_FILE', path } as const;
    expect(() => loadSecretKey(source)).toThrow(`SECRET_KEY_FILE: the key file ${path} does not exist`);
    await writeFile(path, '\n', { mode: 0o600 });
    expect(() => loadSecretKey(source)).toThrow('is empty');
    await writeFile(path, 'a-long-passphrase-kept-apart\n');
    expect(loadSecretKey(source)).toEqual({ key: 'a-long-passphrase-kept-apart', warnings: [] });
    await chmod(path, 0o644);
    expect(loadSecretKey(source).warnings).toEqual([
      `SECRET_KEY_FILE: the key file ${path} can be read by other users (mode 644); chmod 600 it`,
    ]);
  });
});
