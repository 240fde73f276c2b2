/**
 * One API server process of the load bench (load.bench.ts starts it through tsx): the real
 * `createServer` on the embedded database in BENCH_DATA_DIR (PGlite in its worker thread, as
 * `npm start` runs it) or on DATABASE_URL, logging at LOG_LEVEL (default info, as in production)
 * to stdout. With BENCH_SETUP=1 it first migrates, seeds the demo and signs in BENCH_USERS
 * technicians (copies of the demo's limited technician, each with a session of their own), writing
 * their cookies to BENCH_SESSIONS. Reports `{ port }` over IPC once listening, and answers the
 * message `stats` with its event loop delay (max, p99), the requests back-pressure refused, its CPU
 * seconds and its database thread's utilization since the message `mark`;
 * SIGTERM closes it. BENCH_PROFILE_DIR: a CPU profile of the main thread over that window.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { CSRF_COOKIE, SESSION_COOKIE } from '@console/core/contract';
import { eq } from 'drizzle-orm';
import { createServer } from '../src/app';
import { type Db, openDatabase } from '../src/db/client';
import { memberships, users } from '../src/db/schema';
import { analyzeDatabase } from '../src/jobs/analyze';
import { createSecretBox } from '../src/lib/crypto';
import { createSessionRow } from '../src/platform/auth/session';
import { seedDemo } from '../src/seed/demo';
import { DEMO_USERS } from '../src/seed/users';
import { closeOnSigterm, runChild } from './bench-process';

const env = process.env;
const secretKey = env.SECRET_KEY ?? 'bench-secret-key';

/** Copies of the demo technician, each signed in once: the cookie header each one sends. */
async function signInTechnicians(db: Db, count: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [tech] = await tx.select().from(users).where(eq(users.email, DEMO_USERS.tech.email));
    if (!tech) throw new Error('the demo technician is missing');
    const roles = await tx.select().from(memberships).where(eq(memberships.userId, tech.id));
    const cookies: string[] = [];
    const now = new Date();
    for (let i = 1; i <= count; i++) {
      const [user] = await tx
        .insert(users)
        .values({
          uid: randomUUID(),
          email: `bench-tech-${i}@bench.console`,
          firstName: 'Bench',
          lastName: `Technician ${i}`,
          passwordHash: null,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('insert failed');
      await tx
        .insert(memberships)
        .values(roles.map(({ createdAt: _, ...row }) => ({ ...row, userId: user.id })));
      const membership = roles.find((row) => row.isDefault) ?? roles[0];
      if (!membership) throw new Error('the demo technician has no membership');
      const { token, csrfToken } = await createSessionRow(tx as unknown as Db, {
        userId: user.id,
        divisionId: membership.divisionId,
        now,
        maxAgeMs: 24 * 60 * 60 * 1000,
        ip: '127.0.0.1',
        userAgent: 'console-bench',
      });
      cookies.push(`${SESSION_COOKIE}=${token}; ${CSRF_COOKIE}=${csrfToken}`);
    }
    return cookies;
  });
}

const profiler = env.BENCH_PROFILE_DIR ? new Session() : undefined;

/** With BENCH_PROFILE_DIR, profiles the main thread over the measured window (`mark` to `stats`). */
function startProfile(): void {
  if (!profiler) return;
  profiler.connect();
  profiler.post('Profiler.enable', () =>
    profiler.post('Profiler.setSamplingInterval', { interval: 200 }, () => profiler.post('Profiler.start')),
  );
}

/** Writes the profile of the window as `<pid>.cpuprofile` (open it in Chrome's DevTools). */
function stopProfile(): void {
  if (!profiler) return;
  profiler.post('Profiler.stop', (error, result) => {
    if (!error)
      writeFileSync(
        join(String(env.BENCH_PROFILE_DIR), `${process.pid}.cpuprofile`),
        JSON.stringify(result.profile),
      );
    profiler.disconnect();
  });
}

/** CPU ticks (1/100 s) of each thread of this process, by thread id (Linux; empty elsewhere). */
function threadTicks(): Map<string, number> {
  const ticks = new Map<string, number>();
  try {
    for (const tid of readdirSync('/proc/self/task')) {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(tid, Number(fields[11]) + Number(fields[12]));
    }
  } catch {
    // Not Linux: only the process's total is reported.
  }
  return ticks;
}

async function main(): Promise<void> {
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.BENCH_DATA_DIR ? join(env.BENCH_DATA_DIR, 'db') : undefined,
    // PGLITE_THREAD=0: PGlite on the event loop, as before issue 14 (for comparison).
    thread: env.PGLITE_THREAD === '0' ? false : undefined,
  });
  if (env.BENCH_SETUP === '1') {
    await database.migrate();
    await database.db.transaction((tx) =>
      seedDemo(tx as unknown as Db, { secrets: createSecretBox(secretKey) }),
    );
    const cookies = await signInTechnicians(database.db, Number(env.BENCH_USERS ?? 200));
    writeFileSync(String(env.BENCH_SESSIONS), JSON.stringify(cookies));
    // As `npm start` does after migrating and seeding (main.ts).
    await analyzeDatabase(database, { afterBulkLoad: true });
  }
  const app = await createServer({
    database,
    secretKey,
    logger: { level: env.LOG_LEVEL || 'info' },
    jobs: { role: env.DATABASE_URL ? 'api' : 'all' },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // How late the event loop ran (what a health check waits for at most, beside the OS scheduler).
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  // `mark` starts a measured window; `stats` answers what happened since: the event loop delay,
  // the process's CPU time (every thread: the database thread too) and the database thread's
  // utilization (the embedded database only).
  let cpuFrom = process.cpuUsage();
  let threadsFrom = threadTicks();
  let threadFrom = database.threadUtilization?.();
  process.on('message', (message) => {
    if (message === 'mark') {
      startProfile();
      delay.reset();
      cpuFrom = process.cpuUsage();
      threadsFrom = threadTicks();
      threadFrom = database.threadUtilization?.();
      process.send?.({ marked: true });
      return;
    }
    if (message !== 'stats') return;
    stopProfile();
    const cpu = process.cpuUsage(cpuFrom);
    const threads = threadTicks();
    const spent = (tid: string) => ((threads.get(tid) ?? 0) - (threadsFrom.get(tid) ?? 0)) / 100;
    const others = [...threads.keys()].filter((tid) => tid !== String(process.pid)).map(spent);
    process.send?.({
      eventLoopDelayMax: delay.max / 1e6,
      eventLoopDelayP99: delay.percentile(99) / 1e6,
      refused: app.backPressure.refused,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      mainThreadCpuSeconds: spent(String(process.pid)),
      busiestOtherThreadCpuSeconds: Math.max(0, ...others),
      databaseThreadBusy: database.threadUtilization?.(threadFrom).utilization,
    });
  });
  process.send?.({ port: Number(new URL(address).port) });
  closeOnSigterm(app, database);
}

runChild(main);
