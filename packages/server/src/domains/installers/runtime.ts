/**
 * The installers' runtime: their options with defaults, the folder of generated files, the link
 * signer, the agent bundle's location and the sweep of expired files and tokens.
 */
import { access, constants, copyFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { installerFiles } from '../../db/schema';
import type { LinkSigner } from '../../lib/signed-url';
import { deleteStaleEnrollmentTokens } from './enrollment-tokens';

/** Options of the installers domain (`createServer({ installers })`). */
export interface InstallerOptions {
  /** Where generated installers are kept (INSTALLERS_DIR). Default: a temporary folder removed on close. */
  dir?: string;
  /**
   * The agent's one-file bundle put in every installer (AGENT_BUNDLE).
   * @default the workspace's packages/agent/dist/console-agent.mjs
   */
  agentBundle?: string;
  /** The package version of the installers. @default '1.0.0' */
  agentVersion?: string;
  /** Installers built at the same time by one process; more requests wait their turn. @default 2 */
  concurrentBuilds?: number;
  /** Lifetime of a download link (and of the stored file). @default 86400000 (one day) */
  linkTtlMs?: number;
  /** Lifetime of the enrollment token inside an installer. @default 604800000 (seven days) */
  tokenTtlMs?: number;
  /**
   * The server's public origin (`https://console.example.com`, PUBLIC_URL) written into installers
   * and download links. Default: the first of the server's `publicOrigins`, else the origin of the
   * request that generates the installer.
   */
  publicUrl?: string;
}

/** {@link InstallerOptions} with their defaults. */
export type ResolvedInstallerOptions = Required<Omit<InstallerOptions, 'publicUrl' | 'dir'>> &
  Pick<InstallerOptions, 'publicUrl'>;

/** The subject a download link signs (its kind, the row and the stored file). */
export function linkSubject(id: number, resourceId: string): string {
  return `installer:${id}:${resourceId}`;
}

/** The workspace's agent bundle, beside this package in the repository. */
function defaultAgentBundle(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  // src/domains/installers (source) or dist (built): both sit under packages/server.
  const serverRoot = here.includes(`${join('server', 'src')}`)
    ? resolve(here, '../../..')
    : resolve(here, '..');
  return resolve(serverRoot, '../agent/dist/console-agent.mjs');
}

/** What the routes and the service share. */
export interface InstallerRuntime {
  readonly dir: string;
  readonly options: ResolvedInstallerOptions;
  /** Set when the server is ready (the key lives in the database). */
  signer: LinkSigner | undefined;
  /** The stored file of a resource. */
  filePath(resourceId: string): string;
  /** Moves a built file into the folder as `resourceId`. */
  store(from: string, resourceId: string): Promise<void>;
  /** `<apiBase>/installer/{id}/download?expires=&signature=`. */
  signedPath(id: number, resourceId: string, expiresAt: Date): string;
  /** The public origin for a request (option, else the first public origin, else the request's own). */
  publicOrigin(request: FastifyRequest): string;
  /** The agent bundle's path, or undefined when the file is not there. */
  agentBundle(): Promise<string | undefined>;
  /** Runs a build when one of the {@link InstallerOptions.concurrentBuilds} slots is free. */
  inBuildSlot<T>(build: () => Promise<T>): Promise<T>;
}

/** At most `slots` calls at a time; the others wait in order. */
function createSlots(slots: number) {
  let busy = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (busy >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    else busy += 1;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else busy -= 1;
    }
  };
}

/** Creates the runtime over a folder. */
export function createInstallerRuntime(
  dir: string,
  server: { apiBase: string; publicOrigins: readonly string[] },
  options: InstallerOptions,
): InstallerRuntime {
  const { apiBase } = server;
  const resolved: ResolvedInstallerOptions = {
    agentBundle: options.agentBundle ?? defaultAgentBundle(),
    agentVersion: options.agentVersion ?? '1.0.0',
    linkTtlMs: options.linkTtlMs ?? 86_400_000,
    tokenTtlMs: options.tokenTtlMs ?? 604_800_000,
    concurrentBuilds: Math.max(1, options.concurrentBuilds ?? 2),
    publicUrl: options.publicUrl?.replace(/\/+$/, ''),
  };
  const inBuildSlot = createSlots(resolved.concurrentBuilds);
  const runtime: InstallerRuntime = {
    dir,
    inBuildSlot,
    options: resolved,
    signer: undefined,
    filePath: (resourceId) => join(dir, resourceId),
    async store(from, resourceId) {
      const target = join(dir, resourceId);
      try {
        await rename(from, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(from, target);
      }
    },
    signedPath(id, resourceId, expiresAt) {
      if (!runtime.signer) throw new Error('installer links are not ready');
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const signature = runtime.signer.sign(linkSubject(id, resourceId), expires);
      return `${apiBase}/installer/${id}/download?expires=${expires}&signature=${signature}`;
    },
    publicOrigin: (request) =>
      resolved.publicUrl ?? server.publicOrigins[0] ?? `${request.protocol}://${request.host}`,
    async agentBundle() {
      try {
        await access(resolved.agentBundle, constants.R_OK);
        return resolved.agentBundle;
      } catch {
        return undefined;
      }
    },
  };
  return runtime;
}

/**
 * Removes installers whose link expired (rows and files), files no row knows (a crash between
 * build and commit), and enrollment tokens used or expired more than a day before `now`.
 */
export async function sweepInstallers(db: Db, runtime: InstallerRuntime, now: Date): Promise<number> {
  const expired = await db
    .delete(installerFiles)
    .where(lt(installerFiles.expiresAt, now))
    .returning({ resourceId: installerFiles.resourceId });
  for (const { resourceId } of expired) await rm(runtime.filePath(resourceId), { force: true });
  const known = new Set(
    (await db.select({ resourceId: installerFiles.resourceId }).from(installerFiles)).map(
      (r) => r.resourceId,
    ),
  );
  const cutoff = now.getTime() - 3_600_000;
  for (const entry of await readdir(runtime.dir, { withFileTypes: true })) {
    if (!entry.isFile() || known.has(entry.name)) continue;
    const path = join(runtime.dir, entry.name);
    // A file younger than an hour may belong to a generation still committing.
    const { mtimeMs } = await stat(path);
    if (mtimeMs < cutoff) await rm(path, { force: true });
  }
  await deleteStaleEnrollmentTokens(db, new Date(now.getTime() - 86_400_000));
  return expired.length;
}
