import { z } from 'zod';
import { defineEndpoint } from '../define';
import {
  attachmentFromUrlSchema,
  attachmentRegisterSchema,
  attachmentUploadAnswerSchema,
  attachmentUploadFieldsSchema,
  automationAnswerSchema,
  automationAttachmentSchema,
  automationCopyAnswerSchema,
  automationCopySchema,
  automationInputSchema,
  automationPreCheckSchema,
  automationRunSchema,
  automationSchema,
  automationUpdateSchema,
  binaryInstallInputSchema,
  binaryInstallUpdateSchema,
  binaryRunInputSchema,
  binaryRunUpdateSchema,
  fileTransferAttachmentsSchema,
  fileTransferInputSchema,
  fileTransferUpdateSchema,
  installAttachmentsSchema,
  malwareScanStatusSchema,
  operatingSystemSchema,
  runAsOptionSchema,
  scriptCategoryInputSchema,
  scriptCategorySchema,
  scriptCategoryUpdateSchema,
  signedUrlAnswerSchema,
} from '../entities/automation';
import { idParamsSchema, successAnswerSchema } from '../entities/common';

/**
 * The automation library (001 §7.6, 002 §7). Paths shown by the spec are used as they are; the
 * ones it leaves "not shown" are chosen in the same style and marked so.
 *
 * Rules every route follows (docs/protocol.md):
 * - permissions per script category with `createPermissions(session)`: listing filters to
 *   `canReadScripts`; creating needs `canCreateScripts(categoriesIds)`; updating
 *   `canUpdateScripts`; deleting `canDeleteScripts` (never a native automation); copying
 *   `canCopyScript` (never native, binary_install or binary_run); anything else 403 FORBIDDEN;
 * - the bodies are validated by the schemas below, whose refinements are the shared validators of
 *   `@console/core/validation` (paths, names, files, parameters): 400 VALIDATION_ERROR with the
 *   catalogue text, nothing written;
 * - a name already used by another automation of the same language (binary_install,
 *   file_transfer; compared trimmed and case-insensitively) is 409 NAME_ALREADY_IN_USE with the
 *   text 'This name already exists';
 * - an automation with uploaded files is saved with `malwareScanStatus: 'PROCESSING'` and leaves
 *   review after the scan (SUCCESS) or stays listed as INFECTED or FAILED.
 */
export const scriptingEndpoints = {
  /** Every automation the user may read, out of review (path not shown in the spec: chosen). */
  list: defineEndpoint({
    method: 'GET',
    path: '/scripting/scripts',
    summary: 'Automations',
    response: z.array(automationSchema),
    tag: 'scripting',
  }),
  /** One automation by id (chosen path), for the editors. */
  get: defineEndpoint({
    method: 'GET',
    path: '/scripting/scripts/{id}',
    summary: 'Get an automation',
    params: idParamsSchema,
    response: automationAnswerSchema,
    tag: 'scripting',
  }),
  /** Creates a script (and any automation without files). */
  create: defineEndpoint({
    method: 'POST',
    path: '/scripting/scripts',
    summary: 'Create an automation',
    body: automationInputSchema,
    response: automationAnswerSchema,
    tag: 'scripting',
  }),
  /**
   * Updates an automation. The categories editor of a native automation sends the automation with
   * its deviceType, parameters and customName kept, the new categoriesIds and an empty code (002 §7).
   */
  update: defineEndpoint({
    method: 'PUT',
    path: '/scripting/scripts',
    summary: 'Update an automation',
    body: automationUpdateSchema,
    response: automationAnswerSchema,
    tag: 'scripting',
  }),
  /** Deletes an automation (not a native one: 403). */
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/scripting/scripts/{id}',
    summary: 'Delete an automation',
    params: idParamsSchema,
    response: successAnswerSchema,
    tag: 'scripting',
  }),
  /** Copies an automation under a new name (001 §7.6): answers the copy's id and language. */
  copy: defineEndpoint({
    method: 'POST',
    path: '/scripting/scripts/copy',
    summary: 'Copy an automation',
    body: automationCopySchema,
    response: automationCopyAnswerSchema,
    tag: 'scripting',
  }),
  /**
   * Automations whose files have a malware scan status (001 §7.6). The Under review tab asks for
   * PROCESSING, INFECTED and FAILED in parallel and shows the lists that answered ("fulfilled or
   * rejected list").
   */
  malwareScanStatus: defineEndpoint({
    method: 'GET',
    path: '/scripting/scripts/malwareScanStatus/{status}',
    summary: 'Automations with a malware scan status',
    params: z.object({ status: malwareScanStatusSchema }),
    response: z.array(automationSchema),
    tag: 'scripting',
  }),
  /** Script templates of the Template library tab (chosen path). */
  templates: defineEndpoint({
    method: 'GET',
    path: '/scripting/templates',
    summary: 'Automation templates',
    response: z.array(automationSchema),
    tag: 'scripting',
  }),

  // ── app automations ───────────────────────────────────────────────────────
  /**
   * The pre-check before upload (001 §4, §7.6): for a user with MFA this is where the code is asked,
   * before any byte is sent (hence the spec's path `mfa-pre-upload`). Answers SUCCESS or the
   * refusal (400, 403, 409) that the save would get. Writes nothing.
   */
  preCheck: defineEndpoint({
    method: 'POST',
    path: '/scripting/scripts/mfa-pre-upload',
    summary: 'Check an automation before uploading its files',
    body: automationPreCheckSchema,
    response: successAnswerSchema,
    mfa: true,
    tag: 'scripting',
  }),
  /** Creates an install automation from its registered attachments (001 §7.6 upload-application). */
  createInstall: defineEndpoint({
    method: 'POST',
    path: '/scripting/scripts/upload-application',
    summary: 'Create an install automation',
    body: binaryInstallInputSchema,
    response: automationAnswerSchema,
    tag: 'scripting',
  }),
  /** Updates an install automation (001 §7.6 upload-application). */
  updateInstall: defineEndpoint({
    method: 'PUT',
    path: '/scripting/scripts/upload-application',
    summary: 'Update an install automation',
    body: binaryInstallUpdateSchema,
    response: automationAnswerSchema,
    tag: 'scripting',
  }),
  /** Creates a run-application automation (path not shown: chosen). */
  createRun: defineEndpoint({
    method: 'POST',
    path: '/scripting/scripts/run-application',
    summary: 'Create a run-application automation',
    body: binaryRunInputSchema,
    response: automationAnswerSchema,
    tag: 'scripting',
  }),
  /** Updates a run-application automation (path not shown: chosen). */
  updateRun: defineEndpoint({
    method: 'PUT',
    path: '/scripting/scripts/run-application',
    summary: 'Update a run-application automation',
    body: binaryRunUpdateSchema,
    response: automationAnswerSchema,
    tag: 'scripting',
  }),
  /** Creates a file transfer automation (path not shown: chosen). */
  createFileTransfer: defineEndpoint({
    method: 'POST',
    path: '/scripting/scripts/file-transfer',
    summary: 'Create a file transfer automation',
    body: fileTransferInputSchema,
    response: automationAnswerSchema,
    tag: 'scripting',
  }),
  /** Updates a file transfer automation (path not shown: chosen). */
  updateFileTransfer: defineEndpoint({
    method: 'PUT',
    path: '/scripting/scripts/file-transfer',
    summary: 'Update a file transfer automation',
    body: fileTransferUpdateSchema,
    response: automationAnswerSchema,
    tag: 'scripting',
  }),
  /** Runs an automation on devices now (002 §7 ad hoc run; path chosen). */
  run: defineEndpoint({
    method: 'POST',
    path: '/scripting/scripts/{id}/run',
    summary: 'Run an automation on devices',
    params: idParamsSchema,
    body: automationRunSchema,
    response: successAnswerSchema.extend({ jobIds: z.array(z.number().int()) }),
    tag: 'scripting',
  }),
  /** Run-as choices for an OS (001 §7.6; path chosen): built-in accounts first, then credentials. */
  runAsOptions: defineEndpoint({
    method: 'GET',
    path: '/scripting/run-as/{os}',
    summary: 'Run-as choices for an operating system',
    params: z.object({ os: operatingSystemSchema }),
    response: z.array(runAsOptionSchema),
    tag: 'scripting',
  }),

  // ── attachments ───────────────────────────────────────────────────────────
  /** An install automation's installer, helper files and icon (001 §7.6). */
  installAttachments: defineEndpoint({
    method: 'GET',
    path: '/scripting/scripts/binaryScriptAttachments/{id}',
    summary: 'Install automation attachments',
    params: idParamsSchema,
    response: installAttachmentsSchema,
    tag: 'scripting',
  }),
  /** A file transfer's file and icon (001 §7.6). */
  fileTransferAttachments: defineEndpoint({
    method: 'GET',
    path: '/scripting/scripts/{id}/attachments',
    summary: 'File transfer attachments',
    params: idParamsSchema,
    response: fileTransferAttachmentsSchema,
    tag: 'scripting',
  }),
  /**
   * Uploads one file, streamed to storage (path chosen). Multipart: `purpose`, then `file`. The
   * size limit of the purpose is enforced while streaming (installer 1 GB or 25 GB with the
   * `large_installer_upload` flag, helper 100 MB, file transfer 200 MB, icon 1 MB): over it, 413
   * with 'File exceeds limit of {{limit}} {{unit}}'; an empty file is 400 'File too small...'.
   */
  uploadAttachment: defineEndpoint({
    method: 'POST',
    path: '/scripting/attachments/upload',
    summary: 'Upload an automation file',
    body: attachmentUploadFieldsSchema,
    response: attachmentUploadAnswerSchema,
    upload: true,
    tag: 'scripting',
  }),
  /** Registers an uploaded resource as an attachment (001 §7.6: resourceId, name, mimeType, size, extension). */
  registerAttachment: defineEndpoint({
    method: 'POST',
    path: '/scripting/attachments',
    summary: 'Register an uploaded file as an attachment',
    body: attachmentRegisterSchema,
    response: automationAttachmentSchema,
    tag: 'scripting',
  }),
  /** Creates an attachment from a URL (001 §7.6; path chosen): answers its id. */
  attachmentFromUrl: defineEndpoint({
    method: 'POST',
    path: '/scripting/attachments/from-url',
    summary: 'Create an attachment from a URL',
    body: attachmentFromUrlSchema,
    response: z.object({ id: z.number().int() }),
    tag: 'scripting',
  }),
  /** An expiring download link of an attachment (001 §7.6, 002 §7; path chosen). */
  signedUrl: defineEndpoint({
    method: 'GET',
    path: '/scripting/attachments/{id}/signed-url',
    summary: 'Signed download URL of an attachment',
    params: idParamsSchema,
    response: signedUrlAnswerSchema,
    tag: 'scripting',
  }),

  // ── categories (002 §7) ───────────────────────────────────────────────────
  /** Script categories; id 1 first, then by name; internal ones carry their internal name. */
  categories: defineEndpoint({
    method: 'GET',
    path: '/scripting/categories',
    summary: 'Script categories',
    response: z.array(scriptCategorySchema),
    tag: 'scripting',
  }),
  createCategory: defineEndpoint({
    method: 'POST',
    path: '/scripting/categories',
    summary: 'Create a script category',
    body: scriptCategoryInputSchema,
    response: scriptCategorySchema,
    tag: 'scripting',
  }),
  updateCategory: defineEndpoint({
    method: 'PUT',
    path: '/scripting/categories',
    summary: 'Rename a script category',
    body: scriptCategoryUpdateSchema,
    response: scriptCategorySchema,
    tag: 'scripting',
  }),
  deleteCategory: defineEndpoint({
    method: 'DELETE',
    path: '/scripting/categories/{id}',
    summary: 'Delete a script category',
    params: idParamsSchema,
    response: z.void(),
    successStatus: 204,
    tag: 'scripting',
  }),
} as const;
