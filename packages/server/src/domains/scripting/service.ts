/**
 * The automation library's rules (001 §4–§7.6, 002 §3, §5.4, §6, §7): scripts, copies, app
 * automations (install, run, file transfer), the pre-check, ad hoc runs, run-as choices, templates
 * and script categories. Every handler asks `auth.can` (`createPermissions(session)` of
 * @console/core) before it writes, and checks with the shared validators of
 * `@console/core/validation`, so a refusal is the form's own message and nothing is written.
 */
import {
  type ArchitectureChoice,
  type Automation,
  type AutomationOs,
  architectureFromPayload,
  type Endpoints,
  type InstallOs,
  isZipName,
  LARGE_INSTALLER_FEATURE_FLAG,
  type MessageKey,
  normalizeParameters,
  type OperatingSystem,
  type RunAsOption,
  type ValidationIssue,
  type VariableValue,
  validateAppliedAutomation,
  validateArchitecture,
  validateAutomationName,
  validateHelperFiles,
  validateInstallerFile,
  validateTransferFile,
} from '@console/core';
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import {
  credentials,
  deviceJobs,
  nodes,
  scriptAttachments,
  scriptCategories,
  scripts,
} from '../../db/schema';
import {
  ApiError,
  conflict,
  ensure,
  fieldError,
  invalidReference,
  message,
  notFound,
} from '../../http/errors';
import type { RequestContext } from '../../http/register';
import type { AuthState } from '../../http/state';
import {
  type AttachmentRow,
  findAttachments,
  findScript,
  findScriptUsers,
  listScripts,
  loadCategories,
  REVIEW_STATES,
  SCRIPT_LANGUAGES,
  type ScriptRow,
  scanStatesOf,
  toAutomation,
  toCategory,
} from './queries';
import { SCRIPT_TEMPLATES } from './templates';

type Scripting = Endpoints['scripting'];
type Ctx<K extends keyof Scripting> = RequestContext<Scripting[K]>;
/** What the helpers need of a request. */
type Base = Pick<Ctx<'list'>, 'db' | 'auth' | 'now'>;
type ScriptValues = typeof scripts.$inferInsert;

// ── small helpers ───────────────────────────────────────────────────────────

/** 400 with the catalogue text of a shared validator's issue. */
export function issueError(path: string, issue: ValidationIssue): ApiError {
  return fieldError(path, message(issue.key as MessageKey, issue.params));
}

function userName(auth: AuthState): string {
  return `${auth.user.firstName} ${auth.user.lastName}`.trim() || auth.user.email;
}

function permissionScript(row: Pick<ScriptRow, 'categoriesIds' | 'language'>) {
  return { categoriesIds: row.categoriesIds, language: row.language };
}

async function requireScript(ctx: Base, id: number): Promise<ScriptRow> {
  const row = await findScript(ctx.db, ctx.auth.division.id, id);
  if (!row) throw notFound();
  return row;
}

async function categoryNames(ctx: Base): Promise<Map<number, string>> {
  const rows = await loadCategories(ctx.db, ctx.auth.division.id);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The automation as answered: with its category names and scan state. */
async function answer(ctx: Base, row: ScriptRow) {
  const [names, states] = await Promise.all([
    categoryNames(ctx),
    scanStatesOf(ctx.db, ctx.auth.division.id, [row.id]),
  ]);
  return { resultCode: 'SUCCESS' as const, script: toAutomation(row, names, states.get(row.id)) };
}

/** Categories of the division, deduplicated; 400 for an unknown one. */
async function checkCategories(ctx: Base, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const rows = await ctx.db
    .select({ id: scriptCategories.id })
    .from(scriptCategories)
    .where(and(eq(scriptCategories.divisionId, ctx.auth.division.id), inArray(scriptCategories.id, unique)));
  if (rows.length !== unique.length) throw invalidReference('categoriesIds');
  return unique;
}

/**
 * Permission to save: creating needs `canCreateScripts(categories)`; updating needs
 * `canUpdateScripts` on the automation as it will be (`'update'`, checked before any read) and as
 * it is (the row).
 */
function ensureMaySave(
  auth: AuthState,
  language: string,
  categoriesIds: number[],
  existing: ScriptRow | 'create' | 'update',
) {
  if (existing === 'create') return ensure(auth.can.canCreateScripts(categoriesIds));
  ensure(auth.can.canUpdateScripts({ categoriesIds, language }));
  if (existing !== 'update') ensure(auth.can.canUpdateScripts(permissionScript(existing)));
}

/**
 * The name rule (001 §5) with the shared validator: 409 NAME_ALREADY_IN_USE 'This name already
 * exists' when another automation of the language has it; 400 when too long. With `anyLanguage`
 * every automation counts (002 §5.4: the copy's duplicate-name check).
 */
async function checkName(
  ctx: Base,
  name: string,
  language: string,
  options: { id?: number; anyLanguage?: boolean } = {},
): Promise<void> {
  const rows = await ctx.db
    .select({ id: scripts.id, name: scripts.name, language: scripts.language })
    .from(scripts)
    .where(
      and(
        eq(scripts.divisionId, ctx.auth.division.id),
        options.anyLanguage ? undefined : eq(scripts.language, language),
        sql`lower(btrim(${scripts.name})) = lower(btrim(${name}))`,
      ),
    );
  const existing = rows.map((row) => ({ ...row, language }));
  const issue = validateAutomationName(name, { language, existing, id: options.id ?? null });
  if (issue?.key === 'automation.validation.nameExists') {
    throw conflict('NAME_ALREADY_IN_USE', message('automation.validation.nameExists'));
  }
  if (issue) throw issueError('name', issue);
}

function checkArchitecture(operatingSystems: readonly AutomationOs[], architecture: readonly string[]) {
  const choice: ArchitectureChoice = architectureFromPayload(architecture);
  for (const os of operatingSystems) {
    const issue = validateArchitecture(os, choice);
    if (issue) throw issueError('architecture', issue);
  }
}

function trimmedOrNull(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

// ── run-as (001 §7.6) ───────────────────────────────────────────────────────

const BUILT_IN_RUN_AS: Record<OperatingSystem, readonly { value: string; key: MessageKey }[]> = {
  Windows: [
    { value: 'system', key: 'records.runAs.system' },
    { value: 'loggedonuser', key: 'records.runAs.loggedOnUser' },
    { value: 'PREFERRED_WINDOWS_LOCAL_ADMIN', key: 'records.runAs.windowsLocalAdmin' },
    { value: 'PREFERRED_WINDOWS_DOMAIN_ADMIN', key: 'records.runAs.windowsDomainAdmin' },
  ],
  Mac: [
    { value: 'system', key: 'records.runAs.system' },
    { value: 'loggedonuser', key: 'records.runAs.loggedOnUser' },
    { value: 'PREFERRED_MAC_CREDENTIAL', key: 'records.runAs.macCredential' },
  ],
  Linux: [
    { value: 'system', key: 'records.runAs.system' },
    { value: 'PREFERRED_LINUX_CREDENTIAL', key: 'records.runAs.linuxCredential' },
  ],
};

/**
 * The run-as choices of an OS: the built-in accounts, then the username/password credentials the
 * user may see (division-wide or of a visible organization) as `credential:<id>`.
 */
export async function runAsChoices(ctx: Base, os: OperatingSystem): Promise<RunAsOption[]> {
  const builtIn = BUILT_IN_RUN_AS[os].map((entry) => ({
    value: entry.value,
    label: message(entry.key),
    kind: 'BUILT_IN' as const,
  }));
  const rows = await ctx.db
    .select({ id: credentials.id, name: credentials.name, clientId: credentials.clientId })
    .from(credentials)
    .where(and(eq(credentials.divisionId, ctx.auth.division.id), eq(credentials.credentialType, 'BASIC')))
    .orderBy(asc(sql`lower(${credentials.name})`), asc(credentials.id));
  const stored = rows
    .filter((row) => row.clientId === null || ctx.auth.can.canViewOrganization(row.clientId))
    .map((row) => ({ value: `credential:${row.id}`, label: row.name, kind: 'CREDENTIAL' as const }));
  return [...builtIn, ...stored];
}

/** 400 unless `runAs` is a choice of at least one of the OSes. */
async function checkRunAs(
  ctx: Base,
  operatingSystems: readonly OperatingSystem[],
  runAs: string,
  path: string,
) {
  for (const os of operatingSystems) {
    const choices = await runAsChoices(ctx, os);
    if (choices.some((choice) => choice.value === runAs)) return;
  }
  throw fieldError(path, message('records.runAsUnavailable'));
}

export async function getRunAsOptions(ctx: Ctx<'runAsOptions'>) {
  ensure(ctx.auth.can.isTechnician);
  return runAsChoices(ctx, ctx.params.os);
}

// ── attachments of a save ───────────────────────────────────────────────────

type Purpose = AttachmentRow['purpose'];

interface AttachmentRef {
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
async function checkAttachments(ctx: Base, refs: readonly AttachmentRef[], scriptId: number | null) {
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
async function claimAttachments(ctx: Base, scriptId: number, ids: readonly number[]) {
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
function uploadedFacts(row: AttachmentRow): { name: string; size: number } | undefined {
  return row.url === null ? { name: row.fileName, size: row.size } : undefined;
}

// ── reads ───────────────────────────────────────────────────────────────────

async function readableAutomations(ctx: Base): Promise<Automation[]> {
  ensure(ctx.auth.can.isTechnician);
  const [rows, names, states] = await Promise.all([
    listScripts(ctx.db, ctx.auth.division.id),
    categoryNames(ctx),
    scanStatesOf(ctx.db, ctx.auth.division.id),
  ]);
  return rows
    .filter((row) => ctx.auth.can.canReadScripts(permissionScript(row)))
    .map((row) => toAutomation(row, names, states.get(row.id)));
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

function ownFormError(): ApiError {
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

// ── app automations ─────────────────────────────────────────────────────────

function appFields(body: {
  name: string;
  description?: string | null | undefined;
  scriptParameters: string[];
  useFirstParametersOptionAsDefault: boolean;
}) {
  return {
    name: body.name,
    description: trimmedOrNull(body.description),
    scriptParameters: normalizeParameters(body.scriptParameters),
    useFirstParametersOptionAsDefault: body.useFirstParametersOptionAsDefault,
  };
}

async function insertOrUpdate(
  ctx: Base,
  values: Partial<ScriptValues>,
  existing?: ScriptRow,
): Promise<ScriptRow> {
  const who = userName(ctx.auth);
  if (existing) {
    const [updated] = await ctx.db
      .update(scripts)
      .set({ ...values, updatedAt: ctx.now, lastUpdatedBy: who })
      .where(eq(scripts.id, existing.id))
      .returning();
    if (!updated) throw notFound();
    return updated;
  }
  const [created] = await ctx.db
    .insert(scripts)
    .values({
      ...(values as ScriptValues),
      divisionId: ctx.auth.division.id,
      createdBy: who,
      lastUpdatedBy: who,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  if (!created) throw new Error('insert failed');
  return created;
}

/**
 * What every app-automation save (install, run, file transfer) checks first: the user may create
 * or update this language in the chosen categories, the edited automation exists with this language
 * and may be changed, and the categories exist. Answers the edited row and the checked categories.
 */
async function beginSave(
  ctx: Base,
  language: 'binary_install' | 'binary_run' | 'file_transfer',
  chosen: number[],
  id: number | undefined,
): Promise<{ existing: ScriptRow | undefined; categoriesIds: number[] }> {
  ensureMaySave(ctx.auth, language, chosen, id === undefined ? 'create' : 'update');
  let existing: ScriptRow | undefined;
  if (id !== undefined) {
    existing = await requireScript(ctx, id);
    if (existing.language !== language) throw ownFormError();
    ensureMaySave(ctx.auth, language, chosen, existing);
  }
  return { existing, categoriesIds: await checkCategories(ctx, chosen) };
}

/**
 * A pre- or post-execution script: a script of the division the user may read (else 400 'The
 * selected script does not exist or you cannot use it.'), not an install or run automation (400:
 * the picker hides them, 001 §2.7). Locked FOR SHARE until the save commits, so it cannot be
 * deleted meanwhile (see {@link deleteAutomation}).
 */
async function checkScriptRef(ctx: Base, ref: { scriptId: number } | null | undefined, path: string) {
  if (!ref) return;
  const row = await findScript(ctx.db, ctx.auth.division.id, ref.scriptId, 'share');
  if (!row || !ctx.auth.can.canReadScripts(permissionScript(row)))
    throw fieldError(path, message('automation.errors.scriptUnavailable'));
  if (row.language === 'binary_install' || row.language === 'binary_run')
    throw fieldError(path, message('automation.errors.scriptNotAllowed'));
}

type InstallBody = Ctx<'createInstall'>['body'];

async function saveInstall(ctx: Base, body: InstallBody, id?: number) {
  const { auth } = ctx;
  const { existing, categoriesIds } = await beginSave(ctx, 'binary_install', body.categoriesIds, id);
  await checkName(ctx, body.name, 'binary_install', { id });
  const os = body.operatingSystems[0] as InstallOs;
  const settings = body.binaryInstallSettings;
  await checkRunAs(ctx, [os], settings.runAs, 'binaryInstallSettings.runAs');
  const helperIds = settings.helperFilesAttachmentIds;
  const refs: AttachmentRef[] = [
    {
      id: settings.runnableAttachmentId,
      purpose: 'INSTALLER',
      path: 'binaryInstallSettings.runnableAttachmentId',
    },
    ...helperIds.map((helper) => ({
      id: helper,
      purpose: 'HELPER' as const,
      path: 'binaryInstallSettings.helperFilesAttachmentIds',
    })),
  ];
  if (settings.customIconAttachmentId != null) {
    refs.push({
      id: settings.customIconAttachmentId,
      purpose: 'ICON',
      path: 'binaryInstallSettings.customIconAttachmentId',
    });
  }
  const rows = await checkAttachments(ctx, refs, existing?.id ?? null);
  const installer = rows.get(settings.runnableAttachmentId) as AttachmentRow;
  const installerFacts = uploadedFacts(installer);
  if (installerFacts) {
    const issue = validateInstallerFile(installerFacts, os, {
      largeInstallers: auth.can.hasFeature(LARGE_INSTALLER_FEATURE_FLAG),
    });
    if (issue) throw issueError('binaryInstallSettings.runnableAttachmentId', issue);
  }
  const helperFacts = helperIds.flatMap((helper) => {
    const facts = uploadedFacts(rows.get(helper) as AttachmentRow);
    return facts ? [facts] : [];
  });
  const helperIssue = validateHelperFiles(helperFacts, helperIds.length);
  if (helperIssue) throw issueError('binaryInstallSettings.helperFilesAttachmentIds', helperIssue);
  await checkScriptRef(ctx, settings.preExecutionScript, 'binaryInstallSettings.preExecutionScript');
  await checkScriptRef(ctx, settings.postExecutionScript, 'binaryInstallSettings.postExecutionScript');
  const strip = (ref: typeof settings.preExecutionScript) =>
    ref
      ? {
          scriptId: ref.scriptId,
          parameters: ref.parameters ?? null,
          scriptVariables: ref.scriptVariables ?? [],
        }
      : null;
  const row = await insertOrUpdate(
    ctx,
    {
      ...appFields(body),
      language: 'binary_install',
      operatingSystems: [os],
      architecture: body.architecture,
      categoriesIds,
      binaryInstallSettings: {
        runnableAttachmentId: settings.runnableAttachmentId,
        customIconAttachmentId: settings.customIconAttachmentId ?? null,
        helperFilesAttachmentIds: helperIds,
        // 001 §4: without a pre-script the option is off.
        cancelOnPreScriptFail: settings.preExecutionScript ? settings.cancelOnPreScriptFail : false,
        preExecutionScript: strip(settings.preExecutionScript),
        postExecutionScript: strip(settings.postExecutionScript),
        runAs: settings.runAs,
      },
    },
    existing,
  );
  await claimAttachments(
    ctx,
    row.id,
    refs.map((ref) => ref.id),
  );
  return answer(ctx, row);
}

/** POST /scripting/scripts/upload-application. */
export function createInstall(ctx: Ctx<'createInstall'>) {
  return saveInstall(ctx, ctx.body);
}

/** PUT /scripting/scripts/upload-application. */
export function updateInstall(ctx: Ctx<'updateInstall'>) {
  return saveInstall(ctx, ctx.body, ctx.body.id);
}

type RunBody = Ctx<'createRun'>['body'];

async function saveRun(ctx: Base, body: RunBody, id?: number) {
  const { existing, categoriesIds } = await beginSave(ctx, 'binary_run', body.categoriesIds, id);
  checkArchitecture(body.operatingSystems, body.architecture);
  await checkRunAs(ctx, body.operatingSystems, body.binaryRunSettings.runAs, 'binaryRunSettings.runAs');
  const row = await insertOrUpdate(
    ctx,
    {
      ...appFields(body),
      language: 'binary_run',
      operatingSystems: body.operatingSystems,
      architecture: body.architecture,
      categoriesIds,
      binaryRunSettings: {
        runnableLocalPath: body.binaryRunSettings.runnableLocalPath,
        runAs: body.binaryRunSettings.runAs,
      },
    },
    existing,
  );
  return answer(ctx, row);
}

/** POST /scripting/scripts/run-application (001 §5: name and path required). */
export function createRun(ctx: Ctx<'createRun'>) {
  return saveRun(ctx, ctx.body);
}

/** PUT /scripting/scripts/run-application. */
export function updateRun(ctx: Ctx<'updateRun'>) {
  return saveRun(ctx, ctx.body, ctx.body.id);
}

type FileTransferBody = Ctx<'createFileTransfer'>['body'];

async function saveFileTransfer(ctx: Base, body: FileTransferBody, id?: number) {
  const { existing, categoriesIds } = await beginSave(ctx, 'file_transfer', body.categoriesIds, id);
  await checkName(ctx, body.name, 'file_transfer', { id });
  checkArchitecture(body.operatingSystems, body.architecture);
  const settings = body.fileTransferSettings;
  await checkRunAs(ctx, body.operatingSystems, settings.runAs, 'fileTransferSettings.runAs');
  const refs: AttachmentRef[] = [
    { id: settings.attachmentId, purpose: 'FILE_TRANSFER', path: 'fileTransferSettings.attachmentId' },
  ];
  if (settings.customIconAttachmentId != null) {
    refs.push({
      id: settings.customIconAttachmentId,
      purpose: 'ICON',
      path: 'fileTransferSettings.customIconAttachmentId',
    });
  }
  const rows = await checkAttachments(ctx, refs, existing?.id ?? null);
  const file = rows.get(settings.attachmentId) as AttachmentRow;
  const facts = uploadedFacts(file);
  if (facts) {
    const issue = validateTransferFile(facts);
    if (issue) throw issueError('fileTransferSettings.attachmentId', issue);
  }
  const row = await insertOrUpdate(
    ctx,
    {
      name: body.name,
      description: trimmedOrNull(body.description),
      language: 'file_transfer',
      operatingSystems: body.operatingSystems,
      architecture: body.architecture,
      categoriesIds,
      scriptParameters: [],
      fileTransferSettings: {
        attachmentId: settings.attachmentId,
        customIconAttachmentId: settings.customIconAttachmentId ?? null,
        destination: settings.destination,
        runAs: settings.runAs,
        // 001 §4: Expand is offered only for a .zip file or URL.
        expand: settings.expand && isZipName(file.url ?? file.fileName),
      },
    },
    existing,
  );
  await claimAttachments(
    ctx,
    row.id,
    refs.map((ref) => ref.id),
  );
  return answer(ctx, row);
}

/** POST /scripting/scripts/file-transfer. */
export function createFileTransfer(ctx: Ctx<'createFileTransfer'>) {
  return saveFileTransfer(ctx, ctx.body);
}

/** PUT /scripting/scripts/file-transfer. */
export function updateFileTransfer(ctx: Ctx<'updateFileTransfer'>) {
  return saveFileTransfer(ctx, ctx.body, ctx.body.id);
}

/**
 * POST /scripting/scripts/mfa-pre-upload (001 §4, §7.6): the checks the save will make before any
 * file is sent: permission, categories, name, OS and architecture, run-as. Writes nothing.
 */
export async function preCheck(ctx: Ctx<'preCheck'>) {
  const { body } = ctx;
  await beginSave(ctx, body.language, body.categoriesIds, body.id);
  await checkName(ctx, body.name, body.language, { id: body.id });
  const os = body.operatingSystems[0] as OperatingSystem;
  if (body.language === 'binary_install' && os === 'Linux') {
    throw fieldError('operatingSystems', message('automation.validation.invalidArchitecture'));
  }
  checkArchitecture([os], body.architecture);
  await checkRunAs(ctx, [os], body.runAs, 'runAs');
  return { resultCode: 'SUCCESS' as const };
}

// ── ad hoc run (002 §7) ─────────────────────────────────────────────────────

/**
 * POST /scripting/scripts/{id}/run: `canRunScripts`, each device visible; an automation under
 * review cannot run (422). The apply-parameters rules (001 §5) are checked with the shared
 * validator. Each device gets a job 'User {{appUserName}} requested start of automation {{scriptName}}'.
 */
export async function runAutomation(ctx: Ctx<'run'>) {
  const { body, auth } = ctx;
  const row = await requireScript(ctx, ctx.params.id);
  ensure(auth.can.canRunScripts(permissionScript(row)));
  const state = (await scanStatesOf(ctx.db, auth.division.id, [row.id])).get(row.id);
  if (state && REVIEW_STATES.has(state)) {
    throw new ApiError(422, 'AUTOMATION_UNDER_REVIEW', message('records.automationUnderReview'));
  }
  const values: Record<string, VariableValue> = {};
  for (const [key, value] of Object.entries(body.parameters)) {
    if (
      typeof value === 'string' ||
      typeof value === 'number' ||
      typeof value === 'boolean' ||
      value === null
    ) {
      values[key] = value;
    } else if (Array.isArray(value)) values[key] = value.map(String);
  }
  for (const variable of body.scriptVariables) {
    const key = variable.calculatedName || variable.name;
    if (values[key] === undefined && variable.value !== undefined)
      values[key] = variable.value as VariableValue;
  }
  const issues = validateAppliedAutomation({
    runAs: body.parameters.runAs,
    language: row.language,
    variables: row.scriptVariables as {
      name: string;
      calculatedName?: string;
      type: string;
      required?: boolean;
    }[],
    values,
  });
  const [first] = Object.entries(issues);
  if (first) throw issueError(first[0] === 'runAs' ? 'parameters.runAs' : `parameters.${first[0]}`, first[1]);
  await checkRunAs(ctx, row.operatingSystems as OperatingSystem[], body.parameters.runAs, 'parameters.runAs');
  const nodeIds = [...new Set(body.nodeIds)];
  const found = await ctx.db
    .select({
      id: nodes.id,
      clientId: nodes.clientId,
      nodeClass: nodes.nodeClass,
      nodeRoleId: nodes.nodeRoleId,
    })
    .from(nodes)
    .where(and(eq(nodes.divisionId, auth.division.id), inArray(nodes.id, nodeIds)));
  if (found.length !== nodeIds.length) throw invalidReference('nodeIds');
  for (const node of found) ensure(auth.can.canViewDevice(node));
  const name = message('records.job.adhocAutomation', { appUserName: userName(auth), scriptName: row.name });
  const created = await ctx.db
    .insert(deviceJobs)
    .values(
      found.map((node) => ({
        divisionId: auth.division.id,
        clientId: node.clientId,
        nodeId: node.id,
        jobType: 'SCRIPT',
        name,
        status: 'QUEUED' as const,
        startedAt: ctx.now,
      })),
    )
    .returning({ id: deviceJobs.id });
  return { resultCode: 'SUCCESS' as const, jobIds: created.map((job) => job.id) };
}

// ── categories (002 §3, §7) ─────────────────────────────────────────────────

function categoryTarget(id: number) {
  return { categoriesIds: [id], language: 'script' };
}

async function requireCategory(ctx: Base, id: number) {
  const [row] = await ctx.db
    .select()
    .from(scriptCategories)
    .where(and(eq(scriptCategories.id, id), eq(scriptCategories.divisionId, ctx.auth.division.id)));
  if (!row) throw notFound();
  return row;
}

async function categoryNameTaken(ctx: Base, name: string, exceptId?: number) {
  const rows = await ctx.db
    .select({ id: scriptCategories.id })
    .from(scriptCategories)
    .where(
      and(
        eq(scriptCategories.divisionId, ctx.auth.division.id),
        sql`lower(${scriptCategories.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(scriptCategories.id, exceptId),
      ),
    );
  return rows.length > 0;
}

const internalCategory = () =>
  new ApiError(422, 'SCRIPT_CATEGORY_INTERNAL', message('records.scriptCategoryInternal'));

/** GET /scripting/categories: id 1 first, then by name; internal ones keep their internal name. */
export async function listCategories(ctx: Ctx<'categories'>) {
  ensure(ctx.auth.can.isTechnician);
  return (await loadCategories(ctx.db, ctx.auth.division.id)).map(toCategory);
}

/** POST /scripting/categories: a grant to create automations in every category (`canCreateScripts([])`). */
export async function createCategory(ctx: Ctx<'createCategory'>) {
  ensure(ctx.auth.can.canCreateScripts([]));
  if (await categoryNameTaken(ctx, ctx.body.name)) {
    throw conflict('NAME_ALREADY_IN_USE', message('records.nameInUse'));
  }
  const [row] = await ctx.db
    .insert(scriptCategories)
    .values({ divisionId: ctx.auth.division.id, name: ctx.body.name, internal: false })
    .returning();
  if (!row) throw new Error('insert failed');
  return toCategory(row);
}

/** PUT /scripting/categories: `canUpdateScripts` on the category; internal ones cannot be renamed. */
export async function updateCategory(ctx: Ctx<'updateCategory'>) {
  const row = await requireCategory(ctx, ctx.body.id);
  ensure(ctx.auth.can.canUpdateScripts(categoryTarget(row.id)));
  if (row.internal) throw internalCategory();
  if (await categoryNameTaken(ctx, ctx.body.name, row.id)) {
    throw conflict('NAME_ALREADY_IN_USE', message('records.nameInUse'));
  }
  const [updated] = await ctx.db
    .update(scriptCategories)
    .set({ name: ctx.body.name })
    .where(eq(scriptCategories.id, row.id))
    .returning();
  if (!updated) throw notFound();
  return toCategory(updated);
}

/**
 * DELETE /scripting/categories/{id} (204): `canDeleteScripts` on the category; internal ones
 * cannot be deleted. Its automations lose it; those left without a category go to Uncategorized.
 */
export async function deleteCategory(ctx: Ctx<'deleteCategory'>) {
  const row = await requireCategory(ctx, ctx.params.id);
  ensure(ctx.auth.can.canDeleteScripts(categoryTarget(row.id)));
  if (row.internal) throw internalCategory();
  const divisionId = ctx.auth.division.id;
  const [uncategorized] = await ctx.db
    .select({ id: scriptCategories.id })
    .from(scriptCategories)
    .where(
      and(
        eq(scriptCategories.divisionId, divisionId),
        eq(scriptCategories.internal, true),
        eq(scriptCategories.name, 'Uncategorized'),
      ),
    );
  // Automations of this category only go to Uncategorized; the others just lose it.
  await ctx.db
    .update(scripts)
    .set({ categoriesIds: uncategorized ? [uncategorized.id] : [] })
    .where(
      and(eq(scripts.divisionId, divisionId), sql`${scripts.categoriesIds} = ARRAY[${row.id}]::integer[]`),
    );
  await ctx.db
    .update(scripts)
    .set({ categoriesIds: sql`array_remove(${scripts.categoriesIds}, ${row.id})` })
    .where(and(eq(scripts.divisionId, divisionId), sql`${row.id} = ANY(${scripts.categoriesIds})`));
  await ctx.db.delete(scriptCategories).where(eq(scriptCategories.id, row.id));
}
