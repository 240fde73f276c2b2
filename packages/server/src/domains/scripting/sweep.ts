/**
 * The sweep of the automation files: attachments no automation claimed within a day are deleted
 * with their files (when nothing else uses them), as are files no attachment names and partial
 * writes a crash left. It runs as the recurring job `scripting.attachment-sweep`, hourly.
 */
import { rm } from 'node:fs/promises';
import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { scriptAttachments } from '../../db/schema';
import { defineJob, everyMinutes } from '../../jobs';
import type { AttachmentStorage } from './storage';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes attachments no automation claimed for `maxAgeMs` (and their files when nothing else
 * uses them), and files no attachment names. Answers the number of attachments removed.
 * @example await sweepAttachments(db, storage, 0) // everything unclaimed, now
 */
export async function sweepAttachments(
  db: Db,
  storage: AttachmentStorage,
  maxAgeMs = DAY_MS,
): Promise<number> {
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

/** `scripting.attachment-sweep`: the hourly sweep; its result is `{ removed }`. */
export const attachmentSweepJob = defineJob(
  'scripting.attachment-sweep',
  z.object({}),
  async (_payload, ctx) => {
    const services = ctx.services.scripting;
    if (!services) throw new Error('the scripting domain is not registered in this process');
    return { removed: await sweepAttachments(ctx.db, services.storage) };
  },
  { maxAttempts: 1, recurring: { schedule: everyMinutes(60), payload: {} } },
);
