/**
 * The directory (AD) discovery wizard's rules (002 §4.2, §5.3), framework-free: when Next and the
 * final button are enabled, the candidates' statuses and locations, the credential check's
 * message and the job the wizard saves.
 */
import type {
  CredentialCheckCode,
  DirectoryComputer,
  DirectoryPushStatus,
  DiscoveredDeviceStatus,
  DiscoveryCandidate,
  DiscoveryDeployment,
  DiscoveryJobRequest,
  MessageKey,
  Schedule,
} from '@console/core';
import { isServerOs, validateDiscoverySchedule } from '@console/core/validation';

/** The two steps (002 §2.3). */
export type DirectoryStep = 1 | 2;
/** Ad hoc (Apply) or scheduled (Save). */
export type DirectoryJobType = 'AD_HOC' | 'SCHEDULED';

/** A candidate device in the wizard: what the directory and the saved job say, and the new choice. */
export interface CandidateRow {
  name: string;
  objectGuid: string;
  dnsHostName: string | null;
  operatingSystem: string | null;
  isServer: boolean;
  status: DiscoveredDeviceStatus;
  location: number | null;
  /** The status chosen in this session (002 §3 `newStatus`). */
  newStatus?: DiscoveredDeviceStatus | undefined;
  /** The location chosen in this session (002 §3 `newLocation`). */
  newLocation?: number | null | undefined;
  /** The agent push once approved (QUEUED, RUNNING, INSTALLED, FAILED) and why it failed. */
  pushStatus?: DirectoryPushStatus | null | undefined;
  pushError?: string | null | undefined;
}

/** The status filter of the candidates table ('All' first, 002 §5.3). */
export type StatusFilter = 'ALL' | DiscoveredDeviceStatus;

/** A deployment of nothing. */
export const EMPTY_DEPLOYMENT: DiscoveryDeployment = {
  windowsServers: false,
  windowsServersLocation: null,
  windowsServersApprovalMode: null,
  windowsWorkstations: false,
  windowsWorkstationsLocation: null,
  windowsWorkstationsApprovalMode: null,
};

/** The wizard's form. */
export interface DirectoryWizardValues {
  jobType: DirectoryJobType;
  domainControllerId: number | null;
  domainControllerName: string;
  ouPath: string;
  recursive: boolean;
  credentialId: number | null;
  schedule: Schedule | null;
  deployment: DiscoveryDeployment;
  name: string;
}

/** Where the OU path stands: none, being checked, valid, invalid, or the check failed. */
export type OuPathState = 'empty' | 'checking' | 'valid' | 'invalid' | 'error';

/** What Next of step 1 reads (002 §5.3). */
export interface StepOneFacts {
  ouPathState: OuPathState;
  loading: boolean;
  computers: number;
  conflict: boolean;
}

/**
 * Next (step 1) is disabled without a domain controller and OU path, with an invalid OU path,
 * while loading, for an ad hoc job with no devices, or while a conflict message shows.
 * @example canGoNext(values, { ouPathState: 'valid', loading: false, computers: 3, conflict: false }) // true
 */
export function canGoNext(values: DirectoryWizardValues, facts: StepOneFacts): boolean {
  if (values.domainControllerId === null || values.ouPath.trim() === '') return false;
  if (facts.ouPathState !== 'valid' || facts.loading || facts.conflict) return false;
  if (values.jobType === 'AD_HOC' && facts.computers === 0) return false;
  return true;
}

/** Whether at least one NEW device has a chosen status. */
export function hasChosenStatus(rows: readonly CandidateRow[]): boolean {
  return rows.some((row) => row.status === 'NEW' && row.newStatus !== undefined);
}

/**
 * Whether the deployment names servers or workstations, each with a location when it has an
 * approval mode.
 */
export function hasDeployment(deployment: DiscoveryDeployment): boolean {
  const complete = (kind: 'windowsServers' | 'windowsWorkstations') =>
    !deployment[kind] || deployment[`${kind}ApprovalMode`] === null || deployment[`${kind}Location`] !== null;
  return (
    (deployment.windowsServers || deployment.windowsWorkstations) &&
    complete('windowsServers') &&
    complete('windowsWorkstations')
  );
}

/**
 * The final button of step 2 (002 §5.3): disabled until valid credentials are confirmed; for ad
 * hoc until at least one NEW device has a chosen status (unless in run mode); for scheduled until
 * a schedule and at least one of servers or workstations is chosen.
 */
export function canFinish(
  values: DirectoryWizardValues,
  credentialCheck: CredentialCheckCode | 'CHECKING' | null,
  rows: readonly CandidateRow[],
  runMode: boolean,
): boolean {
  if (values.credentialId === null || credentialCheck !== 'SUCCESS') return false;
  if (values.jobType === 'AD_HOC') return runMode || hasChosenStatus(rows);
  return validateDiscoverySchedule(values.schedule) === undefined && hasDeployment(values.deployment);
}

/** The message of a credential check (002 §8). */
export function credentialCheckMessageKey(code: CredentialCheckCode): MessageKey {
  switch (code) {
    case 'SUCCESS':
      return 'directoryDiscovery.credentials.valid';
    case 'ACCESS_DENIED':
    case 'REQUIRED_PRIVILEGE_NOT_HELD':
      return 'directoryDiscovery.credentials.insufficientPrivilege';
    case 'INCORRECT_USERNAME_OR_PASSWORD':
      return 'directoryDiscovery.credentials.invalid';
    default:
      return 'directoryDiscovery.credentials.notValidated';
  }
}

/** The directory's computers merged with a saved job's candidates (their status and location). */
export function mergeCandidates(
  computers: readonly DirectoryComputer[],
  saved: readonly DiscoveryCandidate[] = [],
): CandidateRow[] {
  const byGuid = new Map(saved.map((candidate) => [candidate.objectGuid, candidate]));
  const rows: CandidateRow[] = computers.map((computer) => {
    const known = byGuid.get(computer.objectGuid);
    return {
      name: computer.name,
      objectGuid: computer.objectGuid,
      dnsHostName: computer.dnsHostName,
      operatingSystem: computer.operatingSystem,
      isServer: computer.isServer || isServerOs(computer.operatingSystem),
      status: known?.status ?? 'NEW',
      location: known?.location ?? null,
      pushStatus: known?.pushStatus ?? null,
      pushError: known?.pushError ?? null,
    };
  });
  return rows;
}

/** The status a row shows: the one chosen in this session, else the saved one. */
export function shownStatus(row: CandidateRow): DiscoveredDeviceStatus {
  return row.newStatus ?? row.status;
}

/** Sets the status and location of the rows with these GUIDs (location dropped for NEW and REJECTED). */
export function applyStatus(
  rows: readonly CandidateRow[],
  guids: ReadonlySet<string>,
  status: DiscoveredDeviceStatus,
  location: number | null,
): CandidateRow[] {
  const keep = status === 'PENDING' || status === 'APPROVED';
  return rows.map((row) =>
    guids.has(row.objectGuid) ? { ...row, newStatus: status, newLocation: keep ? location : null } : row,
  );
}

/**
 * The job the wizard saves (002 §3): only the candidates given a status in this session; NEW is
 * sent as no status; a scheduled job's schedule without end or time zone.
 */
export function toJobRequest(
  values: DirectoryWizardValues,
  clientId: number,
  rows: readonly CandidateRow[],
  name: string | null,
): DiscoveryJobRequest {
  const scheduled = values.jobType === 'SCHEDULED';
  return {
    name: name?.trim() ? name.trim() : null,
    clientId,
    jobType: values.jobType,
    runOnce: !scheduled,
    content: {
      ouPath: values.ouPath.trim(),
      domainController: { id: values.domainControllerId ?? 0, name: values.domainControllerName },
      recursiveOuPath: values.recursive,
      schedule: scheduled && values.schedule ? { ...values.schedule, timeZone: undefined } : null,
      deployment: scheduled ? values.deployment : EMPTY_DEPLOYMENT,
    },
    candidateNodes: rows
      .filter((row) => row.newStatus !== undefined)
      .map((row) => ({
        name: row.name,
        objectGuid: row.objectGuid,
        status: row.newStatus === 'NEW' ? null : (row.newStatus ?? null),
        location: row.newLocation ?? null,
      })),
    credentialId: values.credentialId,
  };
}

/** A daily schedule at 09:00 from today (the Set schedule dialog's start). */
export function defaultDiscoverySchedule(now: Date = new Date()): Schedule {
  return {
    schema: '2.0',
    repeats: 'DAILY',
    repeatsEveryCount: 1,
    runAtHour: 9,
    runAtMinute: 0,
    dayOfMonth: 1,
    daysOfWeek: ['MON'],
    startDate: now.toISOString().slice(0, 10),
    end: { type: 'NEVER', occurenceCount: 1, endDate: null },
  };
}
