/**
 * A policy's backup plans (002 §3 Policy `backup.backupPlans`): read masked, saved with every rule
 * of the wizards, read-only fields of existing items kept, passwords sealed at rest.
 */
import { randomUUID } from 'node:crypto';
import {
  type BackupFieldIssue,
  type BackupPlans,
  type Endpoints,
  topics,
  validateAgentSettings,
  validateAgentSettingsNumbers,
  validateBackupApplication,
  validateBackupJob,
  validateFtpLocation,
  validateFtpLocationNumbers,
  validateManagedFolder,
  validateManagedFolderNumbers,
  validateReplicationTarget,
} from '@console/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { policies } from '../../db/schema';
import { ensure, message, notFound, validationError } from '../../http/errors';
import type { RequestContext } from '../../http/register';
import { pushSchedules } from './agent-schedule';
import { plansOf } from './policy-plans';
import { loadSealed, maskPlans, storeSecrets, unmaskPlans } from './secrets';

type Ctx<K extends keyof Endpoints['backup']> = RequestContext<Endpoints['backup'][K]>;
type PolicyRow = typeof policies.$inferSelect;

/** The policy row of the caller's division, or 404. */
async function requirePolicy(db: Db, divisionId: number, id: number): Promise<PolicyRow> {
  const [row] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.id, id), eq(policies.divisionId, divisionId)));
  if (!row) throw notFound();
  return row;
}

/** GET /policy/{id}/backup. */
export async function getPlans(ctx: Ctx<'getPlans'>) {
  const row = await requirePolicy(ctx.db, ctx.auth.division.id, ctx.params.id);
  ensure(ctx.auth.can.canReadPolicy({ id: row.id, nodeClass: row.nodeClass }));
  const sealed = await loadSealed(ctx.db, row.id);
  return {
    resultCode: 'SUCCESS' as const,
    policyId: row.id,
    backupPlans: maskPlans(plansOf(row.content), sealed),
  };
}

const JOB_READ_ONLY = [
  'jobName',
  'compressionType',
  'splitImageFile',
  'splitSizeMb',
  'passwordType',
  'passwordPath',
] as const;

function readOnlyIssues(plans: BackupPlans, previous: BackupPlans): BackupFieldIssue[] {
  const out: BackupFieldIssue[] = [];
  const readOnly = { key: 'backupWizards.validation.readOnly' } as const;
  const oldJobs = new Map(previous.jobs.map((job) => [job.id, job]));
  plans.jobs.forEach((job, index) => {
    const old = oldJobs.get(job.id);
    if (!old) return;
    for (const field of JOB_READ_ONLY) {
      if (job[field] !== old[field]) out.push({ path: `jobs.${index}.${field}`, issue: readOnly });
    }
  });
  const oldFolders = new Map(previous.managedFolders.map((folder) => [folder.id, folder]));
  plans.managedFolders.forEach((folder, index) => {
    const old = oldFolders.get(folder.id);
    if (old && old.folderPath !== folder.folderPath)
      out.push({ path: `managedFolders.${index}.folderPath`, issue: readOnly });
  });
  return out;
}

function duplicates<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  path: string,
  key: 'jobNameTaken' | 'folderTaken' | 'nameTaken',
) {
  const seen = new Set<string>();
  const out: BackupFieldIssue[] = [];
  items.forEach((item, index) => {
    const value = keyOf(item).trim().toLowerCase();
    if (seen.has(value))
      out.push({ path: `${path}.${index}`, issue: { key: `backupWizards.validation.${key}` } });
    seen.add(value);
  });
  return out;
}

/** Every rule over a whole plan set, with the paths of the request body. */
function planIssues(plans: BackupPlans, previous: BackupPlans): BackupFieldIssue[] {
  const prefix = (collection: string, index: number, issues: BackupFieldIssue[]) =>
    issues.map((issue) => ({ ...issue, path: `${collection}.${index}.${issue.path}` }));
  const locations = plans.ftpLocations.map((location) => location.name);
  return [
    ...plans.jobs.flatMap((job, index) => prefix('jobs', index, validateBackupJob(job))),
    ...plans.managedFolders.flatMap((folder, index) =>
      prefix('managedFolders', index, [
        ...validateManagedFolder(folder),
        ...validateManagedFolderNumbers(folder),
      ]),
    ),
    ...plans.ftpLocations.flatMap((location, index) =>
      prefix('ftpLocations', index, [
        ...validateFtpLocation(location),
        ...validateFtpLocationNumbers(location),
      ]),
    ),
    // The application rules, the application types being unique (checked below).
    ...plans.applications.flatMap((application, index) =>
      prefix('applications', index, validateBackupApplication(application)),
    ),
    ...plans.replicationTargets.flatMap((target, index) =>
      prefix('replicationTargets', index, validateReplicationTarget(target, locations)),
    ),
    ...(plans.agentSettings
      ? [
          ...validateAgentSettings(plans.agentSettings),
          ...validateAgentSettingsNumbers(plans.agentSettings),
        ].map((i) => ({ ...i, path: `agentSettings.${i.path}` }))
      : []),
    ...duplicates(plans.jobs, (job) => job.jobName, 'jobs', 'jobNameTaken').map((i) => ({
      ...i,
      path: `${i.path}.jobName`,
    })),
    ...duplicates(plans.managedFolders, (f) => f.folderPath, 'managedFolders', 'folderTaken').map((i) => ({
      ...i,
      path: `${i.path}.folderPath`,
    })),
    ...duplicates(plans.ftpLocations, (l) => l.name, 'ftpLocations', 'nameTaken').map((i) => ({
      ...i,
      path: `${i.path}.name`,
    })),
    ...duplicates(plans.applications, (a) => a.applicationType, 'applications', 'nameTaken').map((i) => ({
      path: `${i.path}.applicationType`,
      issue: { key: 'backupWizards.validation.applicationTaken' as const },
    })),
    ...readOnlyIssues(plans, previous),
  ];
}

/** PUT /policy/{id}/backup. */
export async function savePlans(ctx: Ctx<'savePlans'>) {
  const { db, auth, state } = ctx;
  const row = await requirePolicy(db, auth.division.id, ctx.params.id);
  ensure(auth.can.canUpdatePolicy({ id: row.id, nodeClass: row.nodeClass }));
  const previous = plansOf(row.content);
  const sealed = await loadSealed(db, row.id);
  const plans = structuredClone(ctx.body.backupPlans);
  for (const job of plans.jobs) job.id ??= randomUUID();
  for (const folder of plans.managedFolders) folder.id ??= randomUUID();
  for (const location of plans.ftpLocations) location.locationId ??= randomUUID();
  for (const target of plans.replicationTargets) target.replicationTargetGuid ??= randomUUID();
  unmaskPlans(plans, sealed, state.secrets);
  const issues = planIssues(plans, previous);
  if (issues.length > 0) {
    throw validationError(
      issues.map(({ path, issue }) => ({
        path: `backupPlans.${path}`,
        message: message(issue.key, issue.params),
      })),
    );
  }
  const stored = await storeSecrets(db, row.id, plans, state.secrets);
  const content = row.content as Record<string, unknown>;
  const backup = (content.backup ?? {}) as Record<string, unknown>;
  const [updated] = await db
    .update(policies)
    .set({ content: { ...content, backup: { ...backup, backupPlans: stored } }, updatedAt: ctx.now })
    .where(eq(policies.id, row.id))
    .returning();
  if (!updated) throw notFound();
  ctx.publish(
    topics.policies,
    undefined,
    { action: 'updated', id: row.id },
    { policyId: row.id, nodeClass: row.nodeClass },
  );
  // The devices' agents get the new schedule once the answer is out.
  ctx.reply.raw.once('finish', () => void pushSchedules(ctx.request.server, updated).catch(() => undefined));
  return {
    resultCode: 'SUCCESS' as const,
    policyId: row.id,
    backupPlans: maskPlans(stored, await loadSealed(db, row.id)),
  };
}
