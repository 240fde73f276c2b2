/**
 * `cloud-monitors.prune`, hourly on the job system: keeps the newest MONITOR_RESULTS_KEPT results
 * of each monitor (the bounded history) and reset alerts for 90 days.
 */
import { MONITOR_RESULTS_KEPT } from '@console/core';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { defineJob, everyMinutes } from '../../jobs';

/** Deletes what is past the bounds; answers how many results and alerts went. */
export const pruneMonitorResultsJob = defineJob(
  'cloud-monitors.prune',
  z.object({ keep: z.number().int().positive(), alertDays: z.number().int().positive() }),
  async (payload, ctx) => {
    const results = await queryRows<{ id: number }>(
      ctx.db,
      sql`DELETE FROM cloud_monitor_results r USING (
          SELECT id FROM (
            SELECT id, row_number() OVER (PARTITION BY monitor_id ORDER BY id DESC) AS n FROM cloud_monitor_results
          ) ranked WHERE n > ${payload.keep}
        ) old WHERE r.id = old.id RETURNING r.id`,
    );
    const alerts = await queryRows<{ id: number }>(
      ctx.db,
      sql`DELETE FROM cloud_monitor_alerts
        WHERE reset_at IS NOT NULL AND reset_at < now() - make_interval(days => ${payload.alertDays}) RETURNING id`,
    );
    return { results: results.length, alerts: alerts.length };
  },
  {
    maxAttempts: 1,
    recurring: { schedule: everyMinutes(60), payload: { keep: MONITOR_RESULTS_KEPT, alertDays: 90 } },
  },
);
