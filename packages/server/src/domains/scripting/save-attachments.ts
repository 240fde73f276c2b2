import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { scriptAttachments } from '../../db/schema';
import { fieldError, invalidReference, message } from '../../http/errors';
import { type AttachmentRow, findAttachments } from './queries';
import type { Base } from './service-context';

// ── attachments of a save ───────────────────────────────────────────────────

type Purpose = AttachmentRow['purpose'];

export interface AttachmentRef {
  id: number;
  purpose: Purpose;
  /** The body field, for the 400. */
  path: string;
}

/**
 * The attachments a save names: of the division and the right purpose, registered, and either
 * already this automation's or uploaded by the caller and not yet claimed. An INFECTED one is
 * refused ('Suspicious file - Please upload a different file.').
 */
export async function checkAttachments(ctx: Base, refs: readonly AttachmentRef[], scriptId: number | null) {
  const rows = await findAttachments(
    ctx.db,
    ctx.auth.division.id,
    refs.map((ref) => ref.id),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const seen = new Set<number>();
  for (const ref of refs) {
    const row = byId.get(ref.id);
    const owned =
      row && (row.scriptId !== null ? row.scriptId === scriptId : row.uploadedBy === ctx.auth.user.id);
    if (!row || !owned || !row.registered || row.purpose !== ref.purpose || seen.has(ref.id)) {
      throw invalidReference(ref.path);
    }
    seen.add(ref.id);
    if (row.scanStatus === 'INFECTED')
      throw fieldError(ref.path, message('automation.validation.suspiciousFile'));
  }
  return byId;
}

/** Links the named attachments to the automation and releases the ones it no longer names. */
export async function claimAttachments(ctx: Base, scriptId: number, ids: readonly number[]) {
  if (ids.length > 0) {
    await ctx.db
      .update(scriptAttachments)
      .set({ scriptId })
      .where(
        and(eq(scriptAttachments.divisionId, ctx.auth.division.id), inArray(scriptAttachments.id, [...ids])),
      );
  }
  await ctx.db
    .update(scriptAttachments)
    .set({ scriptId: null })
    .where(
      and(
        eq(scriptAttachments.scriptId, scriptId),
        ids.length > 0 ? notInArray(scriptAttachments.id, [...ids]) : undefined,
      ),
    );
}

/** A stored upload's facts for the file rules; a URL source not fetched yet is checked after download. */
export function uploadedFacts(row: AttachmentRow): { name: string; size: number } | undefined {
  return row.url === null ? { name: row.fileName, size: row.size } : undefined;
}
