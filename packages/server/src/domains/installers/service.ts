/**
 * "Generate installer" (000 §2.8, §4.2, §7.3): checks the caller may add devices to the
 * organization with that role, issues a one-time enrollment token, builds the installer around
 * the agent bundle and the token, stores it and answers a signed, expiring download link and the
 * file's size in bytes.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Endpoints,
  FEATURE_FLAGS,
  installerNodeClasses,
  installerOs,
  type NodeClass,
} from '@console/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { installerFiles, locations, nodeRoles, organizations } from '../../db/schema';
import { ApiError, ensure, invalidReference, message, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/register';
import { issueEnrollmentToken, newEnrollmentToken } from './enrollment-tokens';
import { buildPackage, canBuild, installerLabel } from './packaging/builders';
import { agentConfigText } from './packaging/payload';
import type { InstallerRuntime } from './runtime';

type Ctx = RequestContext<Endpoints['installer']['generate']>;

/** 422 INSTALLER_NOT_AVAILABLE: this server cannot build the type (000 §2.8, docs/installers.md). */
function notAvailable(type: Ctx['body']['installerType']): ApiError {
  return new ApiError(
    422,
    'INSTALLER_NOT_AVAILABLE',
    message('installers.notAvailable', { installer: installerLabel(type) }),
  );
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The organization, location and role of the body, checked against the caller's rights. */
async function checkTarget(ctx: Ctx): Promise<void> {
  const { body, db, auth } = ctx;
  // No right to add any device at all: refused before anything is looked up.
  ensure(auth.can.canCreateDevices);
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, body.organizationId), eq(organizations.divisionId, auth.division.id)));
  if (!org || !auth.can.canViewOrganization(org.id)) throw notFound();
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, body.locationId), eq(locations.clientId, org.id)));
  if (!location) throw invalidReference('locationId');
  const classes = installerNodeClasses(body.installerType);
  if (body.nodeRoleId === null) {
    // Auto: the agent's own class decides; the caller must be able to add one of them.
    ensure(classes.some((nodeClass) => auth.can.canCreateDevice({ nodeClass, clientId: org.id })));
    return;
  }
  const [role] = await db
    .select({ id: nodeRoles.id, nodeClass: nodeRoles.nodeClass })
    .from(nodeRoles)
    .where(and(eq(nodeRoles.id, body.nodeRoleId), eq(nodeRoles.divisionId, auth.division.id)));
  if (!role || !classes.includes(role.nodeClass as NodeClass)) throw invalidReference('nodeRoleId');
  ensure(
    auth.can.canCreateDevice({
      nodeClass: role.nodeClass as NodeClass,
      nodeRoleId: role.id,
      clientId: org.id,
    }),
  );
}

/** POST /installer/generate. */
/**
 * POST /installer/generate. The endpoint has `ownTransaction`: the checks read, the package is
 * built around a token made beforehand (no transaction, hence no database lock, while the tools
 * run), then one short transaction stores the token and the file's row together.
 */
export async function generateInstaller(ctx: Ctx, runtime: InstallerRuntime) {
  const { body, auth, now, state } = ctx;
  await checkTarget(ctx);
  if (!(await canBuild(body.installerType))) throw notAvailable(body.installerType);
  const bundlePath = await runtime.agentBundle();
  if (bundlePath === undefined) {
    ctx.request.log.error({ agentBundle: runtime.options.agentBundle }, 'the agent bundle is missing');
    throw notAvailable(body.installerType);
  }

  const token = newEnrollmentToken();
  const origin = runtime.publicOrigin(ctx.request);
  const workDir = await mkdtemp(join(tmpdir(), 'console-installer-'));
  const resourceId = randomUUID();
  try {
    const built = await runtime.inBuildSlot(() =>
      buildPackage({
        type: body.installerType,
        version: runtime.options.agentVersion,
        bundlePath,
        configText: agentConfigText({
          serverUrl: origin,
          apiBase: state.apiBase,
          enrollmentToken: token,
          organizationId: body.organizationId,
          locationId: body.locationId,
          nodeRoleId: body.nodeRoleId,
          installerType: body.installerType,
        }),
        workDir,
      }),
    );
    const { size } = await stat(built.path);
    const sha256 = await sha256Of(built.path);
    await runtime.store(built.path, resourceId);
    const expiresAt = new Date(now.getTime() + runtime.options.linkTtlMs);
    const row = await state.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const { id: tokenId } = await issueEnrollmentToken(
        tx,
        {
          organizationId: body.organizationId,
          locationId: body.locationId,
          nodeRoleId: body.nodeRoleId,
          installerType: body.installerType,
          createdBy: auth.user.id,
          expiresAt: new Date(now.getTime() + runtime.options.tokenTtlMs),
        },
        token,
      );
      const [inserted] = await tx
        .insert(installerFiles)
        .values({
          divisionId: auth.division.id,
          clientId: body.organizationId,
          enrollmentTokenId: tokenId,
          installerType: body.installerType,
          fileName: built.fileName,
          contentType: built.contentType,
          resourceId,
          size,
          sha256,
          createdBy: auth.user.id,
          expiresAt,
        })
        .returning({ id: installerFiles.id });
      if (!inserted) throw new Error('insert failed');
      return inserted;
    });
    ctx.request.log.info(
      { installerId: row.id, installerType: body.installerType, os: installerOs(body.installerType), size },
      'installer generated',
    );
    return {
      url: `${origin}${runtime.signedPath(row.id, resourceId, expiresAt)}`,
      installerSize: size,
      fileName: built.fileName,
      expiresAt: Math.floor(expiresAt.getTime() / 1000) * 1000,
      // agent_tokenization (000 §2.7): the token modal shows the token once; only its hash is kept.
      ...(auth.can.hasFeature(FEATURE_FLAGS.agentTokenization)
        ? { enrollmentToken: token, tokenExpiresAt: now.getTime() + runtime.options.tokenTtlMs }
        : {}),
    };
  } catch (error) {
    // Nothing was stored unless the transaction committed; the file (if it got that far) goes.
    await rm(runtime.filePath(resourceId), { force: true });
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
