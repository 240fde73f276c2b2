/**
 * A cloud monitor between the contract and its rows: the settings column (the type's fields
 * without passwords), the sealed passwords (kept when the wizard sends none), condition uids and
 * the answer (passwords `null`, `secretsSet` naming the stored ones).
 */
import { randomUUID } from 'node:crypto';
import {
  type CloudMonitor,
  type CloudMonitorData,
  type CloudMonitorType,
  MONITOR_SECRET_FIELDS,
  type MonitorSecretField,
  type SavedMonitorCondition,
} from '@console/core';
import type { cloudMonitors, nodes } from '../../db/schema';
import type { SecretBox } from '../../lib/crypto';

/** A monitor row. */
export type MonitorRow = typeof cloudMonitors.$inferSelect;
/** The node columns a monitor answer needs. */
export type MonitorNode = Pick<
  typeof nodes.$inferSelect,
  'id' | 'clientId' | 'locationId' | 'name' | 'nodeClass' | 'nodeRoleId'
>;

const COMMON_FIELDS = new Set([
  'enabled',
  'clientId',
  'locationId',
  'systemName',
  'frequency',
  'timeout',
  'conditions',
  'monitorType',
]);
const SECRET_FIELDS = new Set<string>(MONITOR_SECRET_FIELDS);

/** The password fields a monitor type carries. */
export function secretFieldsOf(type: CloudMonitorType): MonitorSecretField[] {
  if (type === 'HTTP') return ['authenticationPassword'];
  if (type === 'EMAIL') return ['senderPassword', 'popReceiverPassword', 'imapReceiverPassword'];
  return [];
}

/** The settings column of a parsed input. */
export function settingsOf(input: CloudMonitorData): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input).filter(([key]) => !COMMON_FIELDS.has(key) && !SECRET_FIELDS.has(key)),
  );
}

/** Opens the sealed passwords; an unreadable value counts as none. */
export function openSecrets(box: SecretBox, sealed: string | null): Record<string, string> {
  if (!sealed) return {};
  try {
    return JSON.parse(box.decrypt(sealed)) as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * The passwords to store: each field of the type sent as text replaces the stored one ('' clears
 * it); omitted or null keeps it. Answers the sealed value (null when none is left).
 */
export function mergeSecrets(
  box: SecretBox,
  input: CloudMonitorData,
  previous: Record<string, string>,
): { sealed: string | null; names: MonitorSecretField[] } {
  const next: Record<string, string> = {};
  const sent = input as unknown as Record<string, unknown>;
  for (const field of secretFieldsOf(input.monitorType)) {
    const value = sent[field];
    const kept = typeof value === 'string' ? value : previous[field];
    if (kept) next[field] = kept;
  }
  const names = Object.keys(next) as MonitorSecretField[];
  return { sealed: names.length ? box.encrypt(JSON.stringify(next)) : null, names };
}

/** The conditions with uids: a sent uid of an existing condition is kept, others get a new one. */
export function withUids(
  conditions: CloudMonitorData['conditions'],
  existing: readonly { uid?: unknown }[] = [],
): SavedMonitorCondition[] {
  const known = new Set(existing.map((condition) => String(condition.uid)));
  const used = new Set<string>();
  return conditions.map((condition) => {
    const uid =
      condition.uid && known.has(condition.uid) && !used.has(condition.uid) ? condition.uid : randomUUID();
    used.add(uid);
    return { ...condition, uid } as SavedMonitorCondition;
  });
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A monitor as answered. */
export function toCloudMonitor(
  row: MonitorRow,
  node: MonitorNode,
  secrets: Record<string, string>,
  activeAlerts: number,
): CloudMonitor {
  const type = row.monitorType as CloudMonitorType;
  const nulls = Object.fromEntries(secretFieldsOf(type).map((field) => [field, null]));
  return {
    ...row.settings,
    ...nulls,
    monitorType: type,
    id: node.id,
    enabled: row.enabled,
    clientId: node.clientId,
    locationId: node.locationId,
    systemName: node.name,
    frequency: row.frequency,
    timeout: row.timeout,
    conditions: row.conditions as unknown as SavedMonitorCondition[],
    secretsSet: secretFieldsOf(type).filter((field) => Boolean(secrets[field])),
    status: row.status as CloudMonitor['status'],
    lastRunAt: iso(row.lastRunAt),
    nextRunAt: row.enabled ? iso(row.nextRunAt) : null,
    lastResponseTimeMs: row.lastResponseTimeMs,
    activeAlerts,
    createdAt: iso(row.createdAt) as string,
    updatedAt: iso(row.updatedAt) as string,
  } as CloudMonitor;
}

/** The host or URL a monitor probes (the list's Target column). */
export function targetOf(row: Pick<MonitorRow, 'monitorType' | 'settings'>): string {
  const settings = row.settings as Record<string, unknown>;
  if (row.monitorType === 'HTTP') return String(settings.url ?? '');
  if (row.monitorType === 'EMAIL') return String(settings.smtpHostname ?? '');
  return String(settings.hostname ?? '');
}
