/**
 * The image manager's number and application rules (002 §3 Image manager, FTP location, Agent
 * settings, Add application; §5.11 "spinner values"): the bounds of each number field, as the
 * contract's schemas take them, and the license types per application. Run by the managed-folder
 * wizard and the image manager dialogs on each field and by the server on save (through
 * `validateManagedFolder`, `validateFtpLocation`, `validateAgentSettings` and
 * {@link validateBackupApplication}).
 */
import type {
  BackupApplicationInput,
  FtpLocationInput,
  ImageManagerAgentSettingsInput,
  ManagedFolderInput,
} from '../contract/entities/backup';
import { BACKUP_LICENSE_TYPES } from '../contract/entities/backup-constants';
import type { BackupFieldIssue } from './backup-wizards';
import { validateWholeNumberBetween } from './issue';

/** A number field's bounds (inclusive). */
export interface NumberBounds {
  min: number;
  max: number;
}

/** The number fields of a managed folder, by path, with their bounds (the schema's). */
export const MANAGED_FOLDER_NUMBERS = {
  sortPriority: { min: 1, max: 1_000 },
  'verification.daysToReverify': { min: 1, max: 365 },
  'verification.throttleOverridePercent': { min: 1, max: 100 },
  'consolidation.monthlyDay': { min: 1, max: 31 },
  'retention.intraDailyDays': { min: 1, max: 3_650 },
  'retention.dailyDays': { min: 1, max: 3_650 },
  'retention.weeklyDays': { min: 1, max: 3_650 },
  'retention.monthlyMonths': { min: 1, max: 120 },
} as const satisfies Record<string, NumberBounds>;

/** The number fields of an FTP location. */
export const FTP_LOCATION_NUMBERS = {
  blockSize: { min: 512, max: 1_048_576 },
} as const satisfies Record<string, NumberBounds>;

/** The number fields of the agent settings. */
export const AGENT_SETTINGS_NUMBERS = {
  processingHour: { min: 0, max: 23 },
  throttlePercent: { min: 1, max: 100 },
  folderConcurrencyLimit: { min: 1, max: 64 },
} as const satisfies Record<string, NumberBounds>;

/** The job counts of a paid ImageManager license. */
export const APPLICATION_NUMBERS = {
  ftpJobs: { min: 0, max: 1_000 },
  shadowStreamJobs: { min: 0, max: 1_000 },
  headStartRestoreJobs: { min: 0, max: 1_000 },
} as const satisfies Record<string, NumberBounds>;

/** The value at a dotted path (`verification.daysToReverify`) of an object, if any. */
function at(value: unknown, path: string): unknown {
  let current = value;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * The broken number rules of `value`: each field of `bounds` that is set must be a whole number
 * within its bounds ('Must be between {{min}} and {{max}}'); a field left out takes its default,
 * but a field set to `null` (an emptied spinner) is 'Required'.
 * @example numberIssues({ sortPriority: 0 }, MANAGED_FOLDER_NUMBERS) // [{ path: 'sortPriority', ... }]
 */
export function numberIssues(value: unknown, bounds: Record<string, NumberBounds>): BackupFieldIssue[] {
  const out: BackupFieldIssue[] = [];
  for (const [path, { min, max }] of Object.entries(bounds)) {
    const field = at(value, path);
    if (field === undefined) continue;
    const issue = validateWholeNumberBetween(field as number | null, min, max);
    if (issue) out.push({ path, issue });
  }
  return out;
}

/**
 * A managed folder's spinner values (Basic, Verification, Consolidation, Retention pages).
 * @example validateManagedFolderNumbers({ folderPath: 'D:\\Images', verification: { daysToReverify: 400 } })
 */
export function validateManagedFolderNumbers(folder: ManagedFolderInput): BackupFieldIssue[] {
  return numberIssues(folder, MANAGED_FOLDER_NUMBERS);
}

/**
 * An FTP location's block size.
 * @example validateFtpLocationNumbers({ name: 'x', serverPath: 'ftp://h', blockSize: 100 }) // blockSize
 */
export function validateFtpLocationNumbers(location: FtpLocationInput): BackupFieldIssue[] {
  return numberIssues(location, FTP_LOCATION_NUMBERS);
}

/**
 * The agent settings' processing hour, throttle percent and folder concurrency limit.
 * @example validateAgentSettingsNumbers({ processingHour: 24 }) // processingHour
 */
export function validateAgentSettingsNumbers(settings: ImageManagerAgentSettingsInput): BackupFieldIssue[] {
  return numberIssues(settings, AGENT_SETTINGS_NUMBERS);
}

/**
 * The license types offered for an application (002 §3 Add application).
 * @example licenseTypesOf('IMAGEMANAGER') // ['FREE', 'PAID']
 */
export function licenseTypesOf(
  applicationType: BackupApplicationInput['applicationType'],
): readonly BackupApplicationInput['licenseType'][] {
  return BACKUP_LICENSE_TYPES[applicationType];
}

/**
 * Whether an application's license asks for the FTP, ShadowStream and HeadStart Restore job counts:
 * only a paid ImageManager license does.
 * @example hasJobCounts({ applicationType: 'IMAGEMANAGER', licenseType: 'PAID' }) // true
 */
export function hasJobCounts(application: Pick<BackupApplicationInput, 'applicationType' | 'licenseType'>) {
  return application.applicationType === 'IMAGEMANAGER' && application.licenseType === 'PAID';
}

/**
 * 'Add an application' rules: a license type of the chosen application, the job counts of a paid
 * ImageManager license within their bounds (other licenses carry none), and not an application the
 * plans already have (`existing`: the other added application types).
 * @example validateBackupApplication({ applicationType: 'SHADOWPROTECT', licenseType: 'PAID' }) // licenseType
 */
export function validateBackupApplication(
  application: BackupApplicationInput,
  existing: readonly BackupApplicationInput['applicationType'][] = [],
): BackupFieldIssue[] {
  const out: BackupFieldIssue[] = [];
  if (existing.includes(application.applicationType)) {
    out.push({ path: 'applicationType', issue: { key: 'backupWizards.validation.applicationTaken' } });
  }
  if (!licenseTypesOf(application.applicationType).includes(application.licenseType)) {
    out.push({ path: 'licenseType', issue: { key: 'imageManager.validation.licenseRequired' } });
  }
  if (hasJobCounts(application)) out.push(...numberIssues(application, APPLICATION_NUMBERS));
  else {
    for (const path of Object.keys(APPLICATION_NUMBERS)) {
      const count = at(application, path);
      if (count !== undefined && count !== 0) {
        out.push({ path, issue: { key: 'imageManager.validation.paidOnly' } });
      }
    }
  }
  return out;
}
