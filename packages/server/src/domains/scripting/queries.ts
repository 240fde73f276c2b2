/**
 * Reads of the automation library: scripts with their categories and their malware scan state
 * (the worst state of their attachments), categories, attachments, and the mappers to the
 * contract's shapes.
 */
import {
  type Automation,
  type AutomationAttachment,
  type AutomationLanguage,
  automationTypeOf,
  type MalwareScanState,
  type ScriptCategory,
  scriptLanguages,
} from '@console/core';
import { type AnyColumn, and, asc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scriptAttachments, scriptCategories, scripts } from '../../db/schema';

export type ScriptRow = typeof scripts.$inferSelect;
export type AttachmentRow = typeof scriptAttachments.$inferSelect;
export type CategoryRow = typeof scriptCategories.$inferSelect;

/** The script languages (not native and not an app automation): core's `scriptLanguages`. */
export const SCRIPT_LANGUAGES: ReadonlySet<string> = new Set(scriptLanguages);

/** The states that keep an automation under review (001 §7.6). */
export const REVIEW_STATES: ReadonlySet<MalwareScanState> = new Set(['PROCESSING', 'INFECTED', 'FAILED']);

/**
 * The scan state of an automation from its attachments': INFECTED blocks it, then FAILED, then
 * PROCESSING; SUCCESS when every one is clean; null without attachments.
 * @example aggregateScanStatus(['SUCCESS', 'PROCESSING']) // 'PROCESSING'
 */
export function aggregateScanStatus(states: readonly MalwareScanState[]): MalwareScanState | null {
  if (states.length === 0) return null;
  for (const state of ['INFECTED', 'FAILED', 'PROCESSING'] as const) if (states.includes(state)) return state;
  return 'SUCCESS';
}

/** The scan state of each given script (or of every script of the division) that has attachments. */
export async function scanStatesOf(
  db: Db,
  divisionId: number,
  scriptIds?: readonly number[],
): Promise<Map<number, MalwareScanState>> {
  if (scriptIds && scriptIds.length === 0) return new Map();
  const rows = await db
    .select({ scriptId: scriptAttachments.scriptId, state: scriptAttachments.scanStatus })
    .from(scriptAttachments)
    .where(
      and(
        eq(scriptAttachments.divisionId, divisionId),
        scriptIds
          ? inArray(scriptAttachments.scriptId, [...scriptIds])
          : isNotNull(scriptAttachments.scriptId),
      ),
    );
  const byScript = new Map<number, MalwareScanState[]>();
  for (const row of rows) {
    if (row.scriptId === null) continue;
    const list = byScript.get(row.scriptId) ?? [];
    list.push(row.state);
    byScript.set(row.scriptId, list);
  }
  const result = new Map<number, MalwareScanState>();
  for (const [id, states] of byScript) {
    const state = aggregateScanStatus(states);
    if (state) result.set(id, state);
  }
  return result;
}

/** The division's categories, id 1 first, then by name (002 §3). */
export async function loadCategories(db: Db, divisionId: number): Promise<CategoryRow[]> {
  const rows = await db
    .select()
    .from(scriptCategories)
    .where(eq(scriptCategories.divisionId, divisionId))
    .orderBy(asc(scriptCategories.id));
  return sortCategories(rows);
}

/**
 * Categories in display order: id 1 first, then by name (case-insensitive), then id.
 * @example sortCategories([{ id: 4, name: 'B' }, { id: 1, name: 'Z' }]) // id 1, then B
 */
export function sortCategories<T extends { id: number; name: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => {
    if (a.id === 1 || b.id === 1) return a.id === 1 ? (b.id === 1 ? 0 : -1) : 1;
    const byName = a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
    return byName !== 0 ? byName : a.id - b.id;
  });
}

/** The contract's category. */
export function toCategory(row: CategoryRow): ScriptCategory {
  return { id: row.id, name: row.name, internal: row.internal };
}

/**
 * A script of the division. `lock` takes a row lock until the transaction ends: `share` for a
 * save that names the script (pre/post-script), `update` for its deletion, so a save and a delete
 * of the script it names never both commit (the in-use check of {@link findScriptUsers}).
 */
export async function findScript(
  db: Db,
  divisionId: number,
  id: number,
  lock?: 'share' | 'update',
): Promise<ScriptRow | undefined> {
  const query = db
    .select()
    .from(scripts)
    .where(and(eq(scripts.id, id), eq(scripts.divisionId, divisionId)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/**
 * The automations of the division that name the script as their pre- or post-execution script
 * (001 §3 install settings; run settings too, should they ever carry one), by name.
 */
export async function findScriptUsers(db: Db, divisionId: number, id: number): Promise<ScriptRow[]> {
  const uses = (column: AnyColumn, key: string) =>
    sql`${column} @> ${JSON.stringify({ [key]: { scriptId: id } })}::jsonb`;
  return db
    .select()
    .from(scripts)
    .where(
      and(
        eq(scripts.divisionId, divisionId),
        ne(scripts.id, id),
        or(
          uses(scripts.binaryInstallSettings, 'preExecutionScript'),
          uses(scripts.binaryInstallSettings, 'postExecutionScript'),
          uses(scripts.binaryRunSettings, 'preExecutionScript'),
          uses(scripts.binaryRunSettings, 'postExecutionScript'),
        ),
      ),
    )
    .orderBy(asc(scripts.name), asc(scripts.id));
}

/** A script as the lists answer it: the row, its category names and its attachments' scan states. */
export interface ListedScript {
  row: ScriptRow;
  /** The names of its categories, in the order of its ids (ids of no category of the division left out). */
  categoriesNames: string[];
  /** The scan state of each of its attachments (see {@link aggregateScanStatus}). */
  scanStates: MalwareScanState[];
}

/**
 * Every script of the division, by name, with its category names and its attachments' scan states,
 * in one query: the lists take one round trip instead of three (issue 14).
 */
export async function listScriptsWithDetails(db: Db, divisionId: number): Promise<ListedScript[]> {
  return db
    .select({
      row: scripts,
      // One index lookup of the script's categories, in the order of its ids (not a join per row).
      categoriesNames: sql<string[]>`array(
        select c.name from ${scriptCategories} c
        where c.id = any("scripts"."categories_ids") and c.division_id = "scripts"."division_id"
        order by array_position("scripts"."categories_ids", c.id))`,
      scanStates: sql<MalwareScanState[]>`array(
        select a.scan_status from ${scriptAttachments} a
        where a.division_id = "scripts"."division_id" and a.script_id = "scripts"."id")`,
    })
    .from(scripts)
    .where(eq(scripts.divisionId, divisionId))
    .orderBy(asc(scripts.name), asc(scripts.id));
}

function settings<T>(value: Record<string, unknown> | null): T | null {
  return (value as T | null) ?? null;
}

/** The contract's automation. */
export function toAutomation(
  row: ScriptRow,
  categoryNames: ReadonlyMap<number, string>,
  scanState: MalwareScanState | null | undefined,
): Automation {
  const language = row.language as AutomationLanguage;
  return {
    id: row.id,
    uid: row.uid,
    name: row.name,
    customName: row.customName,
    description: row.description,
    language,
    automationType: automationTypeOf(language),
    deviceType: row.deviceType,
    operatingSystems: row.operatingSystems as Automation['operatingSystems'],
    architecture: row.architecture as Automation['architecture'],
    categoriesIds: row.categoriesIds,
    categoriesNames: row.categoriesIds.flatMap((id) => {
      const name = categoryNames.get(id);
      return name === undefined ? [] : [name];
    }),
    code: row.code,
    parameters: row.parameters,
    scriptParameters: row.scriptParameters,
    scriptVariables: row.scriptVariables as Automation['scriptVariables'],
    useFirstParametersOptionAsDefault: row.useFirstParametersOptionAsDefault,
    defaultRunAs: row.defaultRunAs,
    binaryInstallSettings: settings(row.binaryInstallSettings),
    binaryRunSettings: settings(row.binaryRunSettings),
    fileTransferSettings: settings(row.fileTransferSettings),
    malwareScanStatus: scanState ?? null,
    createdOn: row.createdAt.getTime(),
    updatedOn: row.updatedAt.getTime(),
    createdBy: row.createdBy,
    lastUpdatedBy: row.lastUpdatedBy,
  };
}

/** Attachments by id, of the division. */
export async function findAttachments(
  db: Db,
  divisionId: number,
  ids: readonly number[],
): Promise<AttachmentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(scriptAttachments)
    .where(and(eq(scriptAttachments.divisionId, divisionId), inArray(scriptAttachments.id, [...ids])));
}

/** The contract's attachment (the signed URL is added by the caller when asked for). */
export function toAttachment(row: AttachmentRow, signedUrl?: string | null): AutomationAttachment {
  return {
    id: row.id,
    purpose: row.purpose,
    url: row.url,
    fileName: row.fileName,
    extension: row.extension,
    size: row.size,
    mimeType: row.mimeType,
    signedUrl: signedUrl ?? null,
    scanStatus: row.scanStatus,
  };
}
