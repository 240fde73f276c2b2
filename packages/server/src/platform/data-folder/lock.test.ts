/**
 * The data folder lock in one process: the second taker is refused with the holder's details; a
 * lock file left by a process that is gone is taken over; one naming a live process is honoured
 * even without the lock socket; release removes the file and frees the folder. double-start.test.ts
 * holds the same with real server processes.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataFolderLock, DataFolderBusyError, describeHolder } from './lock';
import { restrictDataFolder, tightenTree } from './owner-only';
import { currentProcess, isRunning, procStartOf } from './process-identity';

let dir: string;
beforeEach(async () => {
  dir = join(await mkdtemp(join(tmpdir(), 'console-lock-')), 'data');
});
afterEach(async () => {
  await rm(join(dir, '..'), { recursive: true, force: true });
});

/** A process that has ended: its pid is free. */
async function endedProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  await new Promise((done) => child.once('exit', done));
  return child.pid as number;
}

describe('the data folder lock', () => {
  it('refuses a second taker, naming the holder, until the holder releases it', async () => {
    const lock = await acquireDataFolderLock(dir, { role: 'all', host: '127.0.0.1', port: 8080 });
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(JSON.parse(readFileSync(lock.file, 'utf8'))).toMatchObject({ pid: process.pid, port: 8080 });
    expect(statSync(lock.file).mode & 0o777).toBe(0o600);

    const refusal = await acquireDataFolderLock(dir, { role: 'all', port: 9090 }).catch((error) => error);
    expect(refusal).toBeInstanceOf(DataFolderBusyError);
    expect(refusal.message).toContain(
      `The data folder ${dir} is in use by another server (pid ${process.pid}`,
    );
    expect(refusal.message).toContain('port 8080 on 127.0.0.1');
    expect(refusal.holder).toMatchObject({ pid: process.pid, role: 'all', port: 8080 });

    lock.update({ port: 8181 });
    const updated = await acquireDataFolderLock(dir, { role: 'all' }).catch((error) => error);
    expect(updated.message).toContain('port 8181');

    await lock.release();
    expect(existsSync(lock.file)).toBe(false);
    const again = await acquireDataFolderLock(dir, { role: 'all', port: 9090 });
    expect(again.recovered).toBeUndefined();
    await again.release();
  });

  it('takes over a lock file left by a process that is gone, and reports it', async () => {
    const pid = await endedProcess();
    const stale = { pid, role: 'all', port: 8080, hostname: 'vm', startedAt: '2026-01-01T00:00:00.000Z' };
    await restrictDataFolder(dir);
    await writeFile(join(dir, 'server.lock'), JSON.stringify(stale));
    const lock = await acquireDataFolderLock(dir, { role: 'all', port: 8080 });
    expect(lock.recovered).toMatchObject({ pid, port: 8080 });
    expect(describeHolder(lock.recovered as never)).toContain(`pid ${pid}, role all, port 8080`);
    expect(JSON.parse(readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
    await lock.release();
  });

  it('honours a lock file naming a live process, and ignores one whose pid was reused', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      const pid = child.pid as number;
      const live = { ...currentProcess(), pid, procStart: procStartOf(pid) };
      expect(isRunning(live)).toBe(true);
      await restrictDataFolder(dir);
      const file = join(dir, 'server.lock');
      await writeFile(file, JSON.stringify({ ...live, role: 'all', hostname: 'vm', startedAt: 'then' }));
      const refusal = await acquireDataFolderLock(dir, { role: 'all' }).catch((error) => error);
      expect(refusal).toBeInstanceOf(DataFolderBusyError);
      expect(refusal.message).toContain(`pid ${pid}`);

      // The same pid with another start time is a later process that got the pid: stale.
      if (live.procStart) {
        const reused = { ...live, procStart: String(Number(live.procStart) - 1) };
        expect(isRunning(reused)).toBe(false);
        await writeFile(file, JSON.stringify({ ...reused, role: 'all', hostname: 'vm', startedAt: 'then' }));
        const lock = await acquireDataFolderLock(dir, { role: 'all' });
        expect(lock.recovered?.pid).toBe(pid);
        await lock.release();
      }
    } finally {
      child.kill('SIGKILL');
    }
  });
});

describe('the lock file alone (systems without the lock socket)', () => {
  it('is created exclusively, refuses while its process runs, and is taken over after', async () => {
    const lock = await acquireDataFolderLock(dir, { role: 'all', port: 8080, socket: false });
    const refusal = await acquireDataFolderLock(dir, { role: 'all', socket: false }).catch((error) => error);
    expect(refusal).toBeInstanceOf(DataFolderBusyError);
    expect(refusal.message).toContain(`pid ${process.pid}, role all, port 8080`);
    await lock.release();
    expect(existsSync(lock.file)).toBe(false);

    const pid = await endedProcess();
    await writeFile(lock.file, JSON.stringify({ pid, role: 'all', hostname: 'vm', startedAt: 'then' }));
    const next = await acquireDataFolderLock(dir, { role: 'all', socket: false });
    expect(next.recovered?.pid).toBe(pid);
    await next.release();
  });
});

describe('owner-only files', () => {
  it('closes an existing folder and tightens what is inside', async () => {
    await restrictDataFolder(dir);
    const { chmod, mkdir } = await import('node:fs/promises');
    await chmod(dir, 0o755);
    await mkdir(join(dir, 'db'), { mode: 0o755 });
    await writeFile(join(dir, 'db', 'PG_VERSION'), '17', { mode: 0o666 });
    await chmod(join(dir, 'db', 'PG_VERSION'), 0o666);
    expect(await restrictDataFolder(dir)).toBe(0o755);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(await tightenTree(dir)).toBe(2);
    expect(statSync(join(dir, 'db')).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, 'db', 'PG_VERSION')).mode & 0o777).toBe(0o600);
    expect(await restrictDataFolder(dir)).toBeUndefined();
  });
});
