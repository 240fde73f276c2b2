import { z } from 'zod';
import { idSchema, requiredText } from './common';

/** Script category (002 §3): the category with id 1 sorts first; internal names are translated. */
export const scriptCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  internal: z.boolean(),
});
export type ScriptCategory = z.infer<typeof scriptCategorySchema>;

/** Internal category names (002 §3). */
export const internalScriptCategoryNames = [
  'Uncategorized',
  'Antivirus',
  'Hardware',
  'Maintenance',
  'Updates',
  'Mac OS Patching',
  'Linux OS Patching',
] as const;

/**
 * Automation languages (001 §3): the script languages plus native, binary_install, binary_run and
 * file_transfer.
 */
export const automationLanguageSchema = z.enum([
  'powershell',
  'batchfile',
  'vbscript',
  'shellscript',
  'javascript',
  'python',
  'native',
  'binary_install',
  'binary_run',
  'file_transfer',
]);
export type AutomationLanguage = z.infer<typeof automationLanguageSchema>;

/** Automation types (001 §3). */
export const automationTypeSchema = z.enum([
  'ScriptAutomation',
  'NativeAutomation',
  'BinaryInstallAutomation',
  'BinaryRunAutomation',
  'FileTransferAutomation',
]);
export type AutomationType = z.infer<typeof automationTypeSchema>;

/** The automation type of a language. */
export function automationTypeOf(language: AutomationLanguage): AutomationType {
  switch (language) {
    case 'native':
      return 'NativeAutomation';
    case 'binary_install':
      return 'BinaryInstallAutomation';
    case 'binary_run':
      return 'BinaryRunAutomation';
    case 'file_transfer':
      return 'FileTransferAutomation';
    default:
      return 'ScriptAutomation';
  }
}

export const operatingSystemSchema = z.enum(['Windows', 'Mac', 'Linux']);
export const architectureSchema = z.enum(['ALL', '64', '32']);

/** Script variable (001 §3). */
export const scriptVariableSchema = z.object({
  name: z.string(),
  calculatedName: z.string().optional(),
  type: z.string(),
  value: z.unknown().optional(),
  defaultValue: z.unknown().optional(),
  valueList: z.array(z.unknown()).optional(),
  required: z.boolean().default(false),
  description: z.string().nullish(),
  source: z.string().nullish(),
});

const scriptRefSchema = z.object({
  scriptId: z.number().int(),
  parameters: z.string().nullish(),
  scriptVariables: z.array(scriptVariableSchema).optional(),
});

/** Install settings (001 §3). */
export const binaryInstallSettingsSchema = z.object({
  runnableAttachmentId: z.number().int().nullish(),
  customIconAttachmentId: z.number().int().nullish(),
  helperFilesAttachmentIds: z.array(z.number().int()).max(5).default([]),
  cancelOnPreScriptFail: z.boolean().default(false),
  preExecutionScript: scriptRefSchema.nullish(),
  postExecutionScript: scriptRefSchema.nullish(),
  runAs: z.string().nullish(),
});
/** Run settings (001 §3). */
export const binaryRunSettingsSchema = z.object({ runnableLocalPath: z.string(), runAs: z.string().nullish() });
/** File transfer settings (001 §3). */
export const fileTransferSettingsSchema = z.object({
  attachmentId: z.number().int().nullish(),
  customIconAttachmentId: z.number().int().nullish(),
  destination: z.string().max(250),
  runAs: z.string().nullish(),
  expand: z.boolean().default(false),
});

/** An automation (script) as the library lists it (001 §3, 002 §3). */
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
  createdOn: z.number(),
  updatedOn: z.number(),
  createdBy: z.string().nullable(),
  lastUpdatedBy: z.string().nullable(),
});
export type Automation = z.infer<typeof automationSchema>;

/** Preset parameter limits (001 §5). */
export const MAX_SCRIPT_PARAMETERS = 300;
export const MAX_SCRIPT_PARAMETER_LENGTH = 30_000;

/** POST /scripting/scripts and PUT /scripting/scripts (PUT carries the id). */
export const automationInputSchema = z.object({
  name: requiredText(200),
  description: z.string().max(4000).nullish(),
  language: automationLanguageSchema,
  operatingSystems: z.array(operatingSystemSchema).min(1, 'Required'),
  architecture: z.array(architectureSchema).default(['ALL']),
  categoriesIds: z.array(z.number().int()).default([]),
  code: z.string().max(200_000).nullish(),
  scriptParameters: z
    .array(z.string().max(MAX_SCRIPT_PARAMETER_LENGTH))
    .max(MAX_SCRIPT_PARAMETERS, `Maximum of ${MAX_SCRIPT_PARAMETERS} parameters allowed`)
    .default([]),
  scriptVariables: z.array(scriptVariableSchema).default([]),
  useFirstParametersOptionAsDefault: z.boolean().default(false),
  defaultRunAs: z.string().nullish(),
  binaryInstallSettings: binaryInstallSettingsSchema.nullish(),
  binaryRunSettings: binaryRunSettingsSchema.nullish(),
  fileTransferSettings: fileTransferSettingsSchema.nullish(),
});
export const automationUpdateSchema = automationInputSchema.extend({ id: idSchema });

/** POST /scripting/scripts/copy (001 §7.6): fromId and name; answers id and language. */
export const automationCopySchema = z.object({ fromId: idSchema, name: requiredText(200) });
export const automationCopyAnswerSchema = z.object({ id: z.number().int(), language: automationLanguageSchema });

/** POST and PUT /scripting/categories. */
export const scriptCategoryInputSchema = z.object({ name: requiredText(100) });
export const scriptCategoryUpdateSchema = scriptCategoryInputSchema.extend({ id: idSchema });

/** Malware scan statuses (001 §3). */
export const malwareScanStatusSchema = z.enum(['PROCESSING', 'INFECTED', 'FAILED']);
