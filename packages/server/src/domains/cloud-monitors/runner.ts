/**
 * One run of a monitor: probe within its time-out (an AbortSignal the probes honour, and a hard
 * stop after it), store the result, evaluate every enabled condition, raise and reset alerts,
 * update the monitor's status and release its lease. Alerts are not raised while the monitor's
 * device is in maintenance with alerts suppressed (`isSuppressed`, device-actions).
 */
import type { CloudMonitorType, SavedMonitorCondition } from '@console/core';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cloudMonitorResults, cloudMonitors, nodes } from '../../db/schema';
import type { JobLog } from '../../jobs';
import type { SecretBox } from '../../lib/crypto';
import { notifyDeviceUpdated } from '../device-actions/devices';
import { isSuppressed } from '../device-actions/maintenance';
import { onConditionRaised, onConditionReset } from './actions';
import { raiseAlert, resetAlert } from './alerts';
import { conditionHolds, describeOutcome, INITIAL_STATE, runCountOf, stepCondition } from './conditions';
import { markPolled, NMS_MONITOR_TYPE, nmsSettings } from './nms';
import type { ResolvedMonitorOptions } from './options';
import { runProbe } from './probes';
import type { ProbeOutcome } from './probes/types';
import { openSecrets } from './records';
import { allowsPrivateTargets, createTargetGuard } from './targets';

/** What a run needs. */
export interface RunnerDeps {
  db: Db;
  secrets: SecretBox;
  options: ResolvedMonitorOptions;
  log: JobLog;
  now: () => Date;
}

/** Grace after the time-out before a run is stopped hard (probes close their sockets first). */
const HARD_STOP_GRACE_MS = 2_000;

const privateCache = new Map<number, { at: number; allowed: boolean }>();

/** The division's private-target setting, read at most every 10 s per division. */
async function allowPrivate(db: Db, divisionId: number): Promise<boolean> {
  const hit = privateCache.get(divisionId);
  if (hit && Date.now() - hit.at < 10_000) return hit.allowed;
  const allowed = await allowsPrivateTargets(db, divisionId);
  privateCache.set(divisionId, { at: Date.now(), allowed });
  return allowed;
}

/** Forgets the cached private-target settings (tests switch it). */
export function forgetPrivateTargetSettings(): void {
  privateCache.clear();
}

/** Probes with the time-out enforced. */
async function probeWithTimeout(
  type: CloudMonitorType | typeof NMS_MONITOR_TYPE,
  settings: Record<string, unknown>,
  timeoutMs: number,
  base: Omit<Parameters<typeof runProbe>[2], 'signal' | 'timeoutMs'>,
): Promise<ProbeOutcome> {
  const controller = new AbortController();
  const soft = setTimeout(() => controller.abort(), timeoutMs);
  let hard: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      runProbe(type, settings, { ...base, signal: controller.signal, timeoutMs }),
      new Promise<ProbeOutcome>((resolve) => {
        hard = setTimeout(
          () =>
            resolve({
              status: 'DOWN',
              responseTimeMs: null,
              message: 'Timed out',
              details: { timedOut: true },
            }),
          timeoutMs + HARD_STOP_GRACE_MS,
        );
      }),
    ]);
  } catch (error) {
    return {
      status: 'DOWN',
      responseTimeMs: null,
      message: String((error as Error).message ?? error),
      details: {},
    };
  } finally {
    clearTimeout(soft);
    clearTimeout(hard);
    controller.abort();
  }
}

/**
 * Runs a monitor once and records it. Answers the outcome, or undefined when the monitor is gone
 * or disabled.
 * @example await runMonitor(deps, monitorId)
 */
export async function runMonitor(deps: RunnerDeps, monitorId: number): Promise<ProbeOutcome | undefined> {
  const { db } = deps;
  const [row] = await db.select().from(cloudMonitors).where(eq(cloudMonitors.nodeId, monitorId));
  if (!row?.enabled) {
    if (row)
      await db.update(cloudMonitors).set({ leaseUntil: null }).where(eq(cloudMonitors.nodeId, monitorId));
    return undefined;
  }
  const conditions = (row.conditions as unknown as SavedMonitorCondition[]).filter(
    (condition) => condition.enabled,
  );
  const nms = row.monitorType === NMS_MONITOR_TYPE;
  const settings: Record<string, unknown> | undefined = nms
    ? ((await nmsSettings(db, deps.secrets, monitorId)) as unknown as Record<string, unknown> | undefined)
    : row.settings;
  const startedAt = deps.now();
  const start = performance.now();
  const outcome: ProbeOutcome = settings
    ? await probeWithTimeout(row.monitorType as CloudMonitorType, settings, row.timeout * 1000, {
        options: deps.options,
        guard: createTargetGuard(nms || (await allowPrivate(db, row.divisionId))),
        conditions,
        secrets: openSecrets(deps.secrets, row.secrets),
      })
    : { status: 'DOWN', responseTimeMs: null, message: 'No SNMP credential', details: {} };
  const durationMs = Math.round(performance.now() - start);
  const now = deps.now();
  const suppressed = await isSuppressed(db, monitorId, 'ALERTS', now);
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [current] = await tx
      .select({
        conditionState: cloudMonitors.conditionState,
        conditions: cloudMonitors.conditions,
        status: cloudMonitors.status,
      })
      .from(cloudMonitors)
      .where(eq(cloudMonitors.nodeId, monitorId))
      .for('update');
    if (!current) return;
    await tx.insert(cloudMonitorResults).values({
      monitorId,
      startedAt,
      durationMs,
      status: outcome.status,
      responseTimeMs: outcome.responseTimeMs,
      message: outcome.message.slice(0, 2_000),
      details: outcome.details,
    });
    // The conditions as saved now (an edit during the run wins).
    const live = (current.conditions as unknown as SavedMonitorCondition[]).filter(
      (condition) => condition.enabled,
    );
    let changed = current.status !== outcome.status;
    const nextState: typeof current.conditionState = {};
    for (const condition of live) {
      const before = current.conditionState[condition.uid] ?? INITIAL_STATE;
      const holds = conditionHolds(condition, outcome);
      const { state, event } = stepCondition(
        before,
        holds,
        runCountOf(condition),
        condition.resetThreshold,
        now,
      );
      if (event === 'raise' && suppressed) {
        // In maintenance: not raised now; raised by the first run after it if it still holds.
        nextState[condition.uid] = { ...state, raised: false };
        continue;
      }
      nextState[condition.uid] = state;
      if (event === 'raise') {
        const detail = describeOutcome(condition, outcome);
        const alertId = await raiseAlert(tx, row, condition, detail, now);
        if (alertId !== undefined) await onConditionRaised(tx, row, condition, alertId, detail, now);
      }
      if (event === 'reset') {
        const alert = await resetAlert(tx, monitorId, condition.uid, now);
        if (alert) await onConditionReset(tx, row, condition, alert, now);
      }
      if (event) changed = true;
    }
    await tx
      .update(cloudMonitors)
      .set({
        conditionState: nextState,
        status: outcome.status,
        lastRunAt: startedAt,
        lastResponseTimeMs: outcome.responseTimeMs,
        leaseUntil: null,
      })
      .where(eq(cloudMonitors.nodeId, monitorId));
    // The device's up/down state (written only when it changes).
    await tx
      .update(nodes)
      .set({ isUp: outcome.status === 'UP', updatedAt: now })
      .where(and(eq(nodes.id, monitorId), ne(nodes.isUp, outcome.status === 'UP')));
    if (nms) await markPolled(tx, monitorId, now);
    if (changed) {
      // The dashboard and device lists follow the device's topics.
      const [node] = await tx
        .select({
          id: nodes.id,
          clientId: nodes.clientId,
          nodeClass: nodes.nodeClass,
          nodeRoleId: nodes.nodeRoleId,
          divisionId: nodes.divisionId,
        })
        .from(nodes)
        .where(eq(nodes.id, monitorId));
      if (node) await notifyDeviceUpdated(tx, node);
    }
  });
  return outcome;
}
