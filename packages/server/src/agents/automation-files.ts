/**
 * The device job payloads of file transfer and install automations (001 §3, issue 13): the stored
 * file goes to the agent as a short-lived signed link with its SHA-256 (the agent refuses other
 * bytes), named by its attachment so that the gateway signs the link again each time it offers
 * the job (a job may wait long in the queue for its device). An install carries its pre- and
 * post-scripts (their code, parameters and variables), cancelOnPreScriptFail and its helper files
 * (`helperFilesAttachmentIds`: each a signed link with its SHA-256, signed again at each offer too).
 */
import type {
  AgentFile,
  AgentVariableValue,
  DeviceJobPayloadInput,
  InstallScript,
  scriptLanguages,
} from '@console/core';
import { MAX_INSTALL_HELPER_FILES } from '@console/core/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { scriptAttachments, scripts } from '../db/schema';
import { message, refused } from '../http/errors';
import { splitCommandLine } from './automation-payload';
import type { JobOffer } from './device-jobs';

/** Signs the download link of a stored attachment (the automation library's signer). */
export interface AttachmentLinkSigner {
  sign(attachment: { id: number; resourceId: string }, now: Date): { signedUrl: string };
}

/** The automation fields the payload of a file transfer or an install is built from. */
export interface AppAutomationForPayload {
  language: string;
  binaryInstallSettings: Record<string, unknown> | null;
  fileTransferSettings: Record<string, unknown> | null;
}

const fileUnavailable = () => refused('INVALID_REFERENCE', message('agent.job.fileUnavailable'));

/** The stored, scanned file of an attachment as the agent downloads it; 422 when there is none. */
async function agentFileOf(
  db: Db,
  divisionId: number,
  attachmentId: unknown,
  signer: AttachmentLinkSigner | undefined,
  now: Date,
): Promise<AgentFile> {
  if (typeof attachmentId !== 'number' || !signer) throw fileUnavailable();
  const [row] = await db
    .select()
    .from(scriptAttachments)
    .where(and(eq(scriptAttachments.id, attachmentId), eq(scriptAttachments.divisionId, divisionId)));
  if (!row?.resourceId || !row.sha256 || row.scanStatus !== 'SUCCESS') throw fileUnavailable();
  return {
    url: signer.sign({ id: row.id, resourceId: row.resourceId }, now).signedUrl,
    attachmentId: row.id,
    sha256: row.sha256,
    fileName: row.fileName || `file${row.extension ? `.${row.extension}` : ''}`,
    sizeBytes: row.size,
  };
}

/** A script reference of the install settings (`{ scriptId, parameters, scriptVariables }`). */
interface ScriptRefValue {
  scriptId?: unknown;
  parameters?: unknown;
  scriptVariables?: unknown;
}

/** The variables a script reference sets: each variable's value by its calculated name (or name). */
function refVariables(ref: ScriptRefValue): Record<string, AgentVariableValue> {
  const values: Record<string, AgentVariableValue> = {};
  if (!Array.isArray(ref.scriptVariables)) return values;
  for (const variable of ref.scriptVariables as Record<string, unknown>[]) {
    const key = (variable.calculatedName || variable.name) as string | undefined;
    const value = variable.value;
    if (!key || value === undefined) continue;
    if (Array.isArray(value)) values[key] = value.map(String);
    else if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      values[key] = value as AgentVariableValue;
  }
  return values;
}

/** The pre- or post-script of an install as the agent runs it; undefined when none is set. */
async function installScriptOf(
  db: Db,
  divisionId: number,
  ref: unknown,
  runAs: string,
): Promise<InstallScript | undefined> {
  const value = ref as ScriptRefValue | null | undefined;
  if (!value || typeof value.scriptId !== 'number') return undefined;
  const [row] = await db
    .select({ language: scripts.language, code: scripts.code })
    .from(scripts)
    .where(and(eq(scripts.id, value.scriptId), eq(scripts.divisionId, divisionId)));
  if (!row) throw fileUnavailable();
  return {
    language: row.language as (typeof scriptLanguages)[number],
    body: row.code ?? '',
    parameters: splitCommandLine(typeof value.parameters === 'string' ? value.parameters : ''),
    variables: refVariables(value),
    runAs,
  };
}

/**
 * The payload of a file transfer or install automation run ad hoc, or undefined for another kind.
 * 422 when its file is not stored and scanned (a URL not fetched yet, a failed scan).
 * @example await appAutomationPayload(db, divisionId, row, { runAs: 'system' }, signer, now)
 */
export async function appAutomationPayload(
  db: Db,
  divisionId: number,
  row: AppAutomationForPayload,
  parameters: { runAs: string; scriptParam?: string | undefined },
  signer: AttachmentLinkSigner | undefined,
  now: Date,
): Promise<DeviceJobPayloadInput | undefined> {
  if (row.language === 'file_transfer' && row.fileTransferSettings) {
    const settings = row.fileTransferSettings;
    return {
      kind: 'file-transfer',
      file: await agentFileOf(db, divisionId, settings.attachmentId, signer, now),
      destination: String(settings.destination ?? ''),
      expandZip: settings.expand === true,
      runAs: parameters.runAs,
    };
  }
  if (row.language === 'binary_install' && row.binaryInstallSettings) {
    const settings = row.binaryInstallSettings;
    const preScript = await installScriptOf(db, divisionId, settings.preExecutionScript, parameters.runAs);
    const postScript = await installScriptOf(db, divisionId, settings.postExecutionScript, parameters.runAs);
    const helperIds = Array.isArray(settings.helperFilesAttachmentIds)
      ? settings.helperFilesAttachmentIds.slice(0, MAX_INSTALL_HELPER_FILES)
      : [];
    const helperFiles: AgentFile[] = [];
    for (const id of helperIds) helperFiles.push(await agentFileOf(db, divisionId, id, signer, now));
    return {
      kind: 'install-application',
      installer: await agentFileOf(db, divisionId, settings.runnableAttachmentId, signer, now),
      helperFiles,
      arguments: splitCommandLine(parameters.scriptParam ?? ''),
      ...(preScript ? { preScript } : {}),
      ...(postScript ? { postScript } : {}),
      cancelOnPreScriptFail: settings.cancelOnPreScriptFail === true && !!preScript,
      runAs: parameters.runAs,
    };
  }
  return undefined;
}

/** The files of an offered payload that name a stored attachment (the installer's helpers too). */
function offeredFiles(payload: Record<string, unknown>): AgentFile[] {
  let files: unknown[] = [];
  if (payload.kind === 'file-transfer') files = [payload.file];
  if (payload.kind === 'install-application')
    files = [payload.installer, ...(Array.isArray(payload.helperFiles) ? payload.helperFiles : [])];
  return files.filter(
    (file): file is AgentFile => !!file && typeof (file as AgentFile).attachmentId === 'number',
  );
}

/**
 * Signs the links of the offered jobs' files again, now (in place), so the agent gets a fresh
 * short-lived link. A file whose attachment is gone keeps its old link (the agent's download
 * then fails and the job with it).
 */
export async function signOfferedFiles(
  db: Db,
  offers: readonly JobOffer[],
  signer: AttachmentLinkSigner | undefined,
  now: Date,
): Promise<void> {
  if (!signer) return;
  const files = offers.flatMap((offer) => offeredFiles(offer.payload));
  if (files.length === 0) return;
  const rows = await db
    .select({ id: scriptAttachments.id, resourceId: scriptAttachments.resourceId })
    .from(scriptAttachments)
    .where(
      inArray(
        scriptAttachments.id,
        files.map((file) => file.attachmentId as number),
      ),
    );
  const resourceOf = new Map(rows.map((row) => [row.id, row.resourceId]));
  for (const file of files) {
    const resourceId = resourceOf.get(file.attachmentId as number);
    if (resourceId) file.url = signer.sign({ id: file.attachmentId as number, resourceId }, now).signedUrl;
  }
}
