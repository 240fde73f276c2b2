/**
 * The backup, image manager, restore and device rename rules (002 §3, §4.7, §5.11, §9), run by the
 * wizards on each page and by the server on save: the same functions, the same catalogue keys.
 * Each answers the broken rules as `{ path, issue }` (the field's path in the edited object).
 */
import type { RestoreOptionsInput } from '../contract/agent/restore';
import type {
  BackupJobInput,
  FtpLocationInput,
  ImageManagerAgentSettingsInput,
  ManagedFolderInput,
  ReplicationTargetInput,
} from '../contract/entities/backup';
// Constants from their zod-free modules: the validators run in the browser without the schemas.
import { BACKUP_COMMAND_MAX, BACKUP_PASSWORD_MASK } from '../contract/entities/backup-constants';
import { DEVICE_NAME_MAX } from '../contract/entities/node-constants';
import type { ValidationIssue } from './issue';

/** A broken rule and the field it belongs to (`networkPassword`, `advanced.retentionImageCount` ...). */
export interface BackupFieldIssue {
  path: string;
  issue: ValidationIssue;
}

/** Whether the wizard edits a new item or an existing one (read-only fields in EDIT). */
export type BackupWizardMode = 'NEW' | 'EDIT';

const LOCAL_PATH = /^[a-z]:\\(?:[^<>:"/\\|?*\p{Cc}]+\\?)*$/iu;
const UNC_PATH = /^\\\\[^\\/:*?"<>|\s]+\\[^\\/:*?"<>|]+(?:\\[^<>:"/\\|?*\p{Cc}]+)*\\?$/u;
const VOLUME = /^(?:[a-z]:\\?|\\\\\?\\Volume\{[0-9a-f-]{36}\}\\?)$/i;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** An absolute POSIX path (Linux, macOS): `/`, `/srv/data`, no empty, `.` or `..` segment. */
const POSIX_PATH = /^\/(?:(?!\.\.?(?:\/|$))[^/\p{Cc}]+\/?)*$/u;
/** A share as Linux (`mount.cifs`) and macOS (`mount_smbfs`) write it: `//server/share[/dir]`. */
const POSIX_SHARE = /^\/\/[^/\s:*?"<>|]+\/(?:(?!\.\.?(?:\/|$))[^/\p{Cc}]+\/?)+$/u;

/**
 * An absolute POSIX path (Linux, macOS): starts with `/`, no empty, `.` or `..` segment, no
 * control character.
 * @example isValidPosixPath('/srv/backups') // true
 */
export function isValidPosixPath(value: string): boolean {
  return POSIX_PATH.test(value.trim());
}

/**
 * A full path on the device: a Windows drive path (`C:\Backups`), an absolute POSIX path
 * (`/srv/backups`, Linux and macOS) or, with `allowUnc`, a network path (`\\server\share\dir`
 * or `//server/share/dir`).
 * @example isValidBackupPath('D:\\Images') // true
 * @example isValidBackupPath('/var/backups') // true
 */
export function isValidBackupPath(value: string, allowUnc = true): boolean {
  const text = value.trim();
  return LOCAL_PATH.test(text) || POSIX_PATH.test(text) || (allowUnc && isValidUncPath(text));
}

/**
 * A Windows path only (`C:\dir` or `\\server\share`): the image manager runs on Windows.
 * @example isValidWindowsPath('/srv') // false
 */
export function isValidWindowsPath(value: string): boolean {
  const text = value.trim();
  return LOCAL_PATH.test(text) || UNC_PATH.test(text);
}

/**
 * A network share path: `\\server\share[\dir...]` (Windows) or `//server/share[/dir...]` (Linux
 * and macOS, as `mount` names SMB shares).
 * @example isValidUncPath('\\\\nas\\backups') // true
 * @example isValidUncPath('//nas/backups') // true
 */
export function isValidUncPath(value: string): boolean {
  const text = value.trim();
  return UNC_PATH.test(text) || POSIX_SHARE.test(text);
}

/**
 * A disk volume tag: a drive letter (`C:` or `C:\`), a volume GUID path or, on Linux and macOS, a
 * mount point or folder (`/`, `/home`); at most 32 characters (002 §9) except GUID paths.
 * @example isValidVolume('C:') // true
 * @example isValidVolume('/home') // true
 */
export function isValidVolume(value: string): boolean {
  const text = value.trim();
  return VOLUME.test(text) || (text.length <= 32 && POSIX_PATH.test(text));
}

/**
 * Checks a password and its confirmation: required (unless `optional`), equal. The masked value
 * counts as set (the stored password is kept).
 * @example validatePasswordPair('a', 'b') // { path: 'confirm', issue: { key: 'backupWizards.validation.passwordMismatch' } }
 */
export function validatePasswordPair(
  password: string | undefined,
  confirm: string | undefined,
  optional = false,
): { path: 'password' | 'confirm'; issue: ValidationIssue } | undefined {
  const value = password ?? '';
  if (value === '') {
    return optional
      ? undefined
      : { path: 'password', issue: { key: 'backupWizards.validation.passwordRequired' } };
  }
  if (value === BACKUP_PASSWORD_MASK && (confirm ?? '') === BACKUP_PASSWORD_MASK) return undefined;
  if (value !== (confirm ?? '')) {
    return { path: 'confirm', issue: { key: 'backupWizards.validation.passwordMismatch' } };
  }
  return undefined;
}

const required = (key: 'nameRequired' | 'pathRequired' | 'userRequired' = 'nameRequired') => ({
  key: `backupWizards.validation.${key}` as const,
});

function pushPair(
  out: BackupFieldIssue[],
  password: string | undefined,
  confirm: string | undefined,
  paths: [string, string],
  optional = false,
) {
  const pair = validatePasswordPair(password, confirm, optional);
  if (pair) out.push({ path: pair.path === 'password' ? paths[0] : paths[1], issue: pair.issue });
}

/**
 * The backup job wizard's rules (Basic, Schedule, Advanced pages).
 * @example validateBackupJob({ jobName: '', volumes: [], destinationType: 'LOCAL' }) // jobName, volumes, localDestinationPath
 */
export function validateBackupJob(job: BackupJobInput): BackupFieldIssue[] {
  const out: BackupFieldIssue[] = [];
  if (job.jobName.trim() === '')
    out.push({ path: 'jobName', issue: { key: 'backupWizards.validation.jobNameRequired' } });
  if (job.volumes.length === 0) {
    out.push({ path: 'volumes', issue: { key: 'backupWizards.validation.volumesRequired' } });
  }
  const bad = job.volumes.find((volume) => !isValidVolume(volume));
  if (bad !== undefined) {
    out.push({
      path: 'volumes',
      issue: { key: 'backupWizards.validation.volumeInvalid', params: { volume: bad } },
    });
  }
  if (job.destinationType === 'LOCAL') {
    const path = job.localDestinationPath ?? '';
    if (path.trim() === '') out.push({ path: 'localDestinationPath', issue: required('pathRequired') });
    else if (!isValidBackupPath(path)) {
      out.push({ path: 'localDestinationPath', issue: { key: 'backupWizards.validation.pathInvalid' } });
    }
  } else {
    if ((job.networkDestinationName ?? '').trim() === '') {
      out.push({ path: 'networkDestinationName', issue: required() });
    }
    if (!isValidUncPath(job.networkDestinationPath ?? '')) {
      out.push({ path: 'networkDestinationPath', issue: { key: 'backupWizards.validation.uncRequired' } });
    }
    if ((job.networkUserName ?? '').trim() === '')
      out.push({ path: 'networkUserName', issue: required('userRequired') });
    pushPair(out, job.networkPassword, job.networkPasswordConfirm, [
      'networkPassword',
      'networkPasswordConfirm',
    ]);
  }
  if (job.passwordType === 'PASSWORD')
    pushPair(out, job.password, job.passwordConfirm, ['password', 'passwordConfirm']);
  if (job.passwordType === 'PASSWORD_FILEPATH' && !isValidBackupPath(job.passwordPath ?? '')) {
    out.push({ path: 'passwordPath', issue: { key: 'backupWizards.validation.pathInvalid' } });
  }
  const schedule = job.schedule ?? {};
  const type = schedule.type ?? 'CONTINUOUS_INCREMENTAL';
  if (type === 'LATER' && !(schedule.runLaterAt ?? '').trim()) {
    out.push({ path: 'schedule.runLaterAt', issue: { key: 'backupWizards.validation.dateRequired' } });
  }
  if (type === 'MONTHLY' && (schedule.monthlyDays ?? []).length === 0) {
    out.push({ path: 'schedule.monthlyDays', issue: { key: 'backupWizards.validation.daysRequired' } });
  }
  if (type === 'WEEKLY') {
    if ((schedule.fullBackupWeekdays ?? []).length === 0) {
      out.push({
        path: 'schedule.fullBackupWeekdays',
        issue: { key: 'backupWizards.validation.daysRequired' },
      });
    }
    if (!TIME.test(schedule.fullBackupTime ?? '')) {
      out.push({ path: 'schedule.fullBackupTime', issue: { key: 'backupWizards.validation.timeInvalid' } });
    }
  }
  // The incremental part: required of a continuous incremental schedule; a weekly one has it when
  // any incremental day is chosen (no day: full backups only).
  if (type === 'CONTINUOUS_INCREMENTAL' && (schedule.incrementalWeekdays ?? []).length === 0) {
    out.push({
      path: 'schedule.incrementalWeekdays',
      issue: { key: 'backupWizards.validation.daysRequired' },
    });
  }
  if (hasIncrementalPart(schedule)) pushIncrementalPart(out, schedule);
  if (
    type === 'LATER' &&
    (schedule.runLaterAt ?? '').trim() &&
    Number.isNaN(Date.parse(schedule.runLaterAt ?? ''))
  ) {
    out.push({ path: 'schedule.runLaterAt', issue: { key: 'backupWizards.validation.dateRequired' } });
  }
  if (job.splitImageFile && !(job.splitSizeMb !== undefined && job.splitSizeMb > 0)) {
    out.push({ path: 'splitSizeMb', issue: { key: 'backupWizards.validation.splitSizeRequired' } });
  }
  const advanced = job.advanced ?? {};
  const spinners = [
    ['throttlePercent', 1, 100],
    ['commandTimeoutMinutes', 1, 1_440],
  ] as const;
  for (const [name, min, max] of spinners) {
    const value = advanced[name];
    if (value !== undefined && (!Number.isInteger(value) || value < min || value > max)) {
      out.push({
        path: `advanced.${name}`,
        issue: { key: 'errors.validation.between', params: { min, max } },
      });
    }
  }
  for (const name of ['preSnapshotCommand', 'postSnapshotCommand', 'postBackupCommand'] as const) {
    if ((advanced[name] ?? '').length > BACKUP_COMMAND_MAX) {
      out.push({
        path: `advanced.${name}`,
        issue: { key: 'backupWizards.validation.commandTooLong', params: { max: BACKUP_COMMAND_MAX } },
      });
    }
  }
  const count = advanced.retentionImageCount;
  if (
    advanced.retentionEnabled &&
    (count === undefined || !Number.isInteger(count) || count < 1 || count > 1_000)
  ) {
    out.push({
      path: 'advanced.retentionImageCount',
      issue: { key: 'errors.validation.between', params: { min: 1, max: 1_000 } },
    });
  }
  return out;
}

type ScheduleInput = NonNullable<BackupJobInput['schedule']>;

/**
 * Whether a schedule runs incremental backups between its start and stop times: always for
 * CONTINUOUS_INCREMENTAL, for WEEKLY when incremental days are chosen (002 §3 Backup schedule page).
 * @example hasIncrementalPart({ type: 'WEEKLY', incrementalWeekdays: ['MONDAY'] }) // true
 */
export function hasIncrementalPart(schedule: ScheduleInput): boolean {
  const type = schedule.type ?? 'CONTINUOUS_INCREMENTAL';
  if (type === 'CONTINUOUS_INCREMENTAL') return true;
  return type === 'WEEKLY' && (schedule.incrementalWeekdays ?? []).length > 0;
}

/** The incremental part's rules: valid start and stop times, stop after start, the interval's range. */
function pushIncrementalPart(out: BackupFieldIssue[], schedule: ScheduleInput): void {
  const start = schedule.startTime ?? '';
  const stop = schedule.stopTime ?? '';
  if (!TIME.test(start))
    out.push({ path: 'schedule.startTime', issue: { key: 'backupWizards.validation.timeInvalid' } });
  if (!TIME.test(stop))
    out.push({ path: 'schedule.stopTime', issue: { key: 'backupWizards.validation.timeInvalid' } });
  else if (TIME.test(start) && stop <= start) {
    out.push({ path: 'schedule.stopTime', issue: { key: 'backupWizards.validation.stopBeforeStart' } });
  }
  const interval = schedule.interval ?? 1;
  const max = (schedule.intervalUnit ?? 'HOURS') === 'HOURS' ? 24 : 1_440;
  if (!Number.isInteger(interval) || interval < 1 || interval > max) {
    out.push({
      path: 'schedule.interval',
      issue: { key: 'errors.validation.between', params: { min: 1, max } },
    });
  }
}

/**
 * Backups per day of a continuous incremental schedule: the start-to-stop window divided by the
 * interval, plus the first (0 when the times are not valid).
 * @example backupsPerDay('08:00', '18:00', 'HOURS', 1) // 11
 */
export function backupsPerDay(
  start: string,
  stop: string,
  unit: 'MINUTES' | 'HOURS',
  interval: number,
): number {
  if (!TIME.test(start) || !TIME.test(stop) || interval < 1) return 0;
  const minutes = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3));
  const window = minutes(stop) - minutes(start);
  if (window <= 0) return 0;
  return Math.floor(window / (unit === 'HOURS' ? interval * 60 : interval)) + 1;
}

/**
 * The image manager managed-folder wizard's rules (Basic, Verification, Consolidation, Retention).
 * @example validateManagedFolder({ folderPath: '' }) // [{ path: 'folderPath', ... }]
 */
export function validateManagedFolder(folder: ManagedFolderInput): BackupFieldIssue[] {
  const out: BackupFieldIssue[] = [];
  if (folder.folderPath.trim() === '') out.push({ path: 'folderPath', issue: required('pathRequired') });
  else if (!isValidWindowsPath(folder.folderPath)) {
    out.push({ path: 'folderPath', issue: { key: 'backupWizards.validation.windowsPathInvalid' } });
  }
  if (folder.authenticationType === 'FOLDER_CREDENTIAL') {
    if ((folder.folderCredentialsUserName ?? '').trim() === '') {
      out.push({ path: 'folderCredentialsUserName', issue: required('userRequired') });
    }
    pushPair(out, folder.folderCredentialsPassword, folder.folderCredentialsPasswordConfirm, [
      'folderCredentialsPassword',
      'folderCredentialsPasswordConfirm',
    ]);
  }
  if (folder.imagePasswordType === 'PASSWORD_STRING') {
    pushPair(out, folder.imagePassword, folder.imagePasswordConfirm, [
      'imagePassword',
      'imagePasswordConfirm',
    ]);
  }
  return out;
}

/**
 * An FTP location's rules: name, `ftp://` or `ftps://` server path, password confirmation.
 * @example validateFtpLocation({ name: 'Offsite', serverPath: 'ftp://ftp.example.com/images' }) // []
 */
export function validateFtpLocation(location: FtpLocationInput): BackupFieldIssue[] {
  const out: BackupFieldIssue[] = [];
  if (location.name.trim() === '') out.push({ path: 'name', issue: required() });
  if (!/^ftps?:\/\/[^\s/:]+(:\d{1,5})?(\/\S*)?$/i.test(location.serverPath.trim())) {
    out.push({ path: 'serverPath', issue: { key: 'backupWizards.validation.ftpPathInvalid' } });
  }
  pushPair(out, location.password, location.passwordConfirm, ['password', 'passwordConfirm'], true);
  return out;
}

/**
 * A replication target's rules: a name and a location among `locationNames`.
 * @example validateReplicationTarget({ name: 'DR', location: 'Offsite' }, ['Offsite']) // []
 */
export function validateReplicationTarget(
  target: ReplicationTargetInput,
  locationNames: readonly string[],
): BackupFieldIssue[] {
  const out: BackupFieldIssue[] = [];
  if (target.name.trim() === '') out.push({ path: 'name', issue: required() });
  if (!locationNames.includes(target.location)) {
    out.push({ path: 'location', issue: { key: 'backupWizards.validation.locationRequired' } });
  }
  return out;
}

/**
 * The agent settings' rules: default folder credentials need a user name with a password.
 * @example validateAgentSettings({ userName: 'svc', password: 'x', passwordConfirm: 'y' }) // passwordConfirm
 */
export function validateAgentSettings(settings: ImageManagerAgentSettingsInput): BackupFieldIssue[] {
  const out: BackupFieldIssue[] = [];
  const user = (settings.userName ?? '').trim();
  if (user !== '' || (settings.password ?? '') !== '') {
    if (user === '') out.push({ path: 'userName', issue: required('userRequired') });
    pushPair(out, settings.password, settings.passwordConfirm, ['password', 'passwordConfirm']);
  }
  return out;
}

/**
 * A restore's rules (002 §4.7, §8): a network location when the source is NETWORK, files for a
 * file and folder restore or a delete, a destination (and its path) where the dialog asks for one
 * ('A restore destination is required'), the point in time when chosen, the passphrase and file
 * name of a bare metal restore, and never a C: volume as a physical disk destination.
 * @example validateRestoreRequest({ restoreType: 'BARE_METAL' }, []) // destination: 'backupWizards.restore.destinationRequired'
 */
export function validateRestoreRequest(
  options: RestoreOptionsInput,
  networkLocations: readonly string[],
): BackupFieldIssue[] {
  const out: BackupFieldIssue[] = [];
  const destinationRequired = { key: 'backupWizards.restore.destinationRequired' } as const;
  if (options.sourceType === 'NETWORK' && !networkLocations.includes(options.networkLocation ?? '')) {
    out.push({ path: 'networkLocation', issue: { key: 'backupWizards.restore.sourceRequired' } });
  }
  if (options.restoreTimeType === 'POINT_IN_TIME' && Number.isNaN(Date.parse(options.pointInTime ?? ''))) {
    out.push({ path: 'pointInTime', issue: { key: 'backupWizards.validation.dateRequired' } });
  }
  const type = options.restoreType;
  if ((type === 'FILE_FOLDER' || type === 'DELETE_FILES') && (options.paths ?? []).length === 0) {
    out.push({ path: 'paths', issue: { key: 'backupWizards.restore.pathsRequired' } });
  }
  const destination = options.destination ?? null;
  const path = (options.destinationPath ?? '').trim();
  if (
    type === 'FILE_FOLDER' ||
    type === 'VIRTUAL_DISK' ||
    type === 'PHYSICAL_DISK' ||
    type === 'BARE_METAL'
  ) {
    const allowed =
      type === 'FILE_FOLDER'
        ? ['ORIGINAL', 'NEW_LOCATION']
        : type === 'VIRTUAL_DISK'
          ? ['CUSTOM_PATH', 'SELECTED']
          : ['SELECTED'];
    if (destination === null || !allowed.includes(destination))
      out.push({ path: 'destination', issue: destinationRequired });
    else if (destination !== 'ORIGINAL' && path === '')
      out.push({ path: 'destinationPath', issue: destinationRequired });
    else if ((destination === 'NEW_LOCATION' || destination === 'CUSTOM_PATH') && !isValidBackupPath(path)) {
      out.push({ path: 'destinationPath', issue: { key: 'backupWizards.validation.pathInvalid' } });
    }
  }
  if (type === 'PHYSICAL_DISK' && /^c:/i.test(path))
    out.push({ path: 'destinationPath', issue: destinationRequired });
  if (type === 'BARE_METAL') {
    if ((options.filename ?? '').trim() === '') out.push({ path: 'filename', issue: required() });
    if ((options.encryptionPassphrase ?? '') === '') {
      out.push({ path: 'encryptionPassphrase', issue: { key: 'backupWizards.restore.passphraseRequired' } });
    }
    const drivers = (options.additionalDriversPath ?? '').trim();
    if (drivers !== '' && !isValidBackupPath(drivers)) {
      out.push({ path: 'additionalDriversPath', issue: { key: 'backupWizards.validation.pathInvalid' } });
    }
  }
  return out;
}

/**
 * A physical disk restore never writes to a C: volume (002 §4.7): true when `volume` is one.
 * @example isSystemVolume('C:\\') // true
 */
export function isSystemVolume(volume: string): boolean {
  return /^c:/i.test(volume.trim());
}

/**
 * The device rename rule: required, at most 410 characters (002 §9).
 * @example validateDeviceName('x'.repeat(411)) // { key: 'backupWizards.validation.deviceNameTooLong', params: { max: 410 } }
 */
export function validateDeviceName(name: string): ValidationIssue | undefined {
  if (name.trim() === '') return { key: 'backupWizards.validation.nameRequired' };
  if (name.length > DEVICE_NAME_MAX) {
    return { key: 'backupWizards.validation.deviceNameTooLong', params: { max: DEVICE_NAME_MAX } };
  }
  return undefined;
}
