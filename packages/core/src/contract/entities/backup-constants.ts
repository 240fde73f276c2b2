// The backup contract's zod-free constants, apart from its schemas: a widget that reads one does not
// bundle the schema module (and zod) with it.

/** Week days (schedule pickers). */
export const BACKUP_WEEKDAYS = [
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
] as const;
/** What the server answers in place of a stored password; sent back, it keeps the password. */
export const BACKUP_PASSWORD_MASK = '********';
/** Longest job, folder, location and target name (chosen). */
export const BACKUP_NAME_MAX = 100;
/** Longest path (Windows long path). */
export const BACKUP_PATH_MAX = 260;
/** Longest comment or description (chosen). */
export const BACKUP_COMMENT_MAX = 250;
/** Longest pre/post snapshot or post backup command (chosen). */
export const BACKUP_COMMAND_MAX = 1_000;
/** Longest password (chosen). */
export const BACKUP_PASSWORD_MAX = 256;
/** At most this many jobs, folders, locations and targets each in one policy (chosen). */
export const BACKUP_ITEMS_MAX = 50;

/** Backup compression types. */
export const BACKUP_COMPRESSION_TYPES = ['NONE', 'STANDARD', 'HIGH'] as const;
/** Image file part sizes when the image file is split (MB; 0 = not split). */
export const BACKUP_SPLIT_SIZES_MB = [0, 650, 700, 4_096, 4_700, 8_500] as const;
/** Schedule types of a backup job. */
export const BACKUP_SCHEDULE_TYPES = ['CONTINUOUS_INCREMENTAL', 'WEEKLY', 'MONTHLY', 'LATER', 'NOW'] as const;

/** Replication modes of a target. */
export const REPLICATION_MODES = [
  'REPLICATE_ALL_CONSOLIDATED_IMAGES',
  'REPLICATE_DAILY_CONSOLIDATED_IMAGES',
  'REPLICATE_WEEKLY_CONSOLIDATED_IMAGES',
  'REPLICATE_MONTHLY_CONSOLIDATED_IMAGES',
] as const;

/** License types offered per application. */
export const BACKUP_LICENSE_TYPES = {
  SHADOWPROTECT: ['SERVER', 'DESKTOP', 'SBS', 'HYPERVISOR'],
  IMAGEMANAGER: ['FREE', 'PAID'],
} as const;
