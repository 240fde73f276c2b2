import type { ValidationIssue } from './issue';

/**
 * Unmanaged device rules (000 §3.6, §5.5, §9; 001 §4, §5), shared by the create form, the CSV
 * preview and the server. Dates are ISO calendar dates (`YYYY-MM-DD`).
 */

/** Name and serial number are at most 200 characters (000 §5.5, §9). */
export const UNMANAGED_DEVICE_TEXT_MAX = 200;
/** The most device rows one CSV file may hold (chosen, issue 10). */
export const CSV_IMPORT_MAX_ROWS = 10_000;
/** The largest CSV file accepted: 5 MB (chosen, issue 10). */
export const CSV_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The most columns a CSV row may have (chosen: the template has 7; extra columns are ignored). */
export const CSV_IMPORT_MAX_COLUMNS = 100;
/** The name of the plain unmanaged role, the parent of the roles offered (000 §3.3). */
export const PLAIN_UNMANAGED_ROLE_NAME = 'UNMANAGED_DEVICE';

/**
 * The columns of the CSV template (`GET /attributes/tab/role/{roleId}/template/csv`), in order, with
 * the device field each fills. Headers are matched case-insensitively, spaces ignored.
 */
export const UNMANAGED_CSV_COLUMNS = [
  { header: 'Name', field: 'name', required: true },
  { header: 'Organization', field: 'organization', required: true },
  { header: 'Location', field: 'location', required: true },
  { header: 'Serial Number', field: 'serialNumber', required: false },
  { header: 'Assigned User Email', field: 'assignedUserEmail', required: false },
  { header: 'Warranty Start Date', field: 'warrantyStartDate', required: false },
  { header: 'Warranty End Date', field: 'warrantyEndDate', required: false },
] as const;

/** A field of an unmanaged CSV row. */
export type UnmanagedCsvField = (typeof UNMANAGED_CSV_COLUMNS)[number]['field'];

/** The device facts every unmanaged device carries, as typed (strings; dates `YYYY-MM-DD` or empty). */
export interface UnmanagedDeviceFacts {
  name: string;
  serialNumber?: string | null;
  warrantyStartDate?: string | null;
  warrantyEndDate?: string | null;
}

/** Issues by field; a field without an issue is absent. */
export type UnmanagedFactIssues = Partial<Record<keyof UnmanagedDeviceFacts, ValidationIssue>>;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether `text` is a real calendar date written `YYYY-MM-DD`.
 * @example isIsoDate('2026-02-29') // false
 */
export function isIsoDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function textIssue(value: string | null | undefined, required: boolean): ValidationIssue | undefined {
  const text = (value ?? '').trim();
  if (required && text === '') return { key: 'errors.validation.required' };
  if (text.length > UNMANAGED_DEVICE_TEXT_MAX)
    return { key: 'errors.validation.maxLength', params: { max: UNMANAGED_DEVICE_TEXT_MAX } };
  return undefined;
}

function dateIssue(value: string | null | undefined): ValidationIssue | undefined {
  const text = (value ?? '').trim();
  if (text === '' || isIsoDate(text)) return undefined;
  return { key: 'unmanaged.invalidDate' };
}

/**
 * Checks the device facts (000 §5.5): name required, name and serial at most 200 characters, dates
 * real `YYYY-MM-DD` dates, the warranty end not before its start.
 * @example validateUnmanagedDeviceFacts({ name: '', warrantyStartDate: '2026-05-01', warrantyEndDate: '2026-04-01' })
 * // { name: { key: 'errors.validation.required' }, warrantyEndDate: { key: 'unmanaged.endBeforeStart' } }
 */
export function validateUnmanagedDeviceFacts(facts: UnmanagedDeviceFacts): UnmanagedFactIssues {
  const issues: UnmanagedFactIssues = {};
  const name = textIssue(facts.name, true);
  if (name) issues.name = name;
  const serial = textIssue(facts.serialNumber, false);
  if (serial) issues.serialNumber = serial;
  const start = dateIssue(facts.warrantyStartDate);
  if (start) issues.warrantyStartDate = start;
  const end = dateIssue(facts.warrantyEndDate);
  if (end) issues.warrantyEndDate = end;
  else if (!start && warrantyEndPrecedesStart(facts.warrantyStartDate, facts.warrantyEndDate)) {
    issues.warrantyEndDate = { key: 'unmanaged.endBeforeStart' };
  }
  return issues;
}

/**
 * Whether both dates are set and the end is before the start (ISO dates compare as text).
 * @example warrantyEndPrecedesStart('2026-05-01', '2026-04-01') // true
 */
export function warrantyEndPrecedesStart(
  start: string | null | undefined,
  end: string | null | undefined,
): boolean {
  const from = (start ?? '').trim();
  const to = (end ?? '').trim();
  return from !== '' && to !== '' && to < from;
}

/**
 * The warranty dates after the start changed (000 §5.5): a start later than the end clears the end.
 * @example warrantyAfterStartChange({ start: null, end: '2026-04-01' }, '2026-05-01') // { start: '2026-05-01', end: null }
 */
export function warrantyAfterStartChange(
  dates: { start: string | null; end: string | null },
  start: string | null,
): { start: string | null; end: string | null } {
  return { start, end: warrantyEndPrecedesStart(start, dates.end) ? null : dates.end };
}

/** What the role rules read of a node role. */
export interface UnmanagedRoleFacts {
  id: number;
  name: string;
  nodeClass: string | null;
  permissions: { full: boolean };
}

/**
 * The roles offered for unmanaged devices: every role of the UNMANAGED_DEVICE class.
 * @example unmanagedRoles(allRoles).map((role) => role.name) // ['UNMANAGED_DEVICE', 'Printer', ...]
 */
export function unmanagedRoles<R extends UnmanagedRoleFacts>(roles: readonly R[]): R[] {
  return roles.filter((role) => role.nodeClass === 'UNMANAGED_DEVICE');
}

/**
 * Whether a device may be created under the role (000 §5.5, §6): an unmanaged role other than the
 * plain UNMANAGED_DEVICE parent, on which the user has full permission. Others are greyed out.
 * @example isSelectableUnmanagedRole({ id: 9, name: 'Printer', nodeClass: 'UNMANAGED_DEVICE', permissions: { full: true } }) // true
 */
export function isSelectableUnmanagedRole(role: UnmanagedRoleFacts): boolean {
  return (
    role.nodeClass === 'UNMANAGED_DEVICE' && role.name !== PLAIN_UNMANAGED_ROLE_NAME && role.permissions.full
  );
}

/**
 * Whether the Save button shows (000 §5.5): roles exist and the only one is not the plain unmanaged
 * role. `roles` are the unmanaged roles ({@link unmanagedRoles}).
 * @example canShowUnmanagedSave([{ id: 1, name: 'UNMANAGED_DEVICE', nodeClass: 'UNMANAGED_DEVICE', permissions: { full: true } }]) // false
 */
export function canShowUnmanagedSave(roles: readonly UnmanagedRoleFacts[]): boolean {
  if (roles.length === 0) return false;
  return !(roles.length === 1 && roles[0]?.name === PLAIN_UNMANAGED_ROLE_NAME);
}

/**
 * The CSV import's Preview is enabled with a file, a role and the roles loaded (000 §5.5).
 * @example canPreviewCsv({ file: null, roleId: 3, rolesLoaded: true }) // false
 */
export function canPreviewCsv(input: {
  file: unknown;
  roleId: number | null;
  rolesLoaded: boolean;
}): boolean {
  return input.file !== null && input.file !== undefined && input.roleId !== null && input.rolesLoaded;
}

/**
 * Checks a chosen file before upload (000 §5.5, §5.7): `.csv` only ('Invalid file type'), not empty
 * ('File too small'), at most 5 MB ('File exceeds the limit of 5 MB').
 * @example validateCsvFile({ name: 'devices.xlsx', size: 10 }) // { key: 'unmanaged.import.invalidType' }
 */
export function validateCsvFile(file: { name: string; size: number }): ValidationIssue | undefined {
  if (!/\.csv$/i.test(file.name.trim())) return { key: 'unmanaged.import.invalidType' };
  if (file.size < 1) return { key: 'unmanaged.import.fileTooSmall' };
  if (file.size > CSV_IMPORT_MAX_BYTES)
    return {
      key: 'unmanaged.import.fileTooLarge',
      params: { limit: CSV_IMPORT_MAX_BYTES / 1024 / 1024, unit: 'MB' },
    };
  return undefined;
}

/**
 * The field a CSV header names (case and spaces ignored), or undefined for a column not imported.
 * @example csvFieldOfHeader(' serial number ') // 'serialNumber'
 */
export function csvFieldOfHeader(header: string): UnmanagedCsvField | undefined {
  const key = header.replace(/\s+/g, '').toLowerCase();
  return UNMANAGED_CSV_COLUMNS.find((column) => column.header.replace(/\s+/g, '').toLowerCase() === key)
    ?.field;
}
