/**
 * App automations (001 §7.6): install, run and file transfer, and the pre-check that makes the
 * save's checks before any file is sent.
 */
import {
  type InstallOs,
  isZipName,
  LARGE_INSTALLER_FEATURE_FLAG,
  normalizeParameters,
  type OperatingSystem,
  validateHelperFiles,
  validateInstallerFile,
  validateTransferFile,
} from '@console/core';
import { eq } from 'drizzle-orm';
import { scripts } from '../../db/schema';
import { fieldError, message, notFound } from '../../http/errors';
import { type AttachmentRow, findScript, type ScriptRow } from './queries';
import { checkRunAs } from './run-as';
import { type AttachmentRef, checkAttachments, claimAttachments, uploadedFacts } from './save-attachments';
import { deleteAutomation, ownFormError } from './scripts-service';
import {
  answer,
  type Base,
  type Ctx,
  checkArchitecture,
  checkCategories,
  checkName,
  ensureMaySave,
  issueError,
  permissionScript,
  requireScript,
  type ScriptValues,
  trimmedOrNull,
  userName,
} from './service-context';

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
 * The end of every app-automation save: insert or update the row, give the automation the files it
 * now refers to (and release those it no longer does) when it carries files, and answer the saved
 * automation.
 */
async function writeAndAnswer(
  ctx: Base,
  values: Partial<ScriptValues>,
  existing: ScriptRow | undefined,
  attachmentIds?: readonly number[],
) {
  const row = await insertOrUpdate(ctx, values, existing);
  if (attachmentIds) await claimAttachments(ctx, row.id, attachmentIds);
  return answer(ctx, row);
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
  return writeAndAnswer(
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
    refs.map((ref) => ref.id),
  );
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
  return writeAndAnswer(
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
  return writeAndAnswer(
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
    refs.map((ref) => ref.id),
  );
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
