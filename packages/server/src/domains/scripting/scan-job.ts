/**
 * The malware scan job (001 §3, §4), on the server's job system: each attachment is saved
 * PROCESSING and a `scripting.malware-scan` job is queued for it. The job downloads the file of
 * an attachment created from a URL, scans it, and marks it SUCCESS, INFECTED or FAILED; the
 * result is published on the realtime topic `scripting.malware-scan` inside the transaction
 * that writes it. A scan that throws, or a download whose source is down for a moment (the
 * connection fails, HTTP 5xx), is retried with back-off; the last attempt records FAILED with the
 * reason ("scan error" when it threw), so the automation stays under review.
 */
import {
  attachmentSizeLimit,
  fileExtension,
  LARGE_INSTALLER_FEATURE_FLAG,
  type MalwareScanState,
  topics,
  validateIconDimensions,
} from '@console/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { featureFlags, scriptAttachments, scripts } from '../../db/schema';
import { defineJob, enqueue, type JobContext, type JobLog } from '../../jobs';
import type { EventScope } from '../../realtime/events';
import { publishEvent } from '../../realtime/publish';
import { readIconFacts } from './image-size';
import type { ScanEngine, ScanVerdict } from './malware-scan';
import { type AttachmentRow, scanStatesOf } from './queries';
import type { AttachmentStorage } from './storage';
import { openUrl, type UrlFetchOptions } from './url-fetch';

/** What the scan needs from the scripting domain's runtime (`ctx.services.scripting`). */
export interface ScanServices {
  storage: AttachmentStorage;
  engine: ScanEngine;
  fetch: UrlFetchOptions;
}

declare module '../../jobs/define' {
  interface JobServices {
    scripting: ScanServices;
  }
}

const failed = (detail: string): { verdict: ScanVerdict } => ({
  verdict: { status: 'FAILED', detail, engines: [] },
});

async function largeInstallers(db: Db, divisionId: number): Promise<boolean> {
  const [flag] = await db
    .select({ enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(and(eq(featureFlags.divisionId, divisionId), eq(featureFlags.name, LARGE_INSTALLER_FEATURE_FLAG)));
  return flag?.enabled === true;
}

/** Downloads a URL attachment into storage; answers the updated row or a FAILED verdict. */
async function download(
  ctx: JobContext,
  services: ScanServices,
  row: AttachmentRow & { url: string },
): Promise<{ row: AttachmentRow } | { verdict: ScanVerdict }> {
  const { db } = ctx;
  const { storage } = services;
  const opened = await openUrl(row.url, services.fetch);
  if (!opened.ok) {
    // A source that is down for a moment gets the job's retries; the last attempt records why.
    if (opened.transient && ctx.job.attempt < ctx.job.maxAttempts) throw new Error(opened.detail);
    return failed(opened.detail);
  }
  const maxBytes = attachmentSizeLimit(row.purpose, {
    largeInstallers: await largeInstallers(db, row.divisionId),
  });
  let outcome: Awaited<ReturnType<AttachmentStorage['store']>>;
  try {
    outcome = await storage.store(opened.response, { maxBytes, drain: false });
  } catch (error) {
    return failed(`download failed: ${(error as Error).message}`);
  }
  if (!outcome.ok) return failed(outcome.reason === 'empty' ? 'empty file' : 'file exceeds the limit');
  const { file } = outcome;
  let mimeType = opened.mimeType ?? row.mimeType;
  if (row.purpose === 'ICON') {
    const icon = readIconFacts(file.head);
    const issue = validateIconDimensions(icon ?? { width: 0, height: 0 });
    if (!icon || issue) {
      await storage.remove(file.resourceId);
      return failed(icon ? `icon of ${icon.width} x ${icon.height} pixels` : 'not a PNG or ICO image');
    }
    mimeType = icon.mimeType;
  }
  const [updated] = await db
    .update(scriptAttachments)
    .set({
      resourceId: file.resourceId,
      size: file.size,
      sha256: file.sha256,
      mimeType,
      extension: row.extension || fileExtension(row.fileName),
    })
    .where(and(eq(scriptAttachments.id, row.id), isNull(scriptAttachments.resourceId)))
    .returning();
  if (!updated) {
    await storage.remove(file.resourceId);
    return failed('attachment removed');
  }
  return { row: updated };
}

/** Records a verdict (if the file is still PROCESSING) and publishes it in the same transaction. */
async function finish(db: Db, log: JobLog, attachmentId: number, verdict: ScanVerdict): Promise<void> {
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [updated] = await tx
      .update(scriptAttachments)
      .set({ scanStatus: verdict.status, scanDetail: verdict.detail, scannedAt: sql`now()` })
      .where(and(eq(scriptAttachments.id, attachmentId), eq(scriptAttachments.scanStatus, 'PROCESSING')))
      .returning();
    if (!updated) return;
    let scriptScanStatus: MalwareScanState | null = null;
    let scope: EventScope = { userId: updated.uploadedBy ?? -1 };
    if (updated.scriptId !== null) {
      const [script] = await tx
        .select({ categoriesIds: scripts.categoriesIds })
        .from(scripts)
        .where(eq(scripts.id, updated.scriptId));
      const states = await scanStatesOf(tx, updated.divisionId, [updated.scriptId]);
      scriptScanStatus = states.get(updated.scriptId) ?? null;
      scope = { scriptCategoriesIds: script?.categoriesIds ?? [] };
    }
    const data = {
      attachmentId: updated.id,
      scanStatus: updated.scanStatus,
      scriptId: updated.scriptId,
      scriptScanStatus,
    };
    await publishEvent(
      tx,
      { divisionId: updated.divisionId, log },
      topics.scriptingMalwareScan,
      undefined,
      data,
      scope,
    );
  });
  const level = verdict.status === 'SUCCESS' ? 'info' : 'warn';
  log[level](
    { attachmentId, status: verdict.status, detail: verdict.detail, engines: verdict.engines },
    'malware scan finished',
  );
}

async function scan(attachmentId: number, ctx: JobContext): Promise<MalwareScanState | 'SKIPPED'> {
  const services = ctx.services.scripting;
  if (!services) throw new Error('the scripting domain is not registered in this process');
  const [claimed] = await ctx.db
    .select()
    .from(scriptAttachments)
    .where(eq(scriptAttachments.id, attachmentId));
  if (claimed?.scanStatus !== 'PROCESSING') return 'SKIPPED';
  let row = claimed;
  let verdict: ScanVerdict | undefined;
  if (row.resourceId === null) {
    if (row.url === null) verdict = failed('no file').verdict;
    else {
      const downloaded = await download(ctx, services, { ...row, url: row.url });
      if ('verdict' in downloaded) verdict = downloaded.verdict;
      else row = downloaded.row;
    }
  }
  if (!verdict && (row.resourceId === null || row.sha256 === null)) verdict = failed('no file').verdict;
  verdict ??= await services.engine.scan(
    services.storage.path(row.resourceId as string),
    row.sha256 as string,
  );
  await finish(ctx.db, ctx.log, row.id, verdict);
  return verdict.status;
}

/** The payload of a scan: the attachment to scan. */
export const malwareScanPayload = z.object({ attachmentId: z.number().int().positive() });

/** `scripting.malware-scan`: scans one attachment; its result is the verdict (or SKIPPED). */
export const malwareScanJob = defineJob(
  'scripting.malware-scan',
  malwareScanPayload,
  (payload, ctx) => scan(payload.attachmentId, ctx),
  {
    maxAttempts: 3,
    backoffMs: 10_000,
    onDead: async (payload, _error, ctx) => {
      await finish(ctx.db, ctx.log, payload.attachmentId, {
        status: 'FAILED',
        detail: 'scan error',
        engines: [],
      });
    },
  },
);

/**
 * Queues the scan of an attachment (once: a second call while one is pending answers the same
 * job). Call it with the transaction that inserts the attachment, when there is one.
 * @example await queueScan(ctx.db, row.id, ctx.auth);
 */
export function queueScan(
  db: Db,
  attachmentId: number,
  by: { userId: number; divisionId: number },
): Promise<number | null> {
  return enqueue(
    db,
    malwareScanJob,
    { attachmentId },
    {
      createdBy: by.userId,
      divisionId: by.divisionId,
      singletonKey: `scripting.malware-scan:${attachmentId}`,
    },
  );
}
