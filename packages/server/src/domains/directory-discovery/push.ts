/**
 * The agent push to APPROVED directory computers (002 §4.2: "APPROVED (marked for installation; an
 * instant push is attempted ...)"). Approving a computer (in the wizard, or a scheduled job's
 * AUTO_APPROVE) marks its push QUEUED and queues a `directory-discovery.push` job. The job asks
 * the domain controller's agent (`directory.push` over the gateway) to install the agent on each
 * computer over SSH with the discovery job's credential and a one-time enrollment token for the
 * computer's location, then records INSTALLED, or FAILED with what went wrong: the domain
 * controller's agent not connected, the computer unreachable, the credential refused. The group
 * policy fallback of the spec (deploy on next restart) is not built: a failed push stays FAILED.
 */
import { directoryPushResultSchema } from '@console/core/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type AgentGateway, AgentRequestError } from '../../agents';
import type { Db } from '../../db/client';
import { directoryDiscoveryCandidates, directoryDiscoveryJobs } from '../../db/schema';
import { defineJob, enqueue } from '../../jobs';
import { issueEnrollmentToken } from '../installers/enrollment-tokens';
import { bindCredential, defaultCredentialId, domainControllersByIds } from './target';

/** How long the domain controller's agent has for one computer (ms). */
const PUSH_TIMEOUT_MS = 180_000;
/** How long the pushed agent's enrollment token is valid (ms). */
const TOKEN_TTL_MS = 3_600_000;
/** Computers claimed per round. */
const BATCH = 20;

/** What the push needs besides the database: where agents reach this server, the gateway. */
export interface DirectoryPushServices {
  /** The server's public origin written into the pushed agent's configuration. */
  serverUrl: () => string | undefined;
  apiBase: string;
  agents: () => AgentGateway | undefined;
}

/**
 * Marks the job's APPROVED computers without a push yet as QUEUED and queues the push job when
 * there is any. Call it after approvals were written.
 */
export async function queuePush(
  db: Db,
  job: { id: number; divisionId: number },
  createdBy: number | null,
): Promise<number> {
  const queued = await db
    .update(directoryDiscoveryCandidates)
    .set({ pushStatus: 'QUEUED', pushError: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(directoryDiscoveryCandidates.jobId, job.id),
        eq(directoryDiscoveryCandidates.status, 'APPROVED'),
        sql`${directoryDiscoveryCandidates.pushStatus} IS NULL`,
      ),
    )
    .returning({ id: directoryDiscoveryCandidates.id });
  if (queued.length > 0)
    await enqueue(db, directoryPushJob, { jobId: job.id }, { createdBy, divisionId: job.divisionId });
  return queued.length;
}

/** Claims up to {@link BATCH} QUEUED computers of the job (RUNNING now). */
async function claim(db: Db, jobId: number) {
  const ids = await db
    .select({ id: directoryDiscoveryCandidates.id })
    .from(directoryDiscoveryCandidates)
    .where(
      and(
        eq(directoryDiscoveryCandidates.jobId, jobId),
        eq(directoryDiscoveryCandidates.pushStatus, 'QUEUED'),
      ),
    )
    .orderBy(asc(directoryDiscoveryCandidates.id))
    .limit(BATCH);
  if (ids.length === 0) return [];
  return db
    .update(directoryDiscoveryCandidates)
    .set({ pushStatus: 'RUNNING', updatedAt: sql`now()` })
    .where(
      and(
        inArray(
          directoryDiscoveryCandidates.id,
          ids.map((row) => row.id),
        ),
        eq(directoryDiscoveryCandidates.pushStatus, 'QUEUED'),
      ),
    )
    .returning();
}

const pushPayload = z.object({ jobId: z.number().int() });

/** `directory-discovery.push`: pushes the agent to the job's QUEUED computers; answers the counts. */
export const directoryPushJob = defineJob(
  'directory-discovery.push',
  pushPayload,
  async (payload, ctx) => {
    const { db } = ctx;
    const [job] = await db
      .select()
      .from(directoryDiscoveryJobs)
      .where(eq(directoryDiscoveryJobs.id, payload.jobId));
    if (!job) return { skipped: 'deleted' };
    const services = ctx.services.directoryDiscovery;
    if (!services?.push) throw new Error('directory discovery services not provided');
    const { push, secrets } = services;
    const agents = push.agents();
    const [dc] = await domainControllersByIds(db, job.divisionId, [job.domainControllerId]);
    const credentialId = job.credentialId ?? (await defaultCredentialId(db, job.clientId));
    const login =
      credentialId === null
        ? undefined
        : await bindCredential(db, secrets, job.divisionId, job.clientId, credentialId);
    const serverUrl = push.serverUrl();
    const counts = { installed: 0, failed: 0 };
    for (let batch = await claim(db, job.id); batch.length > 0; batch = await claim(db, job.id)) {
      for (const computer of batch) {
        let error: string | null = null;
        if (!dc) error = 'The domain controller was not found.';
        else if (!agents?.isOnline(dc.id))
          error = 'The domain controller’s agent is not connected, so it could not push the agent.';
        else if (!login?.username)
          error = 'The discovery job has no credential to log in to the computer with.';
        else if (!serverUrl) error = 'The server’s public address is not known (PUBLIC_URL).';
        else if (computer.locationId === null) error = 'The computer has no location.';
        if (!error && dc && agents && login?.username && serverUrl && computer.locationId !== null) {
          const token = await issueEnrollmentToken(db, {
            organizationId: job.clientId,
            locationId: computer.locationId,
            nodeRoleId: null,
            installerType: 'LINUX_DEB',
            createdBy: null,
            expiresAt: new Date(ctx.now().getTime() + TOKEN_TTL_MS),
          });
          try {
            const reply = await agents.request(
              dc.id,
              {
                type: 'directory.push',
                requestId: '',
                host: computer.dnsHostName ?? computer.name,
                port: 22,
                username: login.username,
                password: login.password,
                enrollment: { serverUrl, apiBase: push.apiBase, enrollmentToken: token.token },
              },
              PUSH_TIMEOUT_MS,
            );
            if (!reply.ok) error = reply.error ?? 'The push failed.';
            else if (!directoryPushResultSchema.safeParse(reply.data).success)
              error = 'The domain controller’s agent answered the push in an unknown form.';
          } catch (failure) {
            error =
              failure instanceof AgentRequestError
                ? `The domain controller’s agent: ${failure.message}`
                : String((failure as Error).message ?? failure);
          }
        }
        await db
          .update(directoryDiscoveryCandidates)
          .set({
            pushStatus: error ? 'FAILED' : 'INSTALLED',
            pushError: error?.slice(0, 2_000) ?? null,
            pushedAt: ctx.now(),
            updatedAt: sql`now()`,
          })
          .where(eq(directoryDiscoveryCandidates.id, computer.id));
        if (error) counts.failed += 1;
        else counts.installed += 1;
      }
    }
    ctx.log.info({ jobId: job.id, ...counts }, 'directory agent push ran');
    return counts;
  },
  { maxAttempts: 1 },
);
