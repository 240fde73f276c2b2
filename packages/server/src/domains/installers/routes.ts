/**
 * Agent installer routes (000 §2.8, §7.3): POST /installer/generate and the signed download
 * `GET <apiBase>/installer/{id}/download?expires=&signature=` (no session: the link is the key).
 */
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@console/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { installerFiles } from '../../db/schema';
import { message } from '../../http/errors';
import { registerEndpoint } from '../../http/register';
import { createLinkSigner, loadSigningKey } from '../../lib/signed-url';
import {
  createInstallerRuntime,
  type InstallerOptions,
  type InstallerRuntime,
  linkSubject,
  sweepInstallers,
} from './runtime';
import { generateInstaller } from './service';

export type { InstallerOptions } from './runtime';

declare module 'fastify' {
  interface FastifyInstance {
    /** The installers' folder, options and link signer. */
    installers: InstallerRuntime;
  }
}

/** How often expired installers are swept. */
const SWEEP_EVERY_MS = 15 * 60_000;

function refuse(reply: FastifyReply, status: 403 | 404, text: string) {
  return reply
    .code(status)
    .send({ resultCode: status === 404 ? 'NOT_FOUND' : 'FORBIDDEN', errorMessage: text });
}

/** Registers the installer endpoints, the download route and the sweep. */
export async function registerInstallerRoutes(
  app: FastifyInstance,
  options: InstallerOptions = {},
): Promise<void> {
  const state = app.console;
  const temporary = !options.dir;
  const dir = options.dir ?? (await mkdtemp(join(tmpdir(), 'console-installers-')));
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const runtime = createInstallerRuntime(dir, state, options);
  app.decorate('installers', runtime);
  let timer: NodeJS.Timeout | undefined;

  app.addHook('onReady', async () => {
    runtime.signer = createLinkSigner(await loadSigningKey(state.db, state.secrets));
    const sweep = () =>
      sweepInstallers(state.db, runtime, state.now()).catch((error: unknown) =>
        app.log.warn({ err: error }, 'installer sweep failed'),
      );
    await sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
    const bundle = await runtime.agentBundle();
    if (!bundle) {
      app.log.warn(
        { agentBundle: runtime.options.agentBundle },
        'agent bundle not found (AGENT_BUNDLE): installers cannot be generated',
      );
    }
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    if (temporary) await rm(dir, { recursive: true, force: true });
  });

  registerEndpoint(app, endpoints.installer.generate, (ctx) => generateInstaller(ctx, runtime));

  app.get(`${state.apiBase}/installer/:id/download`, async (request, reply) => {
    const params = request.params as { id?: string };
    const query = request.query as { expires?: string; signature?: string };
    const invalid = () => refuse(reply, 403, message('records.downloadLinkInvalid'));
    if (!/^\d{1,10}$/.test(params.id ?? '') || typeof query.signature !== 'string' || !runtime.signer) {
      return invalid();
    }
    const id = Number(params.id);
    const expires = Number(query.expires);
    const [row] = await state.db.select().from(installerFiles).where(eq(installerFiles.id, id));
    const now = state.now();
    if (
      !row ||
      row.expiresAt.getTime() <= now.getTime() ||
      !runtime.signer.verify(linkSubject(row.id, row.resourceId), expires, query.signature, now)
    ) {
      return invalid();
    }
    const file = runtime.filePath(row.resourceId);
    const stream = createReadStream(file);
    try {
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      });
    } catch {
      return refuse(reply, 404, message('errors.notFound'));
    }
    return reply
      .header('content-type', row.contentType)
      .header('content-disposition', `attachment; filename="${row.fileName}"`)
      .header('content-length', row.size)
      .header('x-content-sha256', row.sha256)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(stream);
  });
}
