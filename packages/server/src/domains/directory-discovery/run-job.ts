/**
 * One run of a discovery job (`directory-discovery.run`), queued on the job system: now for an
 * ad hoc job or the device-search action, on its schedule for a scheduled one (each run queues the
 * next occurrence). It lists the OU's computers over LDAP, records them as candidates and, for a
 * scheduled job, applies its approval mode to the candidates nobody has decided on yet: servers
 * and workstations each as their deployment says (AUTO_APPROVE: APPROVED, PENDING_APPROVAL:
 * PENDING, with the deployment's location; none: left NEW). Approved computers get the agent push
 * (./push.ts).
 */
import type { DirectoryComputer } from '@console/core';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  type DiscoveryDeploymentColumn,
  directoryDiscoveryCandidates,
  directoryDiscoveryJobs,
} from '../../db/schema';
import { defineJob } from '../../jobs';
import type { SecretBox } from '../../lib/crypto';
import { DirectoryError, listComputers, withDirectory } from './ldap';
import { type DirectoryPushServices, queuePush } from './push';
import { domainControllersByIds, ldapTarget } from './target';

/** What the run needs besides the database. */
export interface DirectoryDiscoveryServices {
  secrets: SecretBox;
  /** The agent push's services (./push.ts). */
  push?: DirectoryPushServices;
}

declare module '../../jobs/define' {
  interface JobServices {
    directoryDiscovery: DirectoryDiscoveryServices;
  }
}

/** The status and location a new (or undecided) computer gets from a scheduled job's deployment. */
export function deploymentDecision(
  deployment: DiscoveryDeploymentColumn,
  isServer: boolean,
): { status: 'NEW' | 'PENDING' | 'APPROVED'; locationId: number | null } {
  const enabled = isServer ? deployment.windowsServers : deployment.windowsWorkstations;
  const mode = isServer ? deployment.windowsServersApprovalMode : deployment.windowsWorkstationsApprovalMode;
  const locationId = isServer ? deployment.windowsServersLocation : deployment.windowsWorkstationsLocation;
  if (!enabled || !mode || locationId === null) return { status: 'NEW', locationId: null };
  return { status: mode === 'AUTO_APPROVE' ? 'APPROVED' : 'PENDING', locationId };
}

const CHUNK = 1000;

/** Records the computers as candidates of the job; answers how many were new. */
export async function recordCandidates(
  db: Db,
  job: { id: number; jobType: 'AD_HOC' | 'SCHEDULED'; deployment: DiscoveryDeploymentColumn },
  computers: DirectoryComputer[],
  now: Date,
): Promise<{ found: number; added: number }> {
  let added = 0;
  const apply = job.jobType === 'SCHEDULED';
  for (let i = 0; i < computers.length; i += CHUNK) {
    const chunk = computers.slice(i, i + CHUNK);
    const rows = await db
      .insert(directoryDiscoveryCandidates)
      .values(
        chunk.map((computer) => {
          const decision = apply
            ? deploymentDecision(job.deployment, computer.isServer)
            : { status: 'NEW' as const, locationId: null };
          return {
            jobId: job.id,
            objectGuid: computer.objectGuid,
            name: computer.name,
            dnsHostName: computer.dnsHostName,
            operatingSystem: computer.operatingSystem,
            isServer: computer.isServer,
            distinguishedName: computer.path,
            status: decision.status,
            locationId: decision.locationId,
            lastSeenAt: now,
          };
        }),
      )
      .onConflictDoUpdate({
        target: [directoryDiscoveryCandidates.jobId, directoryDiscoveryCandidates.objectGuid],
        set: {
          name: sql`excluded.name`,
          dnsHostName: sql`excluded.dns_host_name`,
          operatingSystem: sql`excluded.operating_system`,
          isServer: sql`excluded.is_server`,
          distinguishedName: sql`excluded.distinguished_name`,
          lastSeenAt: sql`excluded.last_seen_at`,
          updatedAt: sql`now()`,
          // The approval mode reaches only candidates nobody decided on (still NEW).
          ...(apply
            ? {
                status: sql`CASE WHEN ${directoryDiscoveryCandidates.status} = 'NEW' THEN excluded.status ELSE ${directoryDiscoveryCandidates.status} END`,
                locationId: sql`CASE WHEN ${directoryDiscoveryCandidates.status} = 'NEW' THEN excluded.location_id ELSE ${directoryDiscoveryCandidates.locationId} END`,
              }
            : {}),
        },
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    added += rows.filter((row) => row.inserted).length;
  }
  return { found: computers.length, added };
}

/** `directory-discovery.run` payload: the job and the version of it that queued the run. */
const runPayload = z.object({ jobId: z.number().int(), version: z.number().int() });

/**
 * Runs a discovery job: answers `{ found, added }`, `{ skipped }` ('deleted', 'superseded') or
 * `{ error }` (the directory could not be read; kept on the job as `lastError`).
 */
export const directoryRunJob = defineJob(
  'directory-discovery.run',
  runPayload,
  async (payload, ctx) => {
    const [job] = await ctx.db
      .select()
      .from(directoryDiscoveryJobs)
      .where(eq(directoryDiscoveryJobs.id, payload.jobId));
    if (!job) return { skipped: 'deleted' };
    if (job.jobType === 'SCHEDULED' && job.version !== payload.version) return { skipped: 'superseded' };
    const secrets = ctx.services.directoryDiscovery?.secrets;
    if (!secrets) throw new Error('directory discovery services not provided');
    const now = ctx.now();
    const fail = async (error: string) => {
      await ctx.db
        .update(directoryDiscoveryJobs)
        .set({ lastRunAt: now, lastError: error })
        .where(eq(directoryDiscoveryJobs.id, job.id));
      return { error };
    };
    const [dc] = await domainControllersByIds(ctx.db, job.divisionId, [job.domainControllerId]);
    if (!dc) return fail('Domain controller not found');
    const target = await ldapTarget(ctx.db, secrets, dc, job.credentialId);
    if (!target) return fail('Credential not found');
    let computers: DirectoryComputer[];
    try {
      computers = await withDirectory(target, (client) => listComputers(client, job.ouPath, job.recursive));
    } catch (error) {
      if (error instanceof DirectoryError) return fail(error.message || error.code);
      throw error;
    }
    const counts = await recordCandidates(ctx.db, job, computers, now);
    // AUTO_APPROVE approved some: the agent push is attempted at once (002 §4.2).
    if (job.jobType === 'SCHEDULED') await queuePush(ctx.db, job, null);
    await ctx.db
      .update(directoryDiscoveryJobs)
      .set({ lastRunAt: now, lastError: null })
      .where(eq(directoryDiscoveryJobs.id, job.id));
    ctx.log.info({ jobId: job.id, ...counts }, 'directory discovery ran');
    return counts;
  },
  { maxAttempts: 2 },
);
