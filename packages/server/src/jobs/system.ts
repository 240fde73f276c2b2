/**
 * The job system of one server process: the job kinds the domains declare, the runtimes their
 * handlers need, and (in the `worker` and `all` roles) the worker that runs them.
 */
import type { Database } from '../db/client';
import type { AnyJob, JobLog, JobServices } from './define';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './runner';

/** What a process does: serve HTTP and enqueue (`api`), run jobs (`worker`), or both (`all`). */
export type ServerRole = 'api' | 'worker' | 'all';

/** Options of {@link createJobSystem}. */
export interface JobSystemOptions
  extends Pick<JobRunnerOptions, 'pollMs' | 'concurrency' | 'lockTimeoutMs' | 'workerId' | 'now'> {
  /** @default 'all' */
  role?: ServerRole;
  /** Start the worker when the server is ready (roles `worker` and `all`). @default true */
  autoStart?: boolean;
}

/** The job system, decorated on the server as `app.jobs`. */
export interface JobSystem {
  readonly role: ServerRole;
  /** The declared job kinds. */
  readonly definitions: readonly AnyJob[];
  /** Declares job kinds (each domain, when it registers). */
  define(...jobs: AnyJob[]): void;
  /** Hands a domain's runtime to the handlers (`ctx.services`). */
  provide(services: Partial<JobServices>): void;
  /** The worker of this process: created by {@link JobSystem.start}, undefined in the `api` role. */
  readonly runner: JobRunner | undefined;
  /** Starts the worker (roles `worker` and `all`). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Runs every due job in this process until none is due and waits for the worker to be idle
   * (tests; any role).
   */
  drain(): Promise<number>;
}

/**
 * Creates the job system over a database.
 * @example const jobs = createJobSystem(database, app.log, { role: 'all' }); jobs.define(scanJob); await jobs.start();
 */
export function createJobSystem(database: Database, log: JobLog, options: JobSystemOptions = {}): JobSystem {
  const role = options.role ?? 'all';
  const definitions: AnyJob[] = [];
  const services: Partial<JobServices> = {};
  let runner: JobRunner | undefined;
  const runnerFor = () => {
    runner ??= createJobRunner({ ...options, database, log, jobs: definitions, services });
    return runner;
  };
  return {
    role,
    definitions,
    define(...jobs) {
      if (runner) throw new Error('Declare jobs before the job system starts');
      for (const job of jobs) {
        if (definitions.some((known) => known.kind === job.kind))
          throw new Error(`Job kind ${job.kind} is declared twice`);
        definitions.push(job);
      }
    },
    provide(more) {
      Object.assign(services, more);
    },
    get runner() {
      return runner;
    },
    async start() {
      if (role === 'api') return;
      await runnerFor().start();
    },
    async stop() {
      await runner?.stop();
    },
    async drain() {
      const worker = runnerFor();
      let total = 0;
      for (;;) {
        await worker.idle();
        const ran = await worker.runDue();
        total += ran;
        if (ran === 0) return total;
      }
    },
  };
}
