import { z } from 'zod';
import { automationCoreMessages } from '../../messages/automation';
import { catalogueText } from '../../messages/text';
import {
  architectureFromPayload,
  MAX_FILE_TRANSFER_NAME_LENGTH,
  MAX_HELPER_FILES,
  MAX_SCRIPT_PARAMETER_LENGTH,
  MAX_SCRIPT_PARAMETERS,
  validateArchitecture,
  validateInstallerUrl,
} from '../../validation/automation';
import { ATTACHMENT_PURPOSES, validateParameters } from '../../validation/automation-parameters';
import { MAX_DESTINATION_LENGTH, validateDestinationPath } from '../../validation/destination-path';
import type { ValidationIssue } from '../../validation/issue';
import { AUTOMATION_LANGUAGE_VALUES, AUTOMATION_TYPE_VALUES } from './automation-constants';
import { idSchema, requiredText } from './common';
import { boundedJson, boundedText, ID_LIST_MAX, idList, recordId, recordIdOr } from './primitives';

export { automationTypeOf, scriptLanguages } from './automation-constants';

/** The catalogue text of a validation issue, as the server's 400 and zod issues carry it. */
function issueText(issue: ValidationIssue): string {
  return catalogueText(issue.key, issue.params, automationCoreMessages);
}

// ── categories ──────────────────────────────────────────────────────────────

/** Script category (002 §3): the category with id 1 sorts first; internal names are translated. */
export const scriptCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  internal: z.boolean(),
});
export type ScriptCategory = z.infer<typeof scriptCategorySchema>;

/** Internal category names (002 §3), shown through the catalogue (`automation.category.<name>`). */
export const internalScriptCategoryNames = [
  'Uncategorized',
  'Antivirus',
  'Hardware',
  'Maintenance',
  'Updates',
  'Mac OS Patching',
  'Linux OS Patching',
] as const;

/** POST /scripting/categories. */
export const scriptCategoryInputSchema = z.object({ name: requiredText(100) });
/** PUT /scripting/categories. */
export const scriptCategoryUpdateSchema = scriptCategoryInputSchema.extend({ id: idSchema });

// ── enumerations ────────────────────────────────────────────────────────────

/**
 * Automation languages (001 §3): the script languages plus native, binary_install, binary_run and
 * file_transfer.
 */
export const automationLanguageSchema = z.enum(AUTOMATION_LANGUAGE_VALUES);
export type AutomationLanguage = z.infer<typeof automationLanguageSchema>;

/** Automation types (001 §3). */
export const automationTypeSchema = z.enum(AUTOMATION_TYPE_VALUES);
export type AutomationType = z.infer<typeof automationTypeSchema>;

/** Operating systems (001 §9): Windows and Mac for install and run, plus Linux for file transfer and scripts. */
export const operatingSystemSchema = z.enum(['Windows', 'Mac', 'Linux']);
export type OperatingSystem = z.infer<typeof operatingSystemSchema>;
/** The operating systems of an install or run automation. */
export const installOperatingSystemSchema = z.enum(['Windows', 'Mac']);
/** Architectures (001 §9): ALL, 64, 32. On the wire ALL is also sent as `['64', '32']`. */
export const architectureSchema = z.enum(['ALL', '64', '32']);
export type Architecture = z.infer<typeof architectureSchema>;

/**
 * Malware scan states of an automation's files (001 §3): PROCESSING until the scan ends, then
 * SUCCESS (the automation leaves review), INFECTED or FAILED.
 */
export const malwareScanStateSchema = z.enum(['PROCESSING', 'SUCCESS', 'INFECTED', 'FAILED']);
export type MalwareScanState = z.infer<typeof malwareScanStateSchema>;
/** The scan statuses GET /scripting/scripts/malwareScanStatus/{status} lists (001 §3): the review states. */
export const malwareScanStatusSchema = z.enum(['PROCESSING', 'INFECTED', 'FAILED']);
export type MalwareScanStatus = z.infer<typeof malwareScanStatusSchema>;

// ── parts of an automation ──────────────────────────────────────────────────

/** Script variable (001 §3). `type` is CHECKBOX, TEXT, DROPDOWN, ... */
export const scriptVariableSchema = z.object({
  name: boundedText(200),
  calculatedName: boundedText(200).optional(),
  type: boundedText(100),
  value: boundedJson().optional(),
  defaultValue: boundedJson().optional(),
  valueList: z.array(boundedJson()).max(ID_LIST_MAX).optional(),
  required: z.boolean().default(false),
  description: boundedText().nullish(),
  source: boundedText(200).nullish(),
});
export type ScriptVariable = z.infer<typeof scriptVariableSchema>;

/** A pre- or post-execution script of an install automation (001 §3): scriptId, parameters, scriptVariables; the name is stripped. */
export const scriptRefSchema = z.object({
  scriptId: recordId,
  parameters: boundedText(MAX_SCRIPT_PARAMETER_LENGTH).nullish(),
  scriptVariables: z.array(scriptVariableSchema).optional(),
});
export type ScriptRef = z.infer<typeof scriptRefSchema>;

/** Install settings (001 §3). */
export const binaryInstallSettingsSchema = z.object({
  runnableAttachmentId: recordId.nullish(),
  customIconAttachmentId: recordId.nullish(),
  helperFilesAttachmentIds: z
    .array(recordId)
    .max(
      MAX_HELPER_FILES,
      issueText({ key: 'automation.validation.tooManyHelperFiles', params: { max: MAX_HELPER_FILES } }),
    )
    .default([]),
  cancelOnPreScriptFail: z.boolean().default(false),
  preExecutionScript: scriptRefSchema.nullish(),
  postExecutionScript: scriptRefSchema.nullish(),
  runAs: boundedText(200).nullish(),
});
export type BinaryInstallSettings = z.infer<typeof binaryInstallSettingsSchema>;

/** Run settings (001 §3). */
export const binaryRunSettingsSchema = z.object({
  runnableLocalPath: boundedText(),
  runAs: boundedText(200).nullish(),
});
export type BinaryRunSettings = z.infer<typeof binaryRunSettingsSchema>;

/** File transfer settings (001 §3). */
export const fileTransferSettingsSchema = z.object({
  attachmentId: recordId.nullish(),
  customIconAttachmentId: recordId.nullish(),
  destination: boundedText(MAX_DESTINATION_LENGTH),
  runAs: boundedText(200).nullish(),
  expand: z.boolean().default(false),
});
export type FileTransferSettings = z.infer<typeof fileTransferSettingsSchema>;

// ── the automation ──────────────────────────────────────────────────────────

/**
 * An automation (script) as the library lists it (001 §3, 002 §3). `malwareScanStatus` is set for
 * automations with uploaded files (install, file transfer): PROCESSING while under review.
 */
export const automationSchema = z.object({
  id: z.number().int(),
  uid: z.string().nullable(),
  name: z.string(),
  customName: z.string().nullable(),
  description: z.string().nullable(),
  language: automationLanguageSchema,
  automationType: automationTypeSchema,
  deviceType: z.string().nullable(),
  operatingSystems: z.array(operatingSystemSchema),
  architecture: z.array(architectureSchema),
  categoriesIds: z.array(z.number().int()),
  categoriesNames: z.array(z.string()),
  code: z.string().nullable(),
  parameters: z.string().nullable(),
  scriptParameters: z.array(z.string()),
  scriptVariables: z.array(scriptVariableSchema),
  useFirstParametersOptionAsDefault: z.boolean(),
  defaultRunAs: z.string().nullable(),
  binaryInstallSettings: binaryInstallSettingsSchema.nullable(),
  binaryRunSettings: binaryRunSettingsSchema.nullable(),
  fileTransferSettings: fileTransferSettingsSchema.nullable(),
  malwareScanStatus: malwareScanStateSchema.nullish(),
  createdOn: z.number(),
  updatedOn: z.number(),
  createdBy: z.string().nullable(),
  lastUpdatedBy: z.string().nullable(),
});
export type Automation = z.infer<typeof automationSchema>;

const parametersSchema = z
  .array(z.string())
  .default([])
  .superRefine((list, ctx) => {
    const issue = validateParameters(list);
    if (issue) ctx.addIssue({ code: 'custom', message: issueText(issue) });
  });

/**
 * POST /scripting/scripts and PUT /scripting/scripts (PUT carries the id): scripts, and the
 * categories edit of a native automation (002 §7: the payload keeps deviceType, parameters,
 * customName, the updated categoriesIds and an empty code).
 */
export const automationInputSchema = z.object({
  name: requiredText(200),
  description: boundedText(4000).nullish(),
  language: automationLanguageSchema,
  operatingSystems: z.array(operatingSystemSchema).min(1, 'Required'),
  architecture: z.array(architectureSchema).default(['ALL']),
  categoriesIds: idList().default([]),
  code: boundedText(200_000).nullish(),
  deviceType: boundedText(100).nullish(),
  parameters: boundedText(MAX_SCRIPT_PARAMETER_LENGTH).nullish(),
  customName: boundedText(200).nullish(),
  scriptParameters: parametersSchema,
  scriptVariables: z.array(scriptVariableSchema).default([]),
  useFirstParametersOptionAsDefault: z.boolean().default(false),
  defaultRunAs: boundedText(200).nullish(),
  binaryInstallSettings: binaryInstallSettingsSchema.nullish(),
  binaryRunSettings: binaryRunSettingsSchema.nullish(),
  fileTransferSettings: fileTransferSettingsSchema.nullish(),
});
export type AutomationInput = z.input<typeof automationInputSchema>;
export const automationUpdateSchema = automationInputSchema.extend({ id: idSchema });
export type AutomationUpdate = z.input<typeof automationUpdateSchema>;

/** POST /scripting/scripts/copy (001 §7.6): fromId and name; answers id and language. */
export const automationCopySchema = z.object({ fromId: idSchema, name: requiredText(200) });
export const automationCopyAnswerSchema = z.object({
  id: z.number().int(),
  language: automationLanguageSchema,
});

// ── app automations: install, run, file transfer ───────────────────────────

const appAutomationBase = z.object({
  name: requiredText(200),
  description: z.string().trim().max(4000).nullish(),
  categoriesIds: idList().default([]),
  scriptParameters: parametersSchema,
  useFirstParametersOptionAsDefault: z.boolean().default(false),
});

/**
 * Create an install automation (POST /scripting/scripts/upload-application, after the files are
 * uploaded and registered): one OS (Windows or Mac), an architecture the OS allows, the installer
 * attachment (from a file or a URL) and the install settings.
 */
export const binaryInstallInputSchema = appAutomationBase
  .extend({
    language: z.literal('binary_install'),
    operatingSystems: z.array(installOperatingSystemSchema).length(1, 'Required'),
    architecture: z.array(architectureSchema).min(1, 'Required'),
    binaryInstallSettings: binaryInstallSettingsSchema.extend({
      runnableAttachmentId: recordIdOr(issueText({ key: 'automation.validation.chooseInstallerFile' })),
      runAs: requiredText(200),
    }),
  })
  .superRefine((value, ctx) => {
    const os = value.operatingSystems[0];
    if (!os) return;
    const issue = validateArchitecture(os, architectureFromPayload(value.architecture));
    if (issue) ctx.addIssue({ code: 'custom', path: ['architecture'], message: issueText(issue) });
  });
export type BinaryInstallInput = z.input<typeof binaryInstallInputSchema>;
/** Update an install automation (PUT /scripting/scripts/upload-application). */
export const binaryInstallUpdateSchema = z.intersection(binaryInstallInputSchema, z.object({ id: idSchema }));
export type BinaryInstallUpdate = z.input<typeof binaryInstallUpdateSchema>;

/** Create a run-application automation (POST /scripting/scripts/run-application): name and path required. */
export const binaryRunInputSchema = appAutomationBase.extend({
  language: z.literal('binary_run'),
  operatingSystems: z.array(installOperatingSystemSchema).length(1, 'Required'),
  architecture: z.array(architectureSchema).default(['64', '32']),
  binaryRunSettings: z.object({
    runnableLocalPath: requiredText(MAX_DESTINATION_LENGTH),
    runAs: requiredText(200),
  }),
});
export type BinaryRunInput = z.input<typeof binaryRunInputSchema>;
/** Update a run-application automation (PUT /scripting/scripts/run-application). */
export const binaryRunUpdateSchema = binaryRunInputSchema.extend({ id: idSchema });
export type BinaryRunUpdate = z.input<typeof binaryRunUpdateSchema>;

/**
 * Create a file transfer (POST /scripting/scripts/file-transfer; 001 §3 payload): name (at most 150),
 * one OS, architecture [64, 32], no preset parameters, and the settings with a destination valid for
 * the OS (001 §5) and the attachment of the file (uploaded or created from a URL).
 */
export const fileTransferInputSchema = z
  .object({
    name: requiredText().max(
      MAX_FILE_TRANSFER_NAME_LENGTH,
      issueText({ key: 'automation.validation.nameTooLong', params: { max: MAX_FILE_TRANSFER_NAME_LENGTH } }),
    ),
    description: z.string().trim().max(4000).nullish(),
    categoriesIds: idList().default([]),
    language: z.literal('file_transfer'),
    operatingSystems: z.array(operatingSystemSchema).length(1, 'Required'),
    architecture: z.array(architectureSchema).default(['64', '32']),
    scriptParameters: z.array(z.string()).max(0).default([]),
    fileTransferSettings: fileTransferSettingsSchema.extend({
      attachmentId: recordIdOr(issueText({ key: 'automation.validation.chooseInstallerFile' })),
      destination: z.string(),
      runAs: requiredText(200),
    }),
  })
  .superRefine((value, ctx) => {
    const os = value.operatingSystems[0];
    if (!os) return;
    const issue = validateDestinationPath(value.fileTransferSettings.destination, os);
    if (issue)
      ctx.addIssue({
        code: 'custom',
        path: ['fileTransferSettings', 'destination'],
        message: issueText(issue),
      });
  });
export type FileTransferInput = z.input<typeof fileTransferInputSchema>;
/** Update a file transfer (PUT /scripting/scripts/file-transfer). */
export const fileTransferUpdateSchema = z.intersection(fileTransferInputSchema, z.object({ id: idSchema }));
export type FileTransferUpdate = z.input<typeof fileTransferUpdateSchema>;

/** The answer of every automation create or update: the saved automation. */
export const automationAnswerSchema = z.object({
  resultCode: z.literal('SUCCESS'),
  script: automationSchema,
});
export type AutomationAnswer = z.infer<typeof automationAnswerSchema>;

/**
 * The pre-check before any upload (001 §4, §7.6): name, architecture, categoriesIds,
 * operatingSystems and runAs of the automation about to be saved (`id` when editing). The server
 * checks the name is free for the language, the categories are ones the user may create in, the
 * OS and architecture rules and the run-as choice, and writes nothing.
 */
export const automationPreCheckSchema = z.object({
  id: idSchema.optional(),
  language: z.enum(['binary_install', 'file_transfer']),
  name: requiredText(200),
  architecture: z.array(architectureSchema).min(1, 'Required'),
  categoriesIds: idList().default([]),
  operatingSystems: z.array(operatingSystemSchema).length(1, 'Required'),
  runAs: requiredText(200),
});
export type AutomationPreCheck = z.input<typeof automationPreCheckSchema>;

// ── attachments ─────────────────────────────────────────────────────────────

/** What an attachment is for: installer, helper file, icon or file transfer file (each has its size limit). */
export const attachmentPurposeSchema = z.enum(ATTACHMENT_PURPOSES);

/**
 * An attachment of an automation (001 §3): id, url (the source URL of one created from a URL),
 * fileName, extension, size, mimeType, signedUrl (an expiring download link, when asked for), and
 * its malware scan state.
 */
export const automationAttachmentSchema = z.object({
  id: z.number().int(),
  purpose: attachmentPurposeSchema,
  url: z.string().nullable(),
  fileName: z.string(),
  extension: z.string(),
  size: z.number().int().nonnegative(),
  mimeType: z.string(),
  signedUrl: z.string().nullish(),
  scanStatus: malwareScanStateSchema.nullish(),
});
export type AutomationAttachment = z.infer<typeof automationAttachmentSchema>;

/** GET /scripting/scripts/binaryScriptAttachments/{id}: the install automation's files (001 §7.6). */
export const installAttachmentsSchema = z.object({
  runnableAttachment: automationAttachmentSchema.nullable(),
  helperAttachments: z.array(automationAttachmentSchema),
  customIconAttachment: automationAttachmentSchema.nullable(),
});
export type InstallAttachments = z.infer<typeof installAttachmentsSchema>;

/** GET /scripting/scripts/{id}/attachments: a file transfer's file and icon (`purpose` tells them apart). */
export const fileTransferAttachmentsSchema = z.object({
  fileTransferAttachments: z.array(automationAttachmentSchema),
});
export type FileTransferAttachments = z.infer<typeof fileTransferAttachmentsSchema>;

/** The multipart fields of POST /scripting/attachments/upload (the file goes in `file`). */
export const attachmentUploadFieldsSchema = z.object({ purpose: attachmentPurposeSchema });
/** The answer of an upload: the stored resource, to register next. */
export const attachmentUploadAnswerSchema = z.object({ resourceId: z.string() });

/** POST /scripting/attachments: registers an uploaded resource as an attachment (001 §7.6). */
export const attachmentRegisterSchema = z.object({
  resourceId: z.string().min(1).max(200),
  purpose: attachmentPurposeSchema,
  name: requiredText(255),
  mimeType: boundedText(255),
  size: z
    .number()
    .int()
    .positive(issueText({ key: 'automation.validation.fileTooSmall' })),
  extension: boundedText(20),
});
export type AttachmentRegister = z.input<typeof attachmentRegisterSchema>;

/** POST /scripting/attachments/from-url: an attachment the server fetches from a URL (answers its id). */
export const attachmentFromUrlSchema = z.object({
  url: boundedText(2048).superRefine((url, ctx) => {
    const issue = validateInstallerUrl(url);
    if (issue) ctx.addIssue({ code: 'custom', message: issueText(issue) });
  }),
  purpose: attachmentPurposeSchema,
});
export type AttachmentFromUrl = z.input<typeof attachmentFromUrlSchema>;

/** GET /scripting/attachments/{id}/signed-url: an expiring download link (001 §7.6, 002 §7). */
export const signedUrlAnswerSchema = z.object({
  signedUrl: z.string(),
  expiresAt: z.number().int().optional(),
});

// ── run-as, applied automations, ad hoc runs ────────────────────────────────

/**
 * One run-as choice for an OS (001 §7.6): a built-in account (`system`, `loggedonuser`) or a
 * credential (`credential:<id>`), with its label.
 */
export const runAsOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  kind: z.enum(['BUILT_IN', 'CREDENTIAL']),
});
export type RunAsOption = z.infer<typeof runAsOptionSchema>;

/**
 * An automation applied with its parameters (001 §3 "Applied automation row"): a random
 * 10-character id, the script, `parameters` with runAs and scriptParam (and the built-in fields),
 * and the script variables' values. What the apply-parameters dialog hands back.
 */
export const appliedAutomationSchema = z.object({
  id: z.string().length(10),
  scriptId: z.number().int(),
  scriptName: z.string(),
  parameters: z
    .object({
      runAs: boundedText(200).min(1),
      scriptParam: boundedText(MAX_SCRIPT_PARAMETER_LENGTH).optional(),
    })
    .catchall(boundedJson()),
  scriptVariables: z.array(scriptVariableSchema).default([]),
});
export type AppliedAutomation = z.infer<typeof appliedAutomationSchema>;

/**
 * POST /scripting/scripts/{id}/run: runs an automation on devices now (002 §7 "ad hoc run"); each
 * device gets a job 'User {{appUserName}} requested start of automation {{scriptName}}'.
 */
export const automationRunSchema = z.object({
  nodeIds: z.array(idSchema).min(1, 'Required').max(1000),
  parameters: z
    .object({ runAs: requiredText(200), scriptParam: boundedText(MAX_SCRIPT_PARAMETER_LENGTH).optional() })
    .catchall(boundedJson()),
  scriptVariables: z.array(scriptVariableSchema).default([]),
});
export type AutomationRun = z.input<typeof automationRunSchema>;

export { MAX_SCRIPT_PARAMETER_LENGTH, MAX_SCRIPT_PARAMETERS };
