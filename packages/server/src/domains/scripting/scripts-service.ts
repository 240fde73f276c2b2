/**
 * Scripts (001 §4–§7.6, 002 §5.4, §6): the reads (lists out of review, one automation, the
 * templates), create, update, delete (refused while another automation uses it) and copy.
 */
import { type Automation, normalizeParameters } from '@console/core';
import { eq } from 'drizzle-orm';
import { scriptAttachments, scripts } from '../../db/schema';
import { type ApiError, conflict, ensure, fieldError, message, notFound } from '../../http/errors';
import type { AuthState } from '../../http/state';
import {
  aggregateScanStatus,
  findScript,
  findScriptUsers,
  listScriptsWithDetails,
  REVIEW_STATES,
  SCRIPT_LANGUAGES,
  type ScriptRow,
  toAutomation,
} from './queries';
import { checkRunAs } from './run-as';
import {
  answer,
  type Base,
  type Ctx,
  checkArchitecture,
  checkCategories,
  checkName,
  ensureMaySave,
  permissionScript,
  requireScript,
  type ScriptValues,
  trimmedOrNull,
  userName,
} from './service-context';
import { SCRIPT_TEMPLATES } from './templates';

// ── reads ───────────────────────────────────────────────────────────────────

/** The lists read category names with the scripts (`listScriptsWithDetails`). */
const NO_NAMES: ReadonlyMap<number, string> = new Map();

async function readableAutomations(ctx: Base): Promise<Automation[]> {
  ensure(ctx.auth.can.isTechnician);
  const listed = await listScriptsWithDetails(ctx.db, ctx.auth.division.id);
  return listed
    .filter(({ row }) => ctx.auth.can.canReadScripts(permissionScript(row)))
    .map(({ row, categoriesNames, scanStates }) => ({
      ...toAutomation(row, NO_NAMES, aggregateScanStatus(scanStates)),
      categoriesNames,
    }));
}

/** GET /scripting/scripts: every automation the user may read, out of review. */
export async function listAutomations(ctx: Ctx<'list'>) {
  const all = await readableAutomations(ctx);
  return all.filter((automation) => !REVIEW_STATES.has(automation.malwareScanStatus ?? 'SUCCESS'));
}

/** GET /scripting/scripts/malwareScanStatus/{status}: the readable automations in that review state. */
export async function listByScanStatus(ctx: Ctx<'malwareScanStatus'>) {
  const all = await readableAutomations(ctx);
  return all.filter((automation) => automation.malwareScanStatus === ctx.params.status);
}

/** GET /scripting/scripts/{id}: editing needs only read permission (002 §6). */
export async function getAutomation(ctx: Ctx<'get'>) {
  const row = await requireScript(ctx, ctx.params.id);
  ensure(ctx.auth.can.canReadScripts(permissionScript(row)));
  return answer(ctx, row);
}

/** GET /scripting/templates. */
export async function listTemplates(ctx: Ctx<'templates'>) {
  ensure(ctx.auth.can.canReadAtLeastOneScript || ctx.auth.can.canCreateAtLeastOneScript);
  return [...SCRIPT_TEMPLATES].sort((a, b) => a.name.localeCompare(b.name));
}

// ── scripts ─────────────────────────────────────────────────────────────────

export function ownFormError(): ApiError {
  return fieldError('language', message('records.automationOwnForm'));
}

/** POST /scripting/scripts: a script (native and app automations have their own routes). */
export async function createAutomation(ctx: Ctx<'create'>) {
  const { body, auth } = ctx;
  ensure(auth.can.canCreateScripts(body.categoriesIds));
  if (!SCRIPT_LANGUAGES.has(body.language)) throw ownFormError();
  const categoriesIds = await checkCategories(ctx, body.categoriesIds);
  checkArchitecture(body.operatingSystems, body.architecture);
  if (body.defaultRunAs) await checkRunAs(ctx, body.operatingSystems, body.defaultRunAs, 'defaultRunAs');
  const [row] = await ctx.db
    .insert(scripts)
    .values({
      ...scriptFields(body, categoriesIds),
      divisionId: auth.division.id,
      createdBy: userName(auth),
      lastUpdatedBy: userName(auth),
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return answer(ctx, row);
}

function scriptFields(body: Ctx<'create'>['body'], categoriesIds: number[]) {
  return {
    name: body.name,
    description: trimmedOrNull(body.description),
    language: body.language,
    operatingSystems: [...new Set(body.operatingSystems)],
    architecture: body.architecture,
    categoriesIds,
    code: body.code ?? null,
    deviceType: body.deviceType ?? null,
    parameters: body.parameters ?? null,
    customName: trimmedOrNull(body.customName),
    scriptParameters: normalizeParameters(body.scriptParameters),
    scriptVariables: body.scriptVariables,
    useFirstParametersOptionAsDefault: body.useFirstParametersOptionAsDefault,
    defaultRunAs: body.defaultRunAs ?? null,
  } satisfies Partial<ScriptValues>;
}

/**
 * PUT /scripting/scripts: a script, or the categories edit of a native automation (002 §7: only
 * its categories change; deviceType, parameters, customName and code are kept).
 */
export async function updateAutomation(ctx: Ctx<'update'>) {
  const { body, auth } = ctx;
  ensure(auth.can.canUpdateScripts({ categoriesIds: body.categoriesIds, language: body.language }));
  const row = await requireScript(ctx, body.id);
  ensureMaySave(auth, row.language, body.categoriesIds, row);
  if (row.language === 'native') {
    if (body.language !== 'native') throw ownFormError();
    const categoriesIds = await checkCategories(ctx, body.categoriesIds);
    const [updated] = await ctx.db
      .update(scripts)
      .set({ categoriesIds, updatedAt: ctx.now, lastUpdatedBy: userName(auth) })
      .where(eq(scripts.id, row.id))
      .returning();
    if (!updated) throw notFound();
    return answer(ctx, updated);
  }
  if (!SCRIPT_LANGUAGES.has(row.language) || !SCRIPT_LANGUAGES.has(body.language)) throw ownFormError();
  const categoriesIds = await checkCategories(ctx, body.categoriesIds);
  checkArchitecture(body.operatingSystems, body.architecture);
  if (body.defaultRunAs) await checkRunAs(ctx, body.operatingSystems, body.defaultRunAs, 'defaultRunAs');
  const [updated] = await ctx.db
    .update(scripts)
    .set({ ...scriptFields(body, categoriesIds), updatedAt: ctx.now, lastUpdatedBy: userName(auth) })
    .where(eq(scripts.id, row.id))
    .returning();
  if (!updated) throw notFound();
  return answer(ctx, updated);
}

/** How many names of the automations using a script the in-use refusal lists before "and N more". */
export const IN_USE_NAMES_SHOWN = 5;

/**
 * The 409 AUTOMATION_IN_USE refusal: 'This automation is used by {{names}}. Remove it from them
 * first.' with the names the user may read, sorted, at most {@link IN_USE_NAMES_SHOWN}, the rest
 * (and the unreadable ones) counted as 'and N more'; 'other automations' when none is readable.
 */
export function inUseError(auth: AuthState, users: readonly ScriptRow[]): ApiError {
  const readable = users
    .filter((user) => auth.can.canReadScripts(permissionScript(user)))
    .map((user) => user.name)
    .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b));
  const shown = readable.slice(0, IN_USE_NAMES_SHOWN);
  const more = users.length - shown.length;
  const list = shown.join(', ');
  const names =
    shown.length === 0
      ? message('automation.errors.inUseHidden')
      : more > 0
        ? message('automation.errors.inUseMore', { names: list, count: more })
        : list;
  return conflict('AUTOMATION_IN_USE', message('automation.errors.inUse', { names }));
}

/**
 * DELETE /scripting/scripts/{id}: `canDeleteScripts` (never a native automation); refused with
 * 409 AUTOMATION_IN_USE while an install automation names it as pre- or post-script (chosen: the
 * spec is silent; nothing is written). Its files are swept.
 */
export async function deleteAutomation(ctx: Ctx<'delete'>) {
  const row = await requireScript(ctx, ctx.params.id);
  ensure(ctx.auth.can.canDeleteScripts(permissionScript(row)));
  // Locked first, so a save naming it (which locks it FOR SHARE) either committed before this
  // check sees its users or waits and then finds it gone.
  await findScript(ctx.db, ctx.auth.division.id, row.id, 'update');
  const users = await findScriptUsers(ctx.db, ctx.auth.division.id, row.id);
  if (users.length > 0) throw inUseError(ctx.auth, users);
  await ctx.db
    .update(scriptAttachments)
    .set({ scriptId: null })
    .where(eq(scriptAttachments.scriptId, row.id));
  await ctx.db.delete(scripts).where(eq(scripts.id, row.id));
  return { resultCode: 'SUCCESS' as const };
}

/**
 * POST /scripting/scripts/copy (001 §7.6, 002 §5.4): `canCopyScript` (not native, install or run);
 * the name must be free among every automation. A file transfer's copy gets its own attachment
 * rows over the same stored files.
 */
export async function copyAutomation(ctx: Ctx<'copy'>) {
  const { body, auth } = ctx;
  const source = await requireScript(ctx, body.fromId);
  ensure(auth.can.canCopyScript(permissionScript(source)));
  await checkName(ctx, body.name, source.language, { anyLanguage: true });
  const { id: _id, uid: _uid, createdAt: _created, updatedAt: _updated, ...fields } = source;
  const [copy] = await ctx.db
    .insert(scripts)
    .values({
      ...fields,
      name: body.name,
      createdBy: userName(auth),
      lastUpdatedBy: userName(auth),
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  if (!copy) throw new Error('insert failed');
  const attachments = await ctx.db
    .select()
    .from(scriptAttachments)
    .where(eq(scriptAttachments.scriptId, source.id));
  if (attachments.length > 0) {
    const remap = new Map<number, number>();
    for (const attachment of attachments) {
      const { id, createdAt: _at, ...rest } = attachment;
      const [duplicate] = await ctx.db
        .insert(scriptAttachments)
        .values({ ...rest, scriptId: copy.id })
        .returning({ id: scriptAttachments.id });
      if (duplicate) remap.set(id, duplicate.id);
    }
    const settings = source.fileTransferSettings;
    if (settings) {
      const mapped = { ...settings };
      for (const key of ['attachmentId', 'customIconAttachmentId'] as const) {
        const value = settings[key];
        if (typeof value === 'number') mapped[key] = remap.get(value) ?? null;
      }
      await ctx.db.update(scripts).set({ fileTransferSettings: mapped }).where(eq(scripts.id, copy.id));
    }
  }
  return { id: copy.id, language: copy.language as Automation['language'] };
}
