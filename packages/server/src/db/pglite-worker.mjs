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
const { PGlite, protocol, parse } = await import('@electric-sql/pglite');
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

/**
 * Prepared statements: each distinct SQL text of a data statement is parsed (and described) once,
 * as a named statement of the one session, then only bound and executed, in one protocol message
 * with its Sync. PGlite's `query` instead sends an unnamed Parse, two Describes, Bind, Execute and
 * Sync as six calls into the database and parses and plans the text every time. Measured on the
 * queries of the load bench's common reads (in-process, 300 runs each): 0.31 → 0.09 ms for the
 * organization picker, 0.51 → 0.19 ms for the organization list, 1.29 → 0.77 ms for the automation
 * list, 2.75 → 2.35 ms for a 50-device page (its rows, not its plan, cost most). PostgreSQL
 * itself re-plans a named statement when a table it reads changes; after any other statement
 * that may change the schema (DDL, or any `exec`), every named statement is dropped (DEALLOCATE
 * ALL, outside a transaction) before the next one is prepared.
 * At most MAX_STATEMENTS are kept; the least recently used one is closed in the next message.
 */
const DATA_STATEMENT = /^\s*(?:select|insert|update|delete|with)\b/i;
const SCHEMA_STATEMENT =
  /^\s*(?:create|alter|drop|comment|truncate|reindex|cluster|discard|deallocate|grant|revoke|security|import|load|refresh)\b/i;
const MAX_STATEMENTS = 256;
const statements = new Map();
const closing = [];
let nextStatement = 1;
let schemaChanged = false;

function concatMessages(parts) {
  let length = 0;
  for (const part of parts) length += part.length;
  const message = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/** Sends one protocol message (ending with Sync) and returns the backend's messages. */
function exchange(parts) {
  return database.execProtocolStream(concatMessages(parts), { syncToFs: false });
}

/** A query error as PGlite's own `query` reports it (the statement and parameters attached). */
function withQuery(error, sql, params) {
  if (error && typeof error === 'object') Object.assign(error, { query: sql, params });
  return error;
}

/** The named statement of `sql`, parsed and described on first use. In the query mutex. */
async function statementFor(sql) {
  const known = statements.get(sql);
  if (known) {
    statements.delete(sql);
    statements.set(sql, known);
    return known;
  }
  const name = `console_s${nextStatement++}`;
  const { serialize } = protocol;
  const described = await exchange([
    ...closing.splice(0).map((old) => serialize.close({ type: 'S', name: old })),
    serialize.parse({ name, text: sql }),
    serialize.describe({ type: 'S', name }),
    serialize.sync(),
  ]);
  const statement = { name, types: parse.parseDescribeStatementResults(described) };
  statements.set(sql, statement);
  if (statements.size > MAX_STATEMENTS) {
    const [oldest] = statements.keys();
    closing.push(statements.get(oldest).name);
    statements.delete(oldest);
  }
  return statement;
}

/** Runs one data statement through its named statement. In the query mutex. */
async function runPrepared(sql, params, options, inTransaction) {
  if (schemaChanged && !inTransaction) {
    await exchange([protocol.serialize.query('DEALLOCATE ALL')]);
    statements.clear();
    closing.length = 0;
    schemaChanged = false;
  }
  let messages;
  try {
    const statement = await statementFor(sql);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = database.serializers[statement.types[i]];
      return serializer ? serializer(param) : param.toString();
    });
    const { serialize } = protocol;
    messages = await exchange([
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
  } catch (error) {
    throw withQuery(error, sql, params);
  }
  if (!inTransaction) await database.syncToFs();
  return readResult(messages, options);
}

const mergedParsers = new WeakMap();
const COUNTED_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * The first result of a statement's answer (already parsed into messages by PGlite), as PGlite's
 * `parse.parseResults` builds it: rows parsed by type (`options.parsers` over PGlite's own), as
 * objects or arrays (`options.rowMode`), and the rows the command affected. The same in one loop,
 * with each column's parser looked up once per answer rather than once per value, and rows built
 * without intermediate arrays: a fifth of the database thread's time on the console's common reads.
 */
function readResult(messages, options) {
  let parsers = database.parsers;
  if (options.parsers) {
    parsers = mergedParsers.get(options.parsers);
    if (!parsers) {
      parsers = { ...database.parsers, ...options.parsers };
      mergedParsers.set(options.parsers, parsers);
    }
  }
  const arrays = options.rowMode === 'array';
  let fields = [];
  const rows = [];
  let names = [];
  let columnParsers = [];
  let affectedRows = 0;
  for (const message of messages) {
    switch (message.name) {
      case 'rowDescription':
        fields = message.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID }));
        names = fields.map((field) => field.name);
        columnParsers = fields.map((field) => parsers[field.dataTypeID]);
        break;
      case 'dataRow': {
        const values = message.fields;
        const row = arrays ? new Array(values.length) : {};
        for (let i = 0; i < values.length; i++) {
          const text = values[i];
          const parser = columnParsers[i];
          const value = text === null ? null : parser ? parser(text, fields[i].dataTypeID) : text;
          if (arrays) row[i] = value;
          else row[names[i]] = value;
        }
        rows.push(row);
        break;
      }
      case 'commandComplete': {
        const words = message.text.split(' ');
        const counted = Number.parseInt(words[words.length - 1], 10);
        if (COUNTED_COMMANDS.has(words[0])) affectedRows += counted;
        return { rows, fields, affectedRows };
      }
    }
  }
  return { rows, fields, affectedRows };
}

/**
 * One statement with parameters: a data statement as a prepared statement (unless the schema
 * changed inside the open transaction), anything else through PGlite's `query`.
 */
function runQuery(tx, sql, params, options) {
  const prepare = DATA_STATEMENT.test(sql) && !(schemaChanged && tx !== undefined);
  if (!prepare) {
    if (SCHEMA_STATEMENT.test(sql)) schemaChanged = true;
    return target(tx).query(sql, params, options);
  }
  target(tx); // throws when the transaction is not open
  const run = () => database._runExclusiveQuery(() => runPrepared(sql, params, options, tx !== undefined));
  // Outside a transaction, wait for any open one to end (PGlite's `query` takes both mutexes).
  return tx === undefined ? database._runExclusiveTransaction(run) : run();
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
      return plainResult(await runQuery(message.tx, message.sql, message.params ?? [], options));
    }
    case 'exec': {
      schemaChanged = true;
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
