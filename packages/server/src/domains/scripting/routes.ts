import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register';
import { runAutomation } from './adhoc-run';
import {
  createFileTransfer,
  createInstall,
  createRun,
  preCheck,
  updateFileTransfer,
  updateInstall,
  updateRun,
} from './app-automations';
import { type AttachmentRuntime, attachmentHandlers, registerDownloadRoute } from './attachments';
import { createCategory, deleteCategory, listCategories, updateCategory } from './categories-service';
import { createScanEngine, type ScanEngine, type ScanEngineOptions } from './malware-scan';
import { getRunAsOptions } from './run-as';
import {
  copyAutomation,
  createAutomation,
  deleteAutomation,
  getAutomation,
  listAutomations,
  listByScanStatus,
  listTemplates,
  updateAutomation,
} from './scripts-service';
import { createUrlSigner, loadSigningKey } from './signed-url';
import { type AttachmentStorage, createAttachmentStorage } from './storage';

/** Options of the automation library (`createServer({ scripting })`). */
export interface ScriptingOptions {
  /** Folder of uploaded files. @default a new temporary folder, removed when the server closes */
  attachmentsDir?: string | undefined;
  /** Lifetime of signed download links. @default 3600000 (one hour) */
  signedUrlTtlMs?: number;
  /** The malware scan engines (deny list, ClamAV); the scan runs as a job (`scripting.malware-scan`). */
  scan?: ScanEngineOptions;
  /** Let "create from a URL" fetch from loopback and private addresses (tests, labs). @default false */
  allowPrivateUrls?: boolean;
  /** Idle timeout of URL downloads. @default 30000 */
  urlTimeoutMs?: number;
}

/**
 * The automation library's machinery, decorated as `app.scripting`. The malware scan and the
 * sweep are jobs of the server's job system (tests run them with `app.jobs.drain()`).
 */
export interface ScriptingRuntime extends AttachmentRuntime {
  readonly storage: AttachmentStorage;
  readonly engine: ScanEngine;
}

declare module 'fastify' {
  interface FastifyInstance {
    scripting: ScriptingRuntime;
  }
}

/**
 * The automation library (001 §7.6, 002 §7): scripts, copies, app automations, the pre-check,
 * runs, run-as choices, templates, categories, attachments with their malware scan and signed
 * download links.
 */
export async function registerScriptingRoutes(
  app: FastifyInstance,
  options: ScriptingOptions = {},
): Promise<void> {
  const state = app.console;
  const temporary = !options.attachmentsDir;
  const dir = options.attachmentsDir ?? (await mkdtemp(join(tmpdir(), 'console-attachments-')));
  const storage = await createAttachmentStorage(dir);
  const engine = await createScanEngine(options.scan);
  const runtime: ScriptingRuntime = { storage, engine, signer: undefined };
  app.decorate('scripting', runtime);
  app.jobs.provide({
    scripting: {
      storage,
      engine,
      fetch: { allowPrivate: options.allowPrivateUrls ?? false, timeoutMs: options.urlTimeoutMs ?? 30_000 },
    },
  });

  app.addHook('onReady', async () => {
    const key = await loadSigningKey(state.db, state.secrets);
    runtime.signer = createUrlSigner(key, {
      apiBase: state.apiBase,
      ttlMs: options.signedUrlTtlMs ?? 3_600_000,
    });
    if (engine.clamavNote) app.log.warn({ clamav: engine.clamav }, engine.clamavNote);
    app.log.info(
      { attachmentsDir: dir, clamav: engine.clamav, clamavDatabase: engine.clamavDatabase },
      'automation attachments ready',
    );
  });
  app.addHook('onClose', async () => {
    // The job system stops first (preClose), so no scan still reads the folder.
    if (temporary) await rm(dir, { recursive: true, force: true });
  });

  const { scripting } = endpoints;
  registerEndpoint(app, scripting.list, listAutomations);
  registerEndpoint(app, scripting.get, getAutomation);
  registerEndpoint(app, scripting.create, createAutomation);
  registerEndpoint(app, scripting.update, updateAutomation);
  registerEndpoint(app, scripting.delete, deleteAutomation);
  registerEndpoint(app, scripting.copy, copyAutomation);
  registerEndpoint(app, scripting.malwareScanStatus, listByScanStatus);
  registerEndpoint(app, scripting.templates, listTemplates);
  registerEndpoint(app, scripting.preCheck, preCheck);
  registerEndpoint(app, scripting.createInstall, createInstall);
  registerEndpoint(app, scripting.updateInstall, updateInstall);
  registerEndpoint(app, scripting.createRun, createRun);
  registerEndpoint(app, scripting.updateRun, updateRun);
  registerEndpoint(app, scripting.createFileTransfer, createFileTransfer);
  registerEndpoint(app, scripting.updateFileTransfer, updateFileTransfer);
  registerEndpoint(app, scripting.run, runAutomation);
  registerEndpoint(app, scripting.runAsOptions, getRunAsOptions);
  registerEndpoint(app, scripting.categories, listCategories);
  registerEndpoint(app, scripting.createCategory, createCategory);
  registerEndpoint(app, scripting.updateCategory, updateCategory);
  registerEndpoint(app, scripting.deleteCategory, deleteCategory);

  const attachments = attachmentHandlers(runtime);
  registerEndpoint(app, scripting.installAttachments, attachments.installAttachments);
  registerEndpoint(app, scripting.fileTransferAttachments, attachments.fileTransferAttachments);
  registerEndpoint(app, scripting.uploadAttachment, attachments.upload);
  registerEndpoint(app, scripting.registerAttachment, attachments.register);
  registerEndpoint(app, scripting.attachmentFromUrl, attachments.fromUrl);
  registerEndpoint(app, scripting.signedUrl, attachments.signedUrl);
  registerDownloadRoute(app, runtime);
}
