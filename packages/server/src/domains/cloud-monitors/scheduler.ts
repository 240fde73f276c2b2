/**
 * The cloud monitor scheduler. Each monitor's next slot is a column (`next_run_at`); the
 * scheduler of every worker process claims due monitors in one statement (`FOR UPDATE SKIP
 * LOCKED`, so several processes on one PostgreSQL share the work), moving the slot on by the
 * frequency with a small symmetric jitter and taking a lease (time-out plus a grace) so a
 * monitor never runs twice at once. State lives in the database: after a restart the scheduler
 * carries on from the stored slots, and a run whose process died is taken again once its lease
 * expires. It runs beside the job system's worker (roles `worker` and `all`), which prunes the
 * result history (`cloud-monitors.prune`). docs/cloud-monitors.md explains why the runs do not go
 * through the job queue one row each.
 */

import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { ResolvedMonitorOptions } from './options';
import { type RunnerDeps, runMonitor } from './runner';

/** Figures of the scheduler since it started (the bench reads them). */
export interface SchedulerStats {
  runs: number;
  /** Milliseconds each claimed run started after its slot (last 100,000). */
  lateness: number[];
}

/** A running scheduler. */
export interface MonitorScheduler {
  start(): void;
  /** Stops claiming and waits for the runs in progress. */
  stop(): Promise<void>;
  /** Claims and starts the due monitors now; answers how many. */
  tick(): Promise<number>;
  readonly stats: SchedulerStats;
}

/** Seconds of lease beyond a run's time-out. */
const LEASE_GRACE_S = 30;

/** Creates a scheduler over the monitors of every division. */
export function createMonitorScheduler(
  deps: RunnerDeps & { options: ResolvedMonitorOptions },
): MonitorScheduler {
  const { db, options, log } = deps;
  const running = new Set<Promise<void>>();
  const stats: SchedulerStats = { runs: 0, lateness: [] };
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let ticking: Promise<number> | undefined;

  async function claim(limit: number): Promise<{ id: number; lateMs: number }[]> {
    // The next slot: one frequency on (from now when a whole period was missed), shifted by up to
    // ±min(jitter, 1% of the frequency).
    return queryRows<{ id: number; lateMs: number }>(
      db,
      sql`WITH due AS (
        SELECT node_id, next_run_at FROM cloud_monitors
        WHERE enabled AND next_run_at <= now() AND (lease_until IS NULL OR lease_until < now())
          AND (${options.nmsPolling} OR monitor_type <> 'NMS_SNMP')
        ORDER BY next_run_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      UPDATE cloud_monitors m SET
        lease_until = now() + make_interval(secs => m.timeout + ${LEASE_GRACE_S}),
        next_run_at = CASE WHEN due.next_run_at + make_interval(secs => m.frequency) > now()
            THEN due.next_run_at + make_interval(secs => m.frequency)
            ELSE now() + make_interval(secs => m.frequency) END
          + make_interval(secs => (random() * 2 - 1) * LEAST(${options.jitterMs / 1000}::float8, m.frequency * 0.01))
      FROM due WHERE m.node_id = due.node_id
      RETURNING m.node_id AS "id",
        (extract(epoch FROM (now() - due.next_run_at)) * 1000)::float8 AS "lateMs"`,
    );
  }

  function launch(id: number): void {
    const task: Promise<void> = runMonitor(deps, id)
      .then(() => {
        stats.runs++;
      })
      .catch((error: unknown) => log.error({ err: error, monitorId: id }, 'cloud monitor run failed'))
      .finally(() => {
        running.delete(task);
      });
    running.add(task);
  }

  async function tick(): Promise<number> {
    const room = options.concurrency - running.size;
    if (room <= 0) return 0;
    const claimed = await claim(room);
    for (const { id, lateMs } of claimed) {
      stats.lateness.push(Math.max(0, Number(lateMs)));
      launch(id);
    }
    if (stats.lateness.length > 100_000) stats.lateness.splice(0, stats.lateness.length - 100_000);
    return claimed.length;
  }

  function schedule(delay: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      ticking = tick()
        .catch((error: unknown) => {
          if (!stopped) log.warn({ err: error }, 'cloud monitor scheduler: cannot claim');
          return 0;
        })
        .finally(() => {
          ticking = undefined;
        });
      void ticking.then((count) =>
        schedule(count > 0 && running.size < options.concurrency ? 0 : options.tickMs),
      );
    }, delay);
    timer.unref();
  }

  return {
    stats,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await ticking;
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    tick,
  };
}
