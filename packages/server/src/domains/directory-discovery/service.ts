/**
 * Discovery jobs (002 §3, §4.2, §5.3): saving (with the shared rules and the three conflicts),
 * reading, deleting, and keeping each scheduled job's runs queued on the job system.
 */
import {
  type DiscoveryCandidate,
  type DiscoveryJob,
  discoveryConflictMessageKey,
  findDiscoveryJobConflict,
  isOuPathSyntax,
  type Permissions,
  type Schedule,
  validateDiscoverySchedule,
  validateStatusAndLocation,
} from '@console/core';
import type { discoveryJobRequestSchema } from '@console/core/contract';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  backgroundJobs,
  credentials,
  directoryDiscoveryCandidates,
  directoryDiscoveryJobs,
  directoryDiscoverySettings,
  locations,
  nodes,
  organizations,
} from '../../db/schema';
import {
  ApiError,
  conflict,
  ensure,
  fieldError,
  invalidReference,
  message,
  notFound,
} from '../../http/errors';
import { cancelJob, enqueue } from '../../jobs';
import { queuePush } from './push';
import { directoryRunJob } from './run-job';
import { findDomainController } from './target';

type JobRow = typeof directoryDiscoveryJobs.$inferSelect;
type JobRequest = z.output<typeof discoveryJobRequestSchema>;

/** The singleton-key prefix of a job's queued runs. */
export const runKeyPrefix = (jobId: number) => `directory-discovery:${jobId}:`;

/** A client of the division the caller may run directory discovery on. */
export async function ensureClient(
  db: Db,
  divisionId: number,
  can: Permissions,
  clientId: number,
): Promise<void> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, clientId), eq(organizations.divisionId, divisionId)));
  if (!row) throw notFound();
  ensure(can.canAccessActiveDirectoryDiscovery && can.canViewOrganization(clientId));
}

/** The pending run of each job (its next scheduled time). */
async function nextRuns(db: Db, jobIds: number[]): Promise<Map<number, Date>> {
  const result = new Map<number, Date>();
  if (jobIds.length === 0) return result;
  const rows = await db
    .select({ key: backgroundJobs.singletonKey, runAt: backgroundJobs.runAt })
    .from(backgroundJobs)
    .where(
      and(
        like(backgroundJobs.singletonKey, 'directory-discovery:%'),
        inArray(backgroundJobs.state, ['queued', 'failed']),
      ),
    );
  for (const row of rows) {
    const id = Number(row.key?.split(':')[1]);
    const at = new Date(row.runAt);
    const known = result.get(id);
    if (jobIds.includes(id) && (!known || at < known)) result.set(id, at);
  }
  return result;
}

/** A job row as answered. */
export function toJob(row: JobRow, dcName: string, nextRunAt: Date | undefined): DiscoveryJob {
  return {
    id: row.id,
    name: row.name,
    clientId: row.clientId,
    jobType: row.jobType,
    runOnce: row.runOnce,
    content: {
      ouPath: row.ouPath,
      domainController: { id: row.domainControllerId, name: dcName },
      recursiveOuPath: row.recursive,
      schedule: (row.schedule as Schedule | null) ?? null,
      deployment: row.deployment,
    },
    credentialId: row.credentialId,
    lastRunAt: row.lastRunAt ? row.lastRunAt.toISOString() : null,
    lastError: row.lastError,
    nextRunAt: nextRunAt ? nextRunAt.toISOString() : null,
  };
}

/** The client's jobs, oldest first. */
export async function listJobs(db: Db, divisionId: number, clientId: number): Promise<DiscoveryJob[]> {
  const rows = await db
    .select({ job: directoryDiscoveryJobs, dcName: nodes.name })
    .from(directoryDiscoveryJobs)
    .innerJoin(nodes, eq(nodes.id, directoryDiscoveryJobs.domainControllerId))
    .where(
      and(eq(directoryDiscoveryJobs.divisionId, divisionId), eq(directoryDiscoveryJobs.clientId, clientId)),
    )
    .orderBy(asc(directoryDiscoveryJobs.id));
  const next = await nextRuns(
    db,
    rows.map((row) => row.job.id),
  );
  return rows.map((row) => toJob(row.job, row.dcName, next.get(row.job.id)));
}

/** A job of the division the caller may see (404 otherwise; 403 without the permission). */
export async function findJob(db: Db, divisionId: number, can: Permissions, id: number): Promise<JobRow> {
  const [row] = await db
    .select()
    .from(directoryDiscoveryJobs)
    .where(and(eq(directoryDiscoveryJobs.id, id), eq(directoryDiscoveryJobs.divisionId, divisionId)));
  if (!row) throw notFound();
  ensure(can.canAccessActiveDirectoryDiscovery && can.canViewOrganization(row.clientId));
  return row;
}

/** A job with its candidates. */
export async function jobDetail(db: Db, row: JobRow) {
  const [dc] = await db.select({ name: nodes.name }).from(nodes).where(eq(nodes.id, row.domainControllerId));
  const next = await nextRuns(db, [row.id]);
  const candidates = await db
    .select()
    .from(directoryDiscoveryCandidates)
    .where(eq(directoryDiscoveryCandidates.jobId, row.id))
    .orderBy(asc(directoryDiscoveryCandidates.name));
  const candidateNodes: DiscoveryCandidate[] = candidates.map((candidate) => ({
    name: candidate.name,
    objectGuid: candidate.objectGuid,
    status: candidate.status,
    location: candidate.locationId,
    dnsHostName: candidate.dnsHostName,
    operatingSystem: candidate.operatingSystem,
    isServer: candidate.isServer,
    pushStatus: candidate.pushStatus,
    pushError: candidate.pushError,
  }));
  return { ...toJob(row, dc?.name ?? '', next.get(row.id)), candidateNodes };
}

/** Checks every location id belongs to the client. */
async function ensureLocations(
  db: Db,
  clientId: number,
  ids: (number | null)[],
  field: string,
): Promise<void> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return;
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.clientId, clientId), inArray(locations.id, wanted)));
  if (rows.length !== wanted.length) throw invalidReference(field);
}

/** The rules of 002 §5.3 on a saved job (the same validators the wizard runs). */
async function validateJob(db: Db, divisionId: number, body: JobRequest): Promise<void> {
  const { content } = body;
  if (!isOuPathSyntax(content.ouPath))
    throw fieldError('content.ouPath', message('directoryDiscovery.error.invalidOuPath'));
  if (body.credentialId === null || body.credentialId === undefined)
    throw fieldError('credentialId', message('directoryDiscovery.validation.selectCredentials'));
  const [credential] = await db
    .select({ clientId: credentials.clientId })
    .from(credentials)
    .where(and(eq(credentials.id, body.credentialId), eq(credentials.divisionId, divisionId)));
  if (!credential || (credential.clientId !== null && credential.clientId !== body.clientId))
    throw invalidReference('credentialId');
  const { deployment } = content;
  if (body.jobType === 'SCHEDULED') {
    if (!body.name) throw fieldError('name', message('errors.validation.required'));
    const issue = validateDiscoverySchedule(content.schedule);
    if (issue) throw fieldError('content.schedule', message(issue.key, issue.params));
    if (!deployment.windowsServers && !deployment.windowsWorkstations)
      throw fieldError('content.deployment', message('directoryDiscovery.validation.deploymentRequired'));
    for (const kind of ['windowsServers', 'windowsWorkstations'] as const) {
      if (deployment[kind] && deployment[`${kind}ApprovalMode`] && deployment[`${kind}Location`] === null)
        throw fieldError(`content.deployment.${kind}Location`, message('errors.validation.required'));
    }
  }
  body.candidateNodes.forEach((candidate, i) => {
    const issue = validateStatusAndLocation(candidate.status ?? 'NEW', candidate.location);
    if (issue) throw fieldError(`candidateNodes.${i}.${issue.field}`, message(issue.key, issue.params));
  });
  await ensureLocations(
    db,
    body.clientId,
    [deployment.windowsServersLocation, deployment.windowsWorkstationsLocation],
    'content.deployment',
  );
  await ensureLocations(
    db,
    body.clientId,
    body.candidateNodes.map((candidate) => candidate.location),
    'candidateNodes',
  );
}

/** Refuses a job that conflicts with the client's saved jobs (002 §5.3, §8). */
async function ensureNoConflict(db: Db, body: JobRequest, id: number | null): Promise<void> {
  const saved = await db
    .select({
      id: directoryDiscoveryJobs.id,
      jobType: directoryDiscoveryJobs.jobType,
      domainControllerId: directoryDiscoveryJobs.domainControllerId,
      ouPath: directoryDiscoveryJobs.ouPath,
      recursive: directoryDiscoveryJobs.recursive,
    })
    .from(directoryDiscoveryJobs)
    .where(eq(directoryDiscoveryJobs.clientId, body.clientId));
  const found = findDiscoveryJobConflict(
    {
      id,
      jobType: body.jobType,
      domainControllerId: body.content.domainController.id,
      ouPath: body.content.ouPath,
      recursive: body.content.recursiveOuPath,
    },
    saved,
  );
  if (found === 'sameOuPath')
    throw conflict(
      'DOMAIN_CONTROLLER_AND_OU_PATH_ALREADY_IN_USE',
      message('directoryDiscovery.error.ouPathInUse'),
    );
  if (found) throw conflict('DISCOVERY_JOB_CONFLICT', message(discoveryConflictMessageKey(found)));
}

const CHUNK = 1000;

/** Writes the statuses and locations the wizard chose (NEW sent as no status). */
async function saveCandidates(db: Db, jobId: number, body: JobRequest): Promise<void> {
  for (let i = 0; i < body.candidateNodes.length; i += CHUNK) {
    const chunk = body.candidateNodes.slice(i, i + CHUNK);
    await db
      .insert(directoryDiscoveryCandidates)
      .values(
        chunk.map((candidate) => ({
          jobId,
          objectGuid: candidate.objectGuid,
          name: candidate.name,
          status: candidate.status ?? 'NEW',
          locationId:
            candidate.status === 'PENDING' || candidate.status === 'APPROVED' ? candidate.location : null,
        })),
      )
      .onConflictDoUpdate({
        target: [directoryDiscoveryCandidates.jobId, directoryDiscoveryCandidates.objectGuid],
        set: {
          name: sql`excluded.name`,
          status: sql`excluded.status`,
          locationId: sql`excluded.location_id`,
          // Leaving APPROVED forgets the push: approving again pushes again.
          pushStatus: sql`CASE WHEN excluded.status = 'APPROVED' THEN ${directoryDiscoveryCandidates.pushStatus} ELSE NULL END`,
          pushError: sql`CASE WHEN excluded.status = 'APPROVED' THEN ${directoryDiscoveryCandidates.pushError} ELSE NULL END`,
          updatedAt: sql`now()`,
        },
      });
  }
}

/** Cancels a job's queued runs (a new save or a delete supersedes them). */
export async function cancelRuns(db: Db, jobId: number): Promise<void> {
  const rows = await db
    .select({ id: backgroundJobs.id })
    .from(backgroundJobs)
    .where(
      and(
        like(backgroundJobs.singletonKey, `${runKeyPrefix(jobId)}%`),
        inArray(backgroundJobs.state, ['queued', 'failed']),
      ),
    );
  for (const row of rows) await cancelJob(db, row.id);
}

/** Queues a job's runs: a scheduled job on its schedule (UTC, the server's time), an ad hoc one now. */
async function queueRuns(db: Db, row: JobRow, userId: number | null): Promise<void> {
  await cancelRuns(db, row.id);
  const payload = { jobId: row.id, version: row.version };
  const common = {
    createdBy: userId,
    divisionId: row.divisionId,
    singletonKey: `${runKeyPrefix(row.id)}${row.version}`,
  };
  if (row.jobType === 'SCHEDULED' && row.schedule) {
    await enqueue(db, directoryRunJob, payload, { ...common, schedule: row.schedule as Schedule });
  } else if (row.jobType === 'AD_HOC') {
    await enqueue(db, directoryRunJob, payload, common);
  }
}

/** Saves a new job or updates one (`id`), its candidates, the client's default credential and its runs. */
export async function saveJob(
  db: Db,
  auth: { division: { id: number }; user: { id: number }; can: Permissions },
  body: JobRequest,
  id: number | null,
): Promise<number> {
  const divisionId = auth.division.id;
  await ensureClient(db, divisionId, auth.can, body.clientId);
  const dc = await findDomainController(db, divisionId, auth.can, body.content.domainController.id);
  if (dc.clientId !== body.clientId) throw invalidReference('content.domainController');
  await validateJob(db, divisionId, body);
  await ensureNoConflict(db, body, id);
  const values = {
    name: body.name,
    jobType: body.jobType,
    runOnce: body.runOnce,
    domainControllerId: dc.id,
    ouPath: body.content.ouPath.trim(),
    recursive: body.content.recursiveOuPath,
    schedule:
      body.jobType === 'SCHEDULED' ? (body.content.schedule as unknown as Record<string, unknown>) : null,
    deployment: body.content.deployment,
    credentialId: body.credentialId ?? null,
  };
  let row: JobRow | undefined;
  if (id === null) {
    [row] = await db
      .insert(directoryDiscoveryJobs)
      .values({ ...values, divisionId, clientId: body.clientId, createdBy: auth.user.id })
      .returning();
  } else {
    const existing = await findJob(db, divisionId, auth.can, id);
    if (existing.clientId !== body.clientId) throw invalidReference('clientId');
    [row] = await db
      .update(directoryDiscoveryJobs)
      .set({ ...values, version: sql`${directoryDiscoveryJobs.version} + 1`, updatedAt: sql`now()` })
      .where(eq(directoryDiscoveryJobs.id, id))
      .returning();
  }
  if (!row) throw new ApiError(500, 'INTERNAL_ERROR', message('errors.generic'));
  await saveCandidates(db, row.id, body);
  // Approved computers get the agent push at once (002 §4.2).
  await queuePush(db, row, auth.user.id);
  await db
    .insert(directoryDiscoverySettings)
    .values({ clientId: body.clientId, credentialId: body.credentialId ?? null })
    .onConflictDoUpdate({
      target: directoryDiscoverySettings.clientId,
      set: { credentialId: sql`excluded.credential_id`, updatedAt: sql`now()` },
    });
  await queueRuns(db, row, auth.user.id);
  return row.id;
}
