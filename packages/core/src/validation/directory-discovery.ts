/**
 * Directory (AD) discovery rules (002 §4.2, §5.3), shared by the wizard and the server: OU paths
 * (LDAP distinguished names such as `OU=Berlin,OU=Workstations,DC=corp,DC=test`), the domain of a
 * path, the three conflicts between discovery jobs, the status-and-location rule and the
 * schedule rule of scheduled jobs. Pure.
 */
import type { ValidationIssue } from './issue';

/** Candidate statuses (002 §3). */
export const DISCOVERED_DEVICE_STATUSES = ['NEW', 'PENDING', 'APPROVED', 'REJECTED'] as const;
/** A discovered device's status. */
export type DiscoveredDeviceStatus = (typeof DISCOVERED_DEVICE_STATUSES)[number];
/** Approval modes of a scheduled deployment (002 §4.2); `null` is "none". */
export const APPROVAL_MODES = ['PENDING_APPROVAL', 'AUTO_APPROVE'] as const;
/** An approval mode; `null` stands for none. */
export type ApprovalMode = (typeof APPROVAL_MODES)[number];
/** The repeats a scheduled discovery job offers (002 §5.3). */
export const DISCOVERY_SCHEDULE_REPEATS = ['DAILY', 'HOURLY', 'WEEKLY', 'MONTHLY'] as const;
/** Longest OU path accepted (chosen; AD distinguished names stay far below it). */
export const OU_PATH_MAX = 2000;
/** Longest discovery job name (chosen). */
export const DISCOVERY_JOB_NAME_MAX = 200;

/** One relative distinguished name: its attribute (upper-cased) and unescaped value. */
export interface Rdn {
  type: string;
  value: string;
}

/**
 * Splits a distinguished name into its RDNs (RFC 4514 escapes with `\`); `undefined` when it is
 * not one (empty part, no `=`, dangling escape).
 * @example parseDn('OU=Berlin,DC=corp,DC=test') // [{ type: 'OU', value: 'Berlin' }, ...]
 */
export function parseDn(dn: string): Rdn[] | undefined {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < dn.length; i++) {
    const char = dn[i] as string;
    if (char === '\\') {
      const next = dn[i + 1];
      if (next === undefined) return undefined;
      current += char + next;
      i++;
    } else if (char === ',') {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  const rdns: Rdn[] = [];
  for (const part of parts) {
    const eq = part.indexOf('=');
    if (eq <= 0) return undefined;
    const type = part.slice(0, eq).trim().toUpperCase();
    const value = part
      .slice(eq + 1)
      .trim()
      .replace(/\\(.)/g, '$1');
    if (!/^[A-Z][A-Z0-9-]*$/.test(type) || value === '') return undefined;
    rdns.push({ type, value });
  }
  return rdns;
}

/**
 * Whether a text is an OU path the wizard can use: a DN of OU (and CN container) parts above at
 * least one DC part, DC parts last.
 * @example isOuPathSyntax('OU=Servers,DC=corp,DC=test') // true
 */
export function isOuPathSyntax(path: string): boolean {
  if (path.length > OU_PATH_MAX) return false;
  const rdns = parseDn(path.trim());
  if (!rdns) return false;
  const firstDc = rdns.findIndex((rdn) => rdn.type === 'DC');
  if (firstDc < 0) return false;
  return (
    rdns.slice(0, firstDc).every((rdn) => rdn.type === 'OU' || rdn.type === 'CN') &&
    rdns.slice(firstDc).every((rdn) => rdn.type === 'DC')
  );
}

/**
 * The DNS domain of a DN: its DC parts joined with dots (the wizard's tree root, 002 §4.2).
 * @example domainOfDn('OU=Servers,DC=corp,DC=test') // 'corp.test'
 */
export function domainOfDn(dn: string): string {
  return (parseDn(dn) ?? [])
    .filter((rdn) => rdn.type === 'DC')
    .map((rdn) => rdn.value)
    .join('.');
}

/** A DN compared case-insensitively, without spaces around its separators. */
export function normalizeDn(dn: string): string {
  const rdns = parseDn(dn.trim());
  if (!rdns) return dn.trim().toLowerCase();
  return rdns.map((rdn) => `${rdn.type}=${rdn.value}`.toLowerCase()).join(',');
}

/** Whether `child` lies below `parent` (strictly). */
export function isDescendantDn(child: string, parent: string): boolean {
  const c = normalizeDn(child);
  const p = normalizeDn(parent);
  return c !== p && c.endsWith(`,${p}`);
}

/** What the conflict rules read of a discovery job. */
export interface DiscoveryJobScope {
  id?: number | null;
  jobType: 'AD_HOC' | 'SCHEDULED';
  domainControllerId: number;
  ouPath: string;
  recursive: boolean;
}

/** Which of the three conflicts of 002 §5.3 a job would cause. */
export type DiscoveryJobConflict = 'sameOuPath' | 'recursiveChildren' | 'recursiveParent';

/**
 * The first conflict between a job and the client's saved jobs (002 §5.3), skipping the job
 * itself: another job on the same domain controller and OU path; a recursive job above scheduled
 * jobs; a scheduled job below a recursive scheduled job.
 * @example findDiscoveryJobConflict(job, saved) // 'recursiveParent'
 */
export function findDiscoveryJobConflict(
  job: DiscoveryJobScope,
  saved: readonly DiscoveryJobScope[],
): DiscoveryJobConflict | undefined {
  const others = saved.filter(
    (other) => (job.id == null || other.id !== job.id) && other.domainControllerId === job.domainControllerId,
  );
  const path = normalizeDn(job.ouPath);
  if (others.some((other) => normalizeDn(other.ouPath) === path)) return 'sameOuPath';
  if (
    job.recursive &&
    others.some((other) => other.jobType === 'SCHEDULED' && isDescendantDn(other.ouPath, job.ouPath))
  )
    return 'recursiveChildren';
  if (
    job.jobType === 'SCHEDULED' &&
    others.some(
      (other) => other.jobType === 'SCHEDULED' && other.recursive && isDescendantDn(job.ouPath, other.ouPath),
    )
  )
    return 'recursiveParent';
  return undefined;
}

/** The catalogue key of a conflict's message. */
export function discoveryConflictMessageKey(conflict: DiscoveryJobConflict) {
  return `directoryDiscovery.conflict.${conflict}` as const;
}

/** Whether a status needs a location (002 §5.3: not NEW, REJECTED or empty). */
export function statusNeedsLocation(status: DiscoveredDeviceStatus | null | undefined): boolean {
  return status === 'PENDING' || status === 'APPROVED';
}

/**
 * The Set status and location rule (002 §5.3): status required; location required unless the
 * status is NEW, REJECTED or empty.
 * @example validateStatusAndLocation('APPROVED', null) // { field: 'location', key: 'errors.validation.required' }
 */
export function validateStatusAndLocation(
  status: DiscoveredDeviceStatus | null | undefined,
  locationId: number | null | undefined,
): (ValidationIssue & { field: 'status' | 'location' }) | undefined {
  if (!status) return { field: 'status', key: 'errors.validation.required' };
  if (statusNeedsLocation(status) && (locationId === null || locationId === undefined))
    return { field: 'location', key: 'errors.validation.required' };
  return undefined;
}

/** What the schedule rule reads of a schedule. */
export interface DiscoveryScheduleLike {
  repeats: string;
  end: { type: string };
}

/**
 * A scheduled job's schedule (002 §5.3): required; daily, hourly, weekly or monthly; no end.
 * @example validateDiscoverySchedule(null) // { key: 'errors.validation.required' }
 */
export function validateDiscoverySchedule(
  schedule: DiscoveryScheduleLike | null | undefined,
): ValidationIssue | undefined {
  if (!schedule) return { key: 'errors.validation.required' };
  if (
    !(DISCOVERY_SCHEDULE_REPEATS as readonly string[]).includes(schedule.repeats) ||
    schedule.end.type !== 'NEVER'
  )
    return { key: 'directoryDiscovery.validation.scheduleRepeat' };
  return undefined;
}

/** Whether an operating system name is a server's (`Windows Server 2022 ...`). */
export function isServerOs(operatingSystem: string | null | undefined): boolean {
  return /server/i.test(operatingSystem ?? '');
}
