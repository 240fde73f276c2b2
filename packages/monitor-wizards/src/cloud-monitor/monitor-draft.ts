/**
 * The cloud monitor wizard's draft (002 §3, §4.7): one flat object holding the fields of every
 * monitor type, the steps it shows, what it sends (`toMonitorInput`) and the rules of each page,
 * checked by core's `validateCloudMonitor` — the same function the server runs on save.
 */
import {
  type CloudMonitor,
  type CloudMonitorInput,
  type CloudMonitorType,
  DEFAULT_MONITOR_TIMEOUT,
  type MonitorConditionInput,
  type MonitorFieldIssue,
  validateCloudMonitor,
} from '@console/core';

/** A header or form row. */
export interface KeyValueRow {
  key: string;
  value: string;
}

/** Every field the wizard edits, whatever the type (the inactive ones are not sent). */
export interface MonitorDraft {
  enabled: boolean;
  clientId: number | null;
  locationId: number | null;
  monitorType: CloudMonitorType;
  systemName: string;
  frequency: number;
  timeout: number;
  hostname: string;
  ports: number[];
  url: string;
  saveCertificateInformation: boolean;
  methodType: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  authenticationType: 'NONE' | 'BASIC';
  authenticationUsername: string;
  /** `null`: keep the stored password (edit). */
  authenticationPassword: string | null;
  saveResponseBody: boolean;
  requestHeaders: KeyValueRow[];
  requestBodyType: 'NONE' | 'FORM' | 'RAW';
  formBodyType: 'URL_ENCODED' | 'MULTIPART';
  formBody: KeyValueRow[];
  rawBodyType: 'TEXT' | 'JSON' | 'XML' | 'HTML' | 'JAVASCRIPT';
  rawBody: string;
  senderEmail: string;
  receiverEmail: string;
  smtpHostname: string;
  smtpPort: number;
  smtpUseSSL: boolean;
  smtpUseTLS: boolean;
  smtpAuthRequired: boolean;
  senderUsername: string;
  senderPassword: string | null;
  fetchOption: 'POP' | 'IMAP';
  popHostname: string;
  popPort: number;
  popReceiverUsername: string;
  popReceiverPassword: string | null;
  popUseSSL: boolean;
  popUseTLS: boolean;
  imapHostname: string;
  imapPort: number;
  imapReceiverUsername: string;
  imapReceiverPassword: string | null;
  imapFetchFolder: string;
  imapUseSSL: boolean;
  imapUseTLS: boolean;
  conditions: MonitorConditionInput[];
  /** The password fields holding a stored password (edit). */
  secretsSet: string[];
}

/** A page of the wizard. */
export type MonitorStepId = 'setup' | 'outbound' | 'inbound' | 'request' | 'conditions' | 'confirm';

const emptyRow = (): KeyValueRow => ({ key: '', value: '' });

/**
 * A new monitor's draft: PING, every 5 minutes, the type's default time-out.
 * @example newMonitorDraft().timeout // 5
 */
export function newMonitorDraft(overrides: Partial<MonitorDraft> = {}): MonitorDraft {
  const monitorType = overrides.monitorType ?? 'PING';
  return {
    enabled: true,
    clientId: null,
    locationId: null,
    monitorType,
    systemName: '',
    frequency: 300,
    timeout: DEFAULT_MONITOR_TIMEOUT[monitorType],
    hostname: '',
    ports: [],
    url: '',
    saveCertificateInformation: false,
    methodType: 'GET',
    authenticationType: 'NONE',
    authenticationUsername: '',
    authenticationPassword: '',
    saveResponseBody: false,
    requestHeaders: [emptyRow()],
    requestBodyType: 'NONE',
    formBodyType: 'URL_ENCODED',
    formBody: [emptyRow()],
    rawBodyType: 'TEXT',
    rawBody: '',
    senderEmail: '',
    receiverEmail: '',
    smtpHostname: '',
    smtpPort: 25,
    smtpUseSSL: false,
    smtpUseTLS: false,
    smtpAuthRequired: false,
    senderUsername: '',
    senderPassword: '',
    fetchOption: 'IMAP',
    popHostname: '',
    popPort: 110,
    popReceiverUsername: '',
    popReceiverPassword: '',
    popUseSSL: false,
    popUseTLS: false,
    imapHostname: '',
    imapPort: 143,
    imapReceiverUsername: '',
    imapReceiverPassword: '',
    imapFetchFolder: 'INBOX',
    imapUseSSL: false,
    imapUseTLS: false,
    conditions: [],
    secretsSet: [],
    ...overrides,
  };
}

/**
 * A saved monitor as a draft: stored passwords become `null` (kept unless retyped).
 * @example draftFromMonitor(monitor).authenticationPassword // null when one is stored
 */
export function draftFromMonitor(monitor: CloudMonitor): MonitorDraft {
  const {
    id: _id,
    status: _s,
    lastRunAt: _l,
    nextRunAt: _n,
    lastResponseTimeMs: _r,
    activeAlerts: _a,
    createdAt: _c,
    updatedAt: _u,
    ...settings
  } = monitor as CloudMonitor & Record<string, unknown>;
  const draft = newMonitorDraft({ ...(settings as Partial<MonitorDraft>), monitorType: monitor.monitorType });
  for (const field of monitor.secretsSet) (draft as unknown as Record<string, unknown>)[field] = null;
  if (draft.requestHeaders.length === 0) draft.requestHeaders = [emptyRow()];
  if (draft.formBody.length === 0) draft.formBody = [emptyRow()];
  draft.conditions = monitor.conditions.map((condition) => ({ ...condition }));
  return draft;
}

/**
 * Changes the type: the time-out options reset to the new type's default, and conditions of
 * another type are dropped (002 §4.7).
 * @example changeMonitorType(newMonitorDraft(), 'HTTP').timeout // 30
 */
export function changeMonitorType(draft: MonitorDraft, monitorType: CloudMonitorType): MonitorDraft {
  if (draft.monitorType === monitorType) return draft;
  return { ...draft, monitorType, timeout: DEFAULT_MONITOR_TIMEOUT[monitorType], conditions: [] };
}

/**
 * The steps of a draft's type: Outbound and Inbound for email, Request for HTTP (002 §2.3).
 * @example monitorSteps('HTTP') // ['setup', 'request', 'conditions', 'confirm']
 */
export function monitorSteps(monitorType: CloudMonitorType): MonitorStepId[] {
  if (monitorType === 'EMAIL') return ['setup', 'outbound', 'inbound', 'conditions', 'confirm'];
  if (monitorType === 'HTTP') return ['setup', 'request', 'conditions', 'confirm'];
  return ['setup', 'conditions', 'confirm'];
}

const filledRows = (rows: readonly KeyValueRow[]) =>
  rows.filter((row) => row.key.trim() !== '' || row.value.trim() !== '');

/**
 * What the wizard sends: the fields of the draft's type only. A `null` password is left out
 * (the server keeps the stored one).
 * @example toMonitorInput(newMonitorDraft({ clientId: 1, locationId: 2 })).monitorType // 'PING'
 */
export function toMonitorInput(draft: MonitorDraft): CloudMonitorInput {
  const base = {
    enabled: draft.enabled,
    clientId: draft.clientId ?? 0,
    locationId: draft.locationId ?? 0,
    systemName: draft.systemName.trim(),
    frequency: draft.frequency,
    timeout: draft.timeout,
    conditions: draft.conditions,
  };
  const secret = (value: string | null) => (value === null ? undefined : value);
  switch (draft.monitorType) {
    case 'PING':
    case 'DNS':
      return { ...base, monitorType: draft.monitorType, hostname: draft.hostname.trim() };
    case 'PORT_SCAN':
      return { ...base, monitorType: 'PORT_SCAN', hostname: draft.hostname.trim(), ports: draft.ports };
    case 'HTTP':
      return {
        ...base,
        monitorType: 'HTTP',
        url: draft.url.trim(),
        saveCertificateInformation: draft.saveCertificateInformation,
        methodType: draft.methodType,
        authenticationType: draft.authenticationType,
        authenticationUsername: draft.authenticationType === 'BASIC' ? draft.authenticationUsername : '',
        ...(draft.authenticationType === 'BASIC'
          ? { authenticationPassword: secret(draft.authenticationPassword) }
          : { authenticationPassword: '' }),
        saveResponseBody: draft.methodType === 'HEAD' ? false : draft.saveResponseBody,
        requestHeaders: filledRows(draft.requestHeaders),
        requestBodyType: draft.requestBodyType,
        formBodyType: draft.formBodyType,
        formBody: draft.requestBodyType === 'FORM' ? filledRows(draft.formBody) : [],
        rawBodyType: draft.rawBodyType,
        rawBody: draft.requestBodyType === 'RAW' ? draft.rawBody : '',
      };
    case 'EMAIL': {
      const pop = draft.fetchOption === 'POP';
      return {
        ...base,
        monitorType: 'EMAIL',
        senderEmail: draft.senderEmail.trim(),
        receiverEmail: draft.receiverEmail.trim(),
        smtpHostname: draft.smtpHostname.trim(),
        smtpPort: draft.smtpPort,
        smtpUseSSL: draft.smtpUseSSL,
        smtpUseTLS: draft.smtpUseTLS,
        smtpAuthRequired: draft.smtpAuthRequired,
        senderUsername: draft.smtpAuthRequired ? draft.senderUsername : '',
        senderPassword: draft.smtpAuthRequired ? secret(draft.senderPassword) : '',
        fetchOption: draft.fetchOption,
        popHostname: pop ? draft.popHostname.trim() : '',
        popPort: draft.popPort,
        popReceiverUsername: pop ? draft.popReceiverUsername : '',
        popReceiverPassword: pop ? secret(draft.popReceiverPassword) : '',
        popUseSSL: draft.popUseSSL,
        popUseTLS: draft.popUseTLS,
        imapHostname: pop ? '' : draft.imapHostname.trim(),
        imapPort: draft.imapPort,
        imapReceiverUsername: pop ? '' : draft.imapReceiverUsername,
        imapReceiverPassword: pop ? '' : secret(draft.imapReceiverPassword),
        imapFetchFolder: draft.imapFetchFolder,
        imapUseSSL: draft.imapUseSSL,
        imapUseTLS: draft.imapUseTLS,
      };
    }
  }
}

const SETUP_FIELDS = [
  'clientId',
  'locationId',
  'systemName',
  'frequency',
  'timeout',
  'hostname',
  'ports',
  'url',
  'saveResponseBody',
  'authenticationUsername',
  'authenticationPassword',
];
const REQUEST_FIELDS = ['requestHeaders', 'formBody', 'requestBodyType'];
const OUTBOUND_FIELDS = [
  'senderEmail',
  'smtpHostname',
  'smtpPort',
  'smtpUseTLS',
  'senderUsername',
  'senderPassword',
];

function stepOf(path: string): MonitorStepId {
  const field = path.split('.')[0] ?? '';
  if (field === 'conditions') return 'conditions';
  if (REQUEST_FIELDS.includes(field)) return 'request';
  if (OUTBOUND_FIELDS.includes(field)) return 'outbound';
  if (SETUP_FIELDS.includes(field)) return 'setup';
  return 'inbound';
}

/**
 * Every broken rule of the draft, by field (the shared `validateCloudMonitor`), plus the
 * organization and location the wizard requires.
 * @example monitorIssues(newMonitorDraft()).map((i) => i.path) // ['clientId', 'locationId', 'systemName', 'hostname']
 */
export function monitorIssues(draft: MonitorDraft, isNew: boolean): MonitorFieldIssue[] {
  const issues: MonitorFieldIssue[] = [];
  if (draft.clientId === null)
    issues.push({ path: 'clientId', issue: { key: 'errors.validation.required' } });
  if (draft.locationId === null)
    issues.push({ path: 'locationId', issue: { key: 'errors.validation.required' } });
  issues.push(...validateCloudMonitor(toMonitorInput(draft), { isNew, secretsSet: draft.secretsSet }));
  return issues;
}

/**
 * The broken rules shown on one page (Next stays on the page while there are any).
 * @example pageIssues(newMonitorDraft(), 'setup', true).length > 0 // true
 */
export function pageIssues(draft: MonitorDraft, step: MonitorStepId, isNew: boolean): MonitorFieldIssue[] {
  return monitorIssues(draft, isNew).filter((issue) => stepOf(issue.path) === step);
}

/**
 * The first page holding a broken rule, or `null` (Done opens it instead of saving).
 * @example firstPageWithIssues(newMonitorDraft(), true) // 'setup'
 */
export function firstPageWithIssues(draft: MonitorDraft, isNew: boolean): MonitorStepId | null {
  const issues = monitorIssues(draft, isNew);
  for (const step of monitorSteps(draft.monitorType)) {
    if (issues.some((issue) => stepOf(issue.path) === step)) return step;
  }
  return null;
}

/**
 * Whether the draft differs from where it started (Close asks first, 002 §8 'You have unsaved changes').
 * @example isDirty(a, a) // false
 */
export function isDirty(start: MonitorDraft, draft: MonitorDraft): boolean {
  return JSON.stringify(start) !== JSON.stringify(draft);
}
