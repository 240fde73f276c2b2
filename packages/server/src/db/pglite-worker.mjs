// The embedded database's thread: PGlite (WebAssembly PostgreSQL) runs here, off the server's event
// loop, and answers the messages of `pglite-thread.ts`. Plain JavaScript so that it starts the same
// under tsx, vitest and the built server (dist/ finds it in ../src/db/).
//
// Requests (each with a numeric `id`, answered `{ id, result }` or `{ id, error }`):
//   { op: 'query', sql, params, rowMode, keep, tx? }   keep: type ids whose values stay text
//   { op: 'exec', sql, tx? }
//   { op: 'begin' }                       answered once the transaction holds the database
//   { op: 'end', tx, commit }             answered after COMMIT (or ROLLBACK)
//   { op: 'listen', channel, listener }   then `{ notify: listener, payload }` per notification
//   { op: 'unlisten', listener }
//   { op: 'close' }
import { setFlagsFromString } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';

// PostgreSQL's WebAssembly (9 MB) compiled by V8's baseline compiler only: its optimizing tier-up
// keeps a second, optimized copy of the hot functions and its compile buffers, about 45 MB of
// resident memory that never shrinks, for queries that are mostly planner and I/O bound here (see
// docs/cloud-monitors.md "Benchmark"). Set before PGlite is loaded, so before its module compiles.
if (workerData?.liftoffOnly !== false) setFlagsFromString('--liftoff-only');
const { PGlite } = await import('@electric-sql/pglite');
const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');

const port = parentPort;
const keepText = (value) => value;
const parserSets = new Map();
/** The same parser object for the same set of kept types (PGlite reads it per query). */
function parsersFor(keep) {
  if (!keep || keep.length === 0) return undefined;
  const key = keep.join(',');
  let parsers = parserSets.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(keep.map((type) => [type, keepText]));
    parserSets.set(key, parsers);
  }
  return parsers;
}

/** A database error as a plain object: its message and every field (code, detail, constraint...). */
function serializeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const plain = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) continue;
    plain[key] = value;
  }
  return plain;
}

/** Open transactions by id: their PGlite handle and how to end them. */
const transactions = new Map();
const listeners = new Map();
let nextTransaction = 1;
let database;

function target(tx) {
  if (tx === undefined) return database;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.handle;
}

function plainResult(result) {
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}

async function run(message) {
  switch (message.op) {
    case 'query': {
      const options = { rowMode: message.rowMode ?? 'object' };
      const parsers = parsersFor(message.keep);
      if (parsers) options.parsers = parsers;
      return plainResult(await target(message.tx).query(message.sql, message.params ?? [], options));
    }
    case 'exec': {
      const results = await target(message.tx).exec(message.sql);
      return results.map(plainResult);
    }
    case 'begin': {
      const id = nextTransaction++;
      const open = {};
      const began = new Promise((resolve) => {
        open.began = resolve;
      });
      open.done = database
        .transaction(
          (handle) =>
            new Promise((resolveEnd, rejectEnd) => {
              Object.assign(open, { handle, resolveEnd, rejectEnd });
              transactions.set(id, open);
              open.began();
            }),
        )
        .finally(() => transactions.delete(id));
      open.done.catch(() => {});
      // Rejects when BEGIN fails; otherwise answers once the transaction holds the database.
      await Promise.race([began, open.done]);
      return id;
    }
    case 'end': {
      const open = transactions.get(message.tx);
      if (!open) throw new Error(`transaction ${message.tx} is not open`);
      const done = open.done;
      if (message.commit) open.resolveEnd();
      else open.rejectEnd(new Error('rolled back'));
      if (message.commit) await done;
      else await done.catch(() => {});
      return null;
    }
    case 'listen': {
      const unlisten = await database.listen(message.channel, (payload) =>
        port.postMessage({ notify: message.listener, payload }),
      );
      listeners.set(message.listener, unlisten);
      return null;
    }
    case 'unlisten': {
      const unlisten = listeners.get(message.listener);
      listeners.delete(message.listener);
      if (unlisten && !database.closed) await unlisten();
      return null;
    }
    case 'close': {
      if (!database.closed) await database.close();
      return null;
    }
    default:
      throw new Error(`unknown request ${message.op}`);
  }
}

try {
  database = await PGlite.create(workerData.dataDir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...(workerData.settings ?? [])],
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ ready: false, error: serializeError(error) });
}

port.on('message', (message) => {
  run(message).then(
    (result) => port.postMessage({ id: message.id, result }),
    (error) => port.postMessage({ id: message.id, error: serializeError(error) }),
  );
});
