/**
 * The device activity log (`device_activities`): what happened on or to a device, by whom. The
 * gateway writes job starts and ends; other domains (terminal sessions, device actions) write
 * theirs with {@link recordDeviceActivity}.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deviceActivities } from '../db/schema';

/** One activity to record. */
export interface DeviceActivityInput {
  divisionId: number;
  nodeId: number;
  /** `JOB_STARTED`, `JOB_COMPLETED`, `JOB_FAILED`, `TERMINAL_OPENED` ... */
  type: string;
  /** The visible line, rendered from the message catalogue. */
  message: string;
  severity?: 'success' | 'failure' | 'info';
  /** The user behind it (display name); null for the system or the agent. */
  userName?: string | null;
  jobId?: number | null;
  details?: Record<string, unknown>;
  at?: Date;
}

/**
 * Records one device activity.
 * @example await recordDeviceActivity(db, { divisionId, nodeId, type: 'TERMINAL_OPENED', message: text, userName });
 */
export async function recordDeviceActivity(db: Db, input: DeviceActivityInput): Promise<void> {
  await db.insert(deviceActivities).values({
    divisionId: input.divisionId,
    nodeId: input.nodeId,
    type: input.type,
    message: input.message.slice(0, 2_000),
    severity: input.severity ?? 'info',
    userName: input.userName ?? null,
    jobId: input.jobId ?? null,
    details: input.details ?? {},
    ...(input.at ? { createdAt: input.at } : {}),
  });
}

/** A device's latest activities, newest first. */
export async function listDeviceActivities(db: Db, divisionId: number, nodeId: number, limit = 50) {
  return db
    .select()
    .from(deviceActivities)
    .where(and(eq(deviceActivities.divisionId, divisionId), eq(deviceActivities.nodeId, nodeId)))
    .orderBy(desc(deviceActivities.createdAt), desc(deviceActivities.id))
    .limit(Math.min(Math.max(limit, 1), 500));
}
