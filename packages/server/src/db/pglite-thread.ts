import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { EventLoopUtilization } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';

/** A query answer as PGlite gives it (rows as objects or arrays). */
export interface ThreadResults<T = unknown> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** Query options understood across the thread: the row mode and the types kept as text. */
interface ThreadQueryOptions {
  rowMode?: 'object' | 'array';
  /** Parsers by type id. Only their keys cross the thread: those types come back as text. */
  parsers?: Record<number | string, unknown>;
}

/** What runs queries: the database or one open transaction. */
export interface ThreadQueryable {
  query<T>(sql: string, params?: unknown[], options?: ThreadQueryOptions): Promise<ThreadResults<T>>;
  exec(sql: string): Promise<ThreadResults[]>;
}

type Reply = { id: number; result?: unknown; error?: Record<string, unknown> };

/** Told of each write statement: the tables it names and its SQL text. */
export type WriteListener = (tables: readonly string[], sql: string) => void;

/** A write keyword and the name after it (quoted or not). Over-matching only costs a cache drop. */
const WRITE =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?([A-Za-z_]\w*)"?/gi;

/** The real `setImmediate`, taken before a test can fake timers: answers must arrive regardless. */
const nextTurn = setImmediate;

/** A plain SELECT: it writes nothing (a data-modifying statement starts otherwise, WITH included). */
const READ = /^\s*select\b/i;

/**
 * The tables a statement may write, by name (lower case): every name after INSERT INTO, UPDATE,
 * DELETE FROM or TRUNCATE. Conservative: a word such as `DO UPDATE SET` adds a harmless name.
 * @example writtenTables('update "sessions" set "last_seen_at" = $1') // ['sessions']
 */
export function writtenTables(sql: string): string[] {
  const tables: string[] = [];
  for (const match of sql.matchAll(WRITE)) if (match[1]) tables.push(match[1].toLowerCase());
  return tables;
}

/** The message of one query (parsers cross as the list of types kept as text). */
function queryRequest(
  tx: number | undefined,
  sql: string,
  params: unknown[] = [],
  options: ThreadQueryOptions = {},
): Record<string, unknown> {
  const keep = options.parsers ? Object.keys(options.parsers).map(Number) : undefined;
  return { op: 'query', sql, params, rowMode: options.rowMode, keep, tx };
}

/** Finds a script of the embedded database beside this file (src/, tsx, vitest) or in ../src/db (dist/). */
function findScript(name: 'pglite-worker.mjs' | 'pglite-initdb.mjs'): string {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const candidate of [join(here, name), resolve(here, '../src/db', name)]) {
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`Cannot find ${name} (the embedded database)`);
}

/**
 * Creates the data folder `dataDir` (PGlite's initdb, with `settings`) in a child process, so that
 * initdb's memory is given back when it ends (a worker thread's is not all returned to the system).
 * @example if (!existsSync(join(dir, 'PG_VERSION'))) await initDataFolder(dir, PGLITE_SETTINGS);
 */
export async function initDataFolder(dataDir: string, settings: readonly string[] = []): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    [findScript('pglite-initdb.mjs'), dataDir, JSON.stringify(settings)],
    {
      timeout: 120_000,
    },
  );
}

/** An error of the database thread, with the database's fields (`code`, `detail`...) restored. */
function toError(plain: Record<string, unknown>): Error {
  const error = new Error(String(plain.message ?? 'database error'));
  Object.assign(error, plain);
  return error;
}

/**
 * PGlite in a worker thread, so that the embedded database's work (parsing, planning, executing in
 * WebAssembly, reading and writing the data folder) never blocks the server's event loop. It has
 * the PGlite surface Drizzle's `pglite` driver and migrator use (`query`, `exec`, `transaction`,
 * `listen`, `close`, `closed`): queries are posted to the thread and answered there in order; a
 * transaction holds the database (PGlite has one connection) until its callback settles, every
 * other query waiting meanwhile, exactly as in-process PGlite does.
 * @example const client = await PgliteThread.start('./.data/db'); drizzle({ client, schema });
 */
export class PgliteThread implements ThreadQueryable {
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private readonly writeListeners = new Set<WriteListener>();
  private nextId = 1;
  private ended = false;

  /** Answers received and not yet handed to their callers (see {@link settle}). */
  private readonly answers: Reply[] = [];

  /**
   * Hands the answers received since the last turn of the event loop to their callers. Not from the
   * message event itself: Node delivers a thread's messages in one loop until none is left, and
   * each answer lets a request finish and the next one send its query, whose answer then arrives
   * within the same loop, so one busy moment could keep timers, sockets and health checks waiting
   * for hundreds of milliseconds. Settled here, once per turn, each batch is bounded by what the
   * thread answered meanwhile.
   */
  private readonly settle = () => {
    const answers = this.answers.splice(0);
    for (const message of answers) {
      const waiting = this.pending.get(message.id);
      if (!waiting) continue;
      this.pending.delete(message.id);
      if (this.pending.size === 0) this.worker.unref();
      if (message.error) waiting.reject(toError(message.error));
      else waiting.resolve(message.result);
    }
  };

  private constructor(private readonly worker: Worker) {
    worker.unref();
    worker.on('message', (message: Reply | { notify: number; payload: string }) => {
      if ('notify' in message) {
        this.listeners.get(message.notify)?.(message.payload);
        return;
      }
      this.answers.push(message);
      if (this.answers.length === 1) nextTurn(this.settle);
    });
    const fail = (error: Error) => {
      this.ended = true;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the database thread exited (code ${code})`)));
  }

  /**
   * Starts the thread and opens PGlite in `dataDir` (in memory when omitted), pg_trgm loaded,
   * with `settings` (`-c name=value` pairs) after PGlite's own start parameters.
   */
  static async start(dataDir: string | undefined, settings: readonly string[] = []): Promise<PgliteThread> {
    const worker = new Worker(findScript('pglite-worker.mjs'), {
      workerData: { dataDir, settings: [...settings] },
    });
    await new Promise<void>((resolveReady, rejectReady) => {
      const onExit = (code: number) => rejectReady(new Error(`the database thread exited (code ${code})`));
      worker.once('error', rejectReady);
      worker.once('exit', onExit);
      worker.once('message', (message: { ready: boolean; error?: Record<string, unknown> }) => {
        worker.off('error', rejectReady);
        worker.off('exit', onExit);
        if (message.ready) resolveReady();
        else {
          void worker.terminate();
          rejectReady(toError(message.error ?? {}));
        }
      });
    });
    return new PgliteThread(worker);
  }

  /**
   * How busy the database thread has been: its event loop utilization since it started, or since
   * `previous` (`performance.eventLoopUtilization` of the thread). For benches and diagnostics.
   */
  utilization(previous?: EventLoopUtilization): EventLoopUtilization {
    return this.worker.performance.eventLoopUtilization(previous);
  }

  /** True once closed (or once the thread has died). */
  get closed(): boolean {
    return this.ended;
  }

  private call<T>(request: Record<string, unknown>): Promise<T> {
    if (this.ended) return Promise.reject(new Error('the database is closed'));
    const id = this.nextId++;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolveCall, rejectCall) => {
      this.pending.set(id, { resolve: resolveCall as (value: unknown) => void, reject: rejectCall });
      try {
        this.worker.postMessage({ ...request, id });
      } catch (error) {
        // A parameter that cannot cross the thread (a function, a class instance...).
        this.pending.delete(id);
        if (this.pending.size === 0) this.worker.unref();
        rejectCall(error);
      }
    });
  }

  /**
   * Calls `listener` with the tables each write statement names, when it is sent and, inside a
   * transaction, again once the transaction has committed. Every write of the embedded database
   * goes through here, so caches of this process can follow them exactly.
   */
  onWrite(listener: WriteListener): () => void {
    this.writeListeners.add(listener);
    return () => {
      this.writeListeners.delete(listener);
    };
  }

  private tell(tables: readonly string[], sql: string): void {
    for (const listener of this.writeListeners) listener(tables, sql);
  }

  private noteWrites(sql: string): string[] {
    if (this.writeListeners.size === 0 || READ.test(sql)) return [];
    const tables = writtenTables(sql);
    if (tables.length > 0) this.tell(tables, sql);
    return tables;
  }

  private queryIn<T>(
    tx: number | undefined,
    sql: string,
    params: unknown[] = [],
    options: ThreadQueryOptions = {},
  ): Promise<ThreadResults<T>> {
    this.noteWrites(sql);
    return this.call(queryRequest(tx, sql, params, options));
  }

  /** One statement with parameters (`$1`...). */
  query<T>(sql: string, params?: unknown[], options?: ThreadQueryOptions): Promise<ThreadResults<T>> {
    return this.queryIn<T>(undefined, sql, params, options);
  }

  /** Several statements without parameters. */
  exec(sql: string): Promise<ThreadResults[]> {
    this.noteWrites(sql);
    return this.call({ op: 'exec', sql });
  }

  /**
   * Runs `callback` in a transaction: committed when it resolves, rolled back when it throws (the
   * callback's error is rethrown).
   */
  async transaction<T>(callback: (tx: ThreadQueryable & { closed: boolean }) => Promise<T>): Promise<T> {
    const tx = await this.call<number>({ op: 'begin' });
    let open = true;
    const written: { tables: string[]; sql: string }[] = [];
    const handle = {
      query: <R>(sql: string, params?: unknown[], options?: ThreadQueryOptions) => {
        const tables = this.noteWrites(sql);
        if (tables.length > 0) written.push({ tables, sql });
        return this.call<ThreadResults<R>>(queryRequest(tx, sql, params, options));
      },
      exec: (sql: string) => {
        const tables = this.noteWrites(sql);
        if (tables.length > 0) written.push({ tables, sql });
        return this.call<ThreadResults[]>({ op: 'exec', sql, tx });
      },
      get closed() {
        return !open;
      },
    };
    let result: T;
    try {
      result = await callback(handle);
    } catch (error) {
      open = false;
      await this.call({ op: 'end', tx, commit: false }).catch(() => {});
      throw error;
    }
    open = false;
    await this.call({ op: 'end', tx, commit: true });
    for (const write of written) this.tell(write.tables, write.sql);
    return result;
  }

  /** LISTEN on a channel; resolves to the function that stops listening. */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = this.nextId++;
    this.listeners.set(listener, onPayload);
    await this.call({ op: 'listen', channel, listener });
    return async () => {
      this.listeners.delete(listener);
      if (!this.ended) await this.call({ op: 'unlisten', listener });
    };
  }

  /** Closes PGlite (its data folder flushed) and ends the thread. */
  async close(): Promise<void> {
    if (this.ended) return;
    try {
      await this.call({ op: 'close' });
    } finally {
      this.ended = true;
      this.listeners.clear();
      await this.worker.terminate();
    }
  }
}
