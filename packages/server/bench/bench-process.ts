/** What the benches' parent and child processes share: the PostgreSQL probe and the child's lifecycle. */
import pg from 'pg';

/** Whether a PostgreSQL server answers at `url` within 2 s (a bench scenario is skipped otherwise). */
export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Closes the server, then its database, on SIGTERM, and exits. */
export function closeOnSigterm(
  app: { close(): Promise<unknown> },
  database: { close(): Promise<unknown> },
): void {
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

/** Runs a bench child's `main`, printing its error and exiting 1 when it fails. */
export function runChild(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
