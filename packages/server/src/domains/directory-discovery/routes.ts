import { endpoints, isOuPathSyntax } from '@console/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { directoryDiscoveryJobs } from '../../db/schema';
import { ApiError, ensure, invalidReference, message, refused } from '../../http/errors';
import { registerEndpoint } from '../../http/register';
import { enqueue } from '../../jobs';
import { checkCredential, DirectoryError, listOu, ouExists, withDirectory } from './ldap';
import { directoryRunJob } from './run-job';
import { cancelRuns, ensureClient, findJob, jobDetail, listJobs, saveJob } from './service';
import {
  bindCredential,
  defaultCredentialId,
  domainControllersByIds,
  findDomainController,
  ldapAddress,
  ldapTarget,
  listDomainControllers,
} from './target';

/** A directory failure as the wizard's message (422 DIRECTORY_ERROR). */
function directoryFailure(
  error: unknown,
  key: 'directoryDiscovery.error.loadingTree' | 'directoryDiscovery.error.validatingOuPath',
): never {
  if (error instanceof DirectoryError) throw refused('DIRECTORY_ERROR', message(key));
  throw error;
}

/**
 * Where agents reach this server: the first public origin, else the address it listens on (a
 * server behind a proxy sets its public origins).
 */
function serverOrigin(app: FastifyInstance): string | undefined {
  const configured = app.console.publicOrigins[0];
  if (configured) return configured;
  const address = app.server.address();
  if (!address || typeof address === 'string') return undefined;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** Directory discovery endpoints (002 §7). */
export function registerDirectoryDiscoveryRoutes(app: FastifyInstance): void {
  const { directoryDiscovery: ep } = endpoints;
  const secrets = () => app.console.secrets;
  app.jobs.provide({
    directoryDiscovery: {
      secrets: app.console.secrets,
      push: {
        serverUrl: () => serverOrigin(app),
        apiBase: app.console.apiBase,
        agents: () => (app.hasDecorator('agents') ? app.agents : undefined),
      },
    },
  });

  registerEndpoint(app, ep.domainControllers, async ({ db, auth, params }) => {
    await ensureClient(db, auth.division.id, auth.can, params.id);
    const rows = await listDomainControllers(db, auth.division.id, params.id);
    return rows.map((row) => ({ id: row.id, name: row.name }));
  });

  registerEndpoint(app, ep.ouChildren, async ({ db, auth, body }) => {
    const dc = await findDomainController(db, auth.division.id, auth.can, body.domainControllerId);
    const target = await ldapTarget(db, secrets(), dc, body.credentialId);
    if (!target) throw invalidReference('credentialId');
    try {
      return await withDirectory(target, (client) => listOu(client, body.ou, body.recursive));
    } catch (error) {
      directoryFailure(error, 'directoryDiscovery.error.loadingTree');
    }
  });

  registerEndpoint(app, ep.validateOuPath, async ({ db, auth, body }) => {
    const dc = await findDomainController(db, auth.division.id, auth.can, body.domainControllerId);
    if (!isOuPathSyntax(body.ouPath)) return { resultCode: 'INVALID_OU_PATH' as const };
    const target = await ldapTarget(db, secrets(), dc, body.credentialId);
    if (!target) throw invalidReference('credentialId');
    try {
      const exists = await withDirectory(target, (client) => ouExists(client, body.ouPath.trim()));
      return { resultCode: exists ? ('SUCCESS' as const) : ('INVALID_OU_PATH' as const) };
    } catch (error) {
      directoryFailure(error, 'directoryDiscovery.error.validatingOuPath');
    }
  });

  registerEndpoint(app, ep.validateCredentials, async ({ db, auth, body }) => {
    const dc = await findDomainController(db, auth.division.id, auth.can, body.domainControllerId);
    const bind = await bindCredential(db, secrets(), auth.division.id, dc.clientId, body.credentialId);
    if (!bind) throw invalidReference('credentialId');
    const address = ldapAddress(dc);
    if (!address) return { resultCode: 'FAILURE' as const };
    // A credential without a user name would bind anonymously: it proves nothing.
    if (!bind.username) return { resultCode: 'INCORRECT_USERNAME_OR_PASSWORD' as const };
    return { resultCode: await checkCredential({ ...address, ...bind }) };
  });

  registerEndpoint(app, ep.defaultCredential, async ({ db, auth, params }) => {
    await ensureClient(db, auth.division.id, auth.can, params.id);
    return { credentialId: await defaultCredentialId(db, params.id) };
  });

  registerEndpoint(app, ep.list, async ({ db, auth, params }) => {
    await ensureClient(db, auth.division.id, auth.can, params.id);
    return listJobs(db, auth.division.id, params.id);
  });

  registerEndpoint(app, ep.get, async ({ db, auth, params }) => {
    const row = await findJob(db, auth.division.id, auth.can, params.id);
    return jobDetail(db, row);
  });

  registerEndpoint(app, ep.create, async ({ db, auth, body }) => {
    const id = await saveJob(db, auth, body, null);
    return { resultCode: 'SUCCESS' as const, id };
  });

  registerEndpoint(app, ep.update, async ({ db, auth, body, params }) => {
    const id = await saveJob(db, auth, body, params.id);
    return { resultCode: 'SUCCESS' as const, id };
  });

  registerEndpoint(app, ep.remove, async ({ db, auth, params }) => {
    const row = await findJob(db, auth.division.id, auth.can, params.id);
    await cancelRuns(db, row.id);
    await db.delete(directoryDiscoveryJobs).where(eq(directoryDiscoveryJobs.id, row.id));
  });

  registerEndpoint(app, ep.run, async ({ db, auth, body }) => {
    ensure(auth.can.canAccessActiveDirectoryDiscovery);
    const dcs = await domainControllersByIds(db, auth.division.id, body.nodeIds);
    for (const dc of dcs) ensure(auth.can.canViewOrganization(dc.clientId));
    const jobType = body.action === 'RUN_AD_DISCOVERY_JOB_ADHOC_DISCOVERY' ? 'AD_HOC' : 'SCHEDULED';
    const jobs =
      dcs.length === 0
        ? []
        : await db
            .select()
            .from(directoryDiscoveryJobs)
            .where(
              and(
                inArray(
                  directoryDiscoveryJobs.domainControllerId,
                  dcs.map((dc) => dc.id),
                ),
                eq(directoryDiscoveryJobs.jobType, jobType),
              ),
            );
    if (jobs.length === 0) throw new ApiError(422, 'NOT_FOUND', message('directoryDiscovery.run.noJob'));
    const jobIds: number[] = [];
    for (const job of jobs) {
      const id = await enqueue(
        db,
        directoryRunJob,
        // The current version: a scheduled job's run now is not a superseded one.
        { jobId: job.id, version: job.version },
        {
          createdBy: auth.user.id,
          divisionId: job.divisionId,
          singletonKey: `directory-discovery-now:${job.id}`,
        },
      );
      if (id !== null) jobIds.push(id);
    }
    return { resultCode: 'SUCCESS' as const, jobIds };
  });
}
