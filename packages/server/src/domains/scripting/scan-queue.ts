/**
 * The malware scan job (001 §3, §4): attachments are saved PROCESSING; this queue claims them one
 * at a time (`FOR UPDATE SKIP LOCKED`, so several server processes on one PostgreSQL share the
 * work and a claim left by a crashed process is taken again after 30 minutes), downloads the file
 * of an attachment created from a URL, scans it, and marks it SUCCESS, INFECTED or FAILED. Each
 * result is published on the realtime topic `scripting.malware-scan`, inside the transaction that
 * writes it. The queue is kicked after each upload and polls now and then for work left by other
 * processes. It also sweeps attachments no automation claimed within a day, and their files.
 */

import { rm } from 'node:fs/promises';
import {
  attachmentSizeLimit,
  fileExtension,
  LARGE_INSTALLER_FEATURE_FLAG,
  type MalwareScanState,
  topics,
  validateIconDimensions,
} from '@console/core';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { featureFlags, scriptAttachments, scripts } from '../../db/schema';
import type { EventScope } from '../../realtime/events';
import { publishEvent } from '../../realtime/publish';
import { readIconFacts } from './image-size';
import type { ScanEngine, ScanVerdict } from './malware-scan';
import { type AttachmentRow, scanStatesOf } from './queries';
import type { AttachmentStorage } from './storage';
import { openUrl, type UrlFetchOptions } from './url-fetch';

/** A log with the levels the queue uses (pino fits). */
export interface QueueLog {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/** Options of {@link createScanQueue}. */
export interface ScanQueueOptions {
  db: Db;
  storage: AttachmentStorage;
  engine: ScanEngine;
  fetch?: UrlFetchOptions;
  log: QueueLog;
  /** How often to look for work other processes left. @default 15000 */
  pollMs?: number;
  /** How often to sweep unclaimed attachments. @default 3600000 */
  sweepMs?: number;
}

/** The scan job. */
export interface ScanQueue {
  /** Looks for work now (after an upload); nothing until {@link ScanQueue.start}. */
  kick(): void;
  /** Resolves when no scan is running or queued in this process. */
  idle(): Promise<void>;
  /** Starts scanning, polling and sweeping (again after stop). */
  start(): void;
  /** Stops and waits for the scan in progress. */
  stop(): Promise<void>;
  /**
   * Deletes attachments no automation claimed for `maxAgeMs` (and their files when nothing else
   * uses them), and files no attachment names. Answers the number of attachments removed.
   */
  sweep(maxAgeMs?: number): Promise<number>;
}

const STALE_CLAIM = sql`interval '30 minutes'`;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Creates the queue over a database and the attachments folder.
 * @example const queue = createScanQueue({ db, storage, engine, log }); queue.start(); queue.kick();
 */
export function createScanQueue(options: ScanQueueOptions): ScanQueue {
  const { db, storage, engine, log } = options;
  let running: Promise<void> | null = null;
  let again = false;
  // Not started yet: kicks wait for start() (the work stays PROCESSING in the database).
  let stopped = true;
  let poll: NodeJS.Timeout | undefined;
  let sweeper: NodeJS.Timeout | undefined;

  async function claim(): Promise<AttachmentRow | undefined> {
    const next = sql`(SELECT ${scriptAttachments.id} FROM ${scriptAttachments}
      WHERE ${scriptAttachments.scanStatus} = 'PROCESSING'
        AND (${scriptAttachments.scanStartedAt} IS NULL OR ${scriptAttachments.scanStartedAt} < now() - ${STALE_CLAIM})
      ORDER BY ${scriptAttachments.id} LIMIT 1 FOR UPDATE SKIP LOCKED)`;
    const [row] = await db
      .update(scriptAttachments)
      .set({ scanStartedAt: sql`now()` })
      .where(eq(scriptAttachments.id, next))
      .returning();
    return row;
  }

  async function largeInstallers(divisionId: number): Promise<boolean> {
    const [flag] = await db
      .select({ enabled: featureFlags.enabled })
      .from(featureFlags)
      .where(
        and(eq(featureFlags.divisionId, divisionId), eq(featureFlags.name, LARGE_INSTALLER_FEATURE_FLAG)),
      );
    return flag?.enabled === true;
  }

  /** Downloads a URL attachment into storage; answers the updated row or a FAILED verdict. */
  async function download(
    row: AttachmentRow & { url: string },
  ): Promise<{ row: AttachmentRow } | { verdict: ScanVerdict }> {
    const failed = (detail: string) => ({ verdict: { status: 'FAILED' as const, detail, engines: [] } });
    const opened = await openUrl(row.url, options.fetch);
    if (!opened.ok) return failed(opened.detail);
    const maxBytes = attachmentSizeLimit(row.purpose, {
      largeInstallers: await largeInstallers(row.divisionId),
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

  async function finish(row: AttachmentRow, verdict: ScanVerdict): Promise<void> {
    await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(scriptAttachments)
        .set({ scanStatus: verdict.status, scanDetail: verdict.detail, scannedAt: sql`now()` })
        .where(and(eq(scriptAttachments.id, row.id), eq(scriptAttachments.scanStatus, 'PROCESSING')))
        .returning();
      if (!updated) return;
      let scriptScanStatus: MalwareScanState | null = null;
      let scope: EventScope = { userId: updated.uploadedBy ?? -1 };
      if (updated.scriptId !== null) {
        const [script] = await tx
          .select({ categoriesIds: scripts.categoriesIds })
          .from(scripts)
          .where(eq(scripts.id, updated.scriptId));
        const states = await scanStatesOf(tx as unknown as Db, updated.divisionId, [updated.scriptId]);
        scriptScanStatus = states.get(updated.scriptId) ?? null;
        scope = { scriptCategoriesIds: script?.categoriesIds ?? [] };
      }
      const data = {
        attachmentId: updated.id,
        scanStatus: updated.scanStatus,
        scriptId: updated.scriptId,
        scriptScanStatus,
      };
      const target = { divisionId: updated.divisionId, log };
      await publishEvent(tx as unknown as Db, target, topics.scriptingMalwareScan, undefined, data, scope);
    });
    const level = verdict.status === 'SUCCESS' ? 'info' : 'warn';
    log[level](
      { attachmentId: row.id, status: verdict.status, detail: verdict.detail, engines: verdict.engines },
      'malware scan finished',
    );
  }

  async function process(claimed: AttachmentRow): Promise<void> {
    let row = claimed;
    if (row.resourceId === null) {
      if (row.url === null) return finish(row, { status: 'FAILED', detail: 'no file', engines: [] });
      const downloaded = await download({ ...row, url: row.url });
      if ('verdict' in downloaded) return finish(row, downloaded.verdict);
      row = downloaded.row;
    }
    if (row.resourceId === null || row.sha256 === null) {
      return finish(row, { status: 'FAILED', detail: 'no file', engines: [] });
    }
    const verdict = await engine.scan(storage.path(row.resourceId), row.sha256);
    await finish(row, verdict);
  }

  async function loop(): Promise<void> {
    while (!stopped) {
      let row: AttachmentRow | undefined;
      try {
        row = await claim();
      } catch (error) {
        if (!stopped) log.error({ err: error }, 'malware scan: cannot claim work');
        return;
      }
      if (!row) return;
      try {
        await process(row);
      } catch (error) {
        log.error({ err: error, attachmentId: row.id }, 'malware scan failed');
        await finish(row, { status: 'FAILED', detail: 'scan error', engines: [] }).catch(() => {});
      }
    }
  }

  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = loop().finally(() => {
      running = null;
      if (again) {
        again = false;
        kick();
      }
    });
  }

  async function sweep(maxAgeMs = DAY_MS): Promise<number> {
    const cutoff = sql`now() - make_interval(secs => ${maxAgeMs / 1000})`;
    const removed = await db
      .delete(scriptAttachments)
      .where(and(isNull(scriptAttachments.scriptId), lt(scriptAttachments.createdAt, cutoff)))
      .returning({ resourceId: scriptAttachments.resourceId });
    const candidates = [...new Set(removed.flatMap((row) => (row.resourceId ? [row.resourceId] : [])))];
    const files = await storage.listOlderThan(new Date(Date.now() - maxAgeMs));
    for (const file of files) if (file.resourceId) candidates.push(file.resourceId);
    const unique = [...new Set(candidates)];
    const inUse = new Set<string>();
    for (let i = 0; i < unique.length; i += 500) {
      const rows = await db
        .select({ resourceId: scriptAttachments.resourceId })
        .from(scriptAttachments)
        .where(inArray(scriptAttachments.resourceId, unique.slice(i, i + 500)));
      for (const row of rows) if (row.resourceId) inUse.add(row.resourceId);
    }
    for (const resourceId of unique) if (!inUse.has(resourceId)) await storage.remove(resourceId);
    // Partial writes left by a crash.
    for (const file of files) if (file.resourceId === null) await rm(file.path, { force: true });
    return removed.length;
  }

  return {
    kick,
    async idle() {
      while (running) await running;
    },
    start() {
      if (!stopped) return;
      stopped = false;
      poll = setInterval(kick, options.pollMs ?? 15_000);
      poll.unref();
      sweeper = setInterval(
        () => void sweep().catch((error) => log.warn({ err: error }, 'attachment sweep failed')),
        options.sweepMs ?? 3_600_000,
      );
      sweeper.unref();
      kick();
    },
    async stop() {
      stopped = true;
      if (poll) clearInterval(poll);
      if (sweeper) clearInterval(sweeper);
      while (running) await running;
    },
    sweep,
  };
}
