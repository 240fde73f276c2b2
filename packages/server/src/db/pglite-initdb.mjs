// Creates a new data folder of the embedded database (PGlite's initdb) in a process of its own,
// started by `initDataFolder` of pglite-thread.ts: initdb's memory (a WebAssembly heap and its own
// compiled module) goes with this process instead of staying in the server's for its whole life.
// Plain JavaScript, like pglite-worker.mjs. Usage: node pglite-initdb.mjs <dataDir> <settings JSON>
import { PGlite } from '@electric-sql/pglite';

const [dataDir, settings = '[]'] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: pglite-initdb.mjs <dataDir> [settings JSON]');
const database = await PGlite.create(dataDir, {
  startParams: [...PGlite.defaultStartParams, ...JSON.parse(settings)],
});
await database.close();
