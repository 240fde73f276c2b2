/**
 * One server per data folder. The lock is a local socket named after the folder (its device and
 * inode): an abstract Unix socket on Linux, a named pipe on Windows. Only one process can listen on
 * it, and the system closes it when that process ends however it ends (`kill -9` included), so a
 * crash never leaves a lock that blocks the next start. The holder answers on that socket with who
 * it is (pid, role, host, port), which names it in the refusal. `server.lock` in the folder records
 * the same for people and for processes the socket cannot reach (another network namespace); a
 * live process it names (same pid, boot and start time) also refuses. On other systems the lock
 * file alone, created exclusively, is the lock, and a file whose process is gone is taken over.
 */
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { currentProcess, isRunning, type ProcessIdentity } from './process-identity';

/** Who holds a data folder, as written in `server.lock` and answered on the lock socket. */
export interface DataFolderHolder extends ProcessIdentity {
  /** `api`, `worker` or `all`. */
  role: string;
  host?: string | undefined;
  /** The HTTP port (the configured one until the server listens, then the bound one). */
  port?: number | undefined;
  hostname: string;
  /** ISO time the lock was taken. */
  startedAt: string;
}

/** A held data folder lock. */
export interface DataFolderLock {
  /** `<dir>/server.lock`. */
  readonly file: string;
  /** The holder a stale lock file named (a server that did not shut down), when one was taken over. */
  readonly recovered: DataFolderHolder | undefined;
  /** Records the bound address once the server listens. */
  update(details: { host?: string; port?: number }): void;
  /** Closes the lock socket and removes the lock file. Idempotent. */
  release(): Promise<void>;
}

/** The refusal when another process holds the folder. */
export class DataFolderBusyError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: DataFolderHolder | undefined,
  ) {
    super(
      `The data folder ${dir} is in use by another server (${holder ? describeHolder(holder) : 'a process whose details are unknown'}). ` +
        'Stop that server first, or give this one its own DATA_DIR. Two servers on one embedded database corrupt it.',
    );
    this.name = 'DataFolderBusyError';
  }
}

/** `pid 123, role all, port 8080 on 127.0.0.1, started <time>` */
export function describeHolder(holder: DataFolderHolder): string {
  const parts = [`pid ${holder.pid}`, `role ${holder.role}`];
  if (holder.port !== undefined) parts.push(`port ${holder.port}${holder.host ? ` on ${holder.host}` : ''}`);
  if (holder.hostname && holder.hostname !== hostname()) parts.push(`host ${holder.hostname}`);
  parts.push(`started ${holder.startedAt}`);
  return parts.join(', ');
}

const LOCK_FILE = 'server.lock';

function socketPath(dir: string): string | undefined {
  const { dev, ino } = statSync(dir, { bigint: true });
  const key = createHash('sha256').update(`${dev}:${ino}`).digest('hex').slice(0, 32);
  if (process.platform === 'linux') return `\0console-data-folder-${key}`;
  if (process.platform === 'win32') return `\\\\.\\pipe\\console-data-folder-${key}`;
  return undefined;
}

function parseHolder(text: string): DataFolderHolder | undefined {
  try {
    const value = JSON.parse(text) as DataFolderHolder;
    return typeof value === 'object' && value !== null && Number.isInteger(value.pid) ? value : undefined;
  } catch {
    return undefined;
  }
}

function readHolder(file: string): DataFolderHolder | undefined {
  try {
    return parseHolder(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Asks the process listening on the lock socket who it is (undefined if it does not answer). */
function askHolder(path: string, timeoutMs = 2_000): Promise<DataFolderHolder | undefined> {
  return new Promise((resolve) => {
    let text = '';
    const socket = connect(path);
    const done = (holder: DataFolderHolder | undefined) => {
      socket.destroy();
      resolve(holder);
    };
    socket.setTimeout(timeoutMs, () => done(undefined));
    socket.on('data', (chunk) => {
      text += String(chunk);
    });
    socket.on('end', () => done(parseHolder(text)));
    socket.on('error', () => done(undefined));
  });
}

/**
 * Listens on the lock socket; `false` when another process already does, `undefined` when the
 * system refuses local sockets here (a sandbox): the lock file alone is the lock then.
 */
function listenOn(path: string, answer: () => string): Promise<Server | false | undefined> {
  return new Promise((resolve) => {
    const server = createServer((socket) => {
      socket.on('error', () => {});
      socket.end(answer());
    });
    server.once('error', (error: NodeJS.ErrnoException) => {
      resolve(error.code === 'EADDRINUSE' ? false : undefined);
    });
    server.listen(path, () => {
      server.unref();
      resolve(server);
    });
  });
}

function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text, { mode: 0o600 });
  renameSync(temporary, file);
}

/** Creates the lock file only if none exists; false when one does. */
function createExclusively(file: string, text: string): boolean {
  try {
    writeFileSync(file, text, { mode: 0o600, flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes the exclusive lock of a data folder (created if missing) before anything opens it, or
 * throws {@link DataFolderBusyError} naming the process that holds it. A lock left by a process that
 * is gone (crash, `kill -9`) is taken over and reported in `recovered`.
 * @example const lock = await acquireDataFolderLock(config.dataDir, { role: 'all', port: 8080 });
 */
export async function acquireDataFolderLock(
  dir: string,
  details: {
    role: string;
    host?: string;
    port?: number;
    /** `false`: the lock file alone, as off Linux and Windows (tests). @default true */
    socket?: boolean;
  },
): Promise<DataFolderLock> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, LOCK_FILE);
  const holder: DataFolderHolder = {
    ...currentProcess(),
    role: details.role,
    host: details.host,
    port: details.port,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
  };
  const text = () => `${JSON.stringify(holder)}\n`;

  const path = details.socket === false ? undefined : socketPath(dir);
  let server: Server | undefined;
  if (path) {
    const listening = await listenOn(path, text);
    if (listening === false) throw new DataFolderBusyError(dir, (await askHolder(path)) ?? readHolder(file));
    server = listening;
  }

  let recovered: DataFolderHolder | undefined;
  try {
    if (server) {
      const previous = readHolder(file);
      if (previous && previous.pid !== process.pid && isRunning(previous))
        throw new DataFolderBusyError(dir, previous);
      recovered = previous;
      writeAtomically(file, text());
    } else {
      // No lock socket here: the exclusively created file is the lock.
      for (let attempt = 0; !createExclusively(file, text()); attempt++) {
        const previous = readHolder(file);
        if (attempt > 0 || (previous && isRunning(previous))) throw new DataFolderBusyError(dir, previous);
        recovered = previous;
        unlinkSync(file);
      }
    }
  } catch (error) {
    server?.close();
    throw error;
  }

  let released = false;
  const removeFile = () => {
    if (readHolder(file)?.pid === process.pid) {
      try {
        unlinkSync(file);
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', removeFile);
  return {
    file,
    recovered,
    update(next) {
      if (released) return;
      if (next.host !== undefined) holder.host = next.host;
      if (next.port !== undefined) holder.port = next.port;
      writeAtomically(file, text());
    },
    async release() {
      if (released) return;
      released = true;
      process.removeListener('exit', removeFile);
      removeFile();
      if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
