/**
 * The agents' backup schedules (002 §3 Backup schedule page): each device's agent keeps its
 * policy's enabled backup jobs and runs them on their schedule (packages/agent/src/schedule). The
 * server sends them (`backup.schedule`) when the agent connects and again when the policy's plans
 * are saved, and stores what each run did (`backup.result`) as the device's backup runs.
 */
import type { AgentMessage, BackupPlans, BackupScheduleEntryInput } from '@console/core';
import { MAX_BACKUP_RUNS_PER_DEVICE } from '@console/core/contract';
import { and, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AgentGateway } from '../../agents';
import type { Db } from '../../db/client';
import { backupRuns, nodes } from '../../db/schema';
import { backupRunOf } from './backup-now';
import { plansOf } from './policy-plans';
import { devicePolicy } from './restore';

/** The schedule entries of a policy's enabled backup jobs. */
export function scheduleOf(plans: BackupPlans): BackupScheduleEntryInput[] {
  return plans.jobs
    .filter((job) => job.enabled && job.id !== undefined && job.volumes.length > 0)
    .map((job) => ({
      run: backupRunOf(job),
      schedule: job.schedule,
      executeMissedSchedule: job.advanced.executeMissedSchedule,
    }));
}

/** Sends a device's schedule to its agent (when connected to this process). */
async function sendSchedule(db: Db, agents: AgentGateway, nodeId: number): Promise<void> {
  const [node] = await db
    .select({ policyId: nodes.policyId, divisionId: nodes.divisionId, nodeClass: nodes.nodeClass })
    .from(nodes)
    .where(eq(nodes.id, nodeId));
  if (!node) return;
  const policy = await devicePolicy(db, node);
  agents.send(nodeId, {
    type: 'backup.schedule',
    policyId: policy.id,
    jobs: scheduleOf(plansOf(policy.content)),
  });
}

/** Stores one run an agent reported and keeps the device's newest runs only. */
async function storeRun(
  db: Db,
  agent: { nodeId: number; divisionId: number },
  report: Extract<AgentMessage, { type: 'backup.result' }>,
): Promise<void> {
  const { type: _type, ...run } = report;
  await db.insert(backupRuns).values({
    ...run,
    divisionId: agent.divisionId,
    nodeId: agent.nodeId,
    startedAt: new Date(run.startedAt),
    finishedAt: new Date(run.finishedAt),
  });
  const [oldest] = await db
    .select({ startedAt: backupRuns.startedAt })
    .from(backupRuns)
    .where(eq(backupRuns.nodeId, agent.nodeId))
    .orderBy(desc(backupRuns.startedAt), desc(backupRuns.id))
    .offset(MAX_BACKUP_RUNS_PER_DEVICE - 1)
    .limit(1);
  if (oldest) {
    await db
      .delete(backupRuns)
      .where(and(eq(backupRuns.nodeId, agent.nodeId), lt(backupRuns.startedAt, oldest.startedAt)));
  }
}

/** The gateway, when the agents domain is registered. */
function gatewayOf(app: FastifyInstance): AgentGateway | undefined {
  return app.hasDecorator('agents') ? app.agents : undefined;
}

/** Listens to the agents: schedules on connect, runs stored as they are reported. */
export function registerAgentSchedules(app: FastifyInstance): void {
  const agents = gatewayOf(app);
  if (!agents) return;
  const { db } = app.console;
  agents.onConnect((agent) => sendSchedule(db, agents, agent.nodeId));
  agents.on('backup.result', (report, agent) => storeRun(db, agent, report));
}

/**
 * Sends the new schedule to the connected agents of the devices a policy applies to (its own
 * devices, and the devices of its class without one when it is the class default).
 */
export async function pushSchedules(
  app: FastifyInstance,
  policy: { id: number; divisionId: number; nodeClass: string; nodeClassDefault: boolean },
): Promise<void> {
  const agents = gatewayOf(app);
  const online = agents?.onlineNodeIds() ?? [];
  if (!agents || online.length === 0) return;
  const { db } = app.console;
  const uses = policy.nodeClassDefault
    ? or(eq(nodes.policyId, policy.id), and(isNull(nodes.policyId), eq(nodes.nodeClass, policy.nodeClass)))
    : eq(nodes.policyId, policy.id);
  const devices = await db
    .select({ id: nodes.id })
    .from(nodes)
    .where(and(eq(nodes.divisionId, policy.divisionId), inArray(nodes.id, online), uses));
  for (const device of devices) await sendSchedule(db, agents, device.id);
}
