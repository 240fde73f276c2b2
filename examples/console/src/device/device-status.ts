/**
 * The device status line (000 §4.6): Online; 'Erased' with the relative time for an MDM device
 * whose status is erased; Offline with the relative time of the last submit. Cloud monitors show
 * none. Pure: the view formats the time.
 */
export interface DeviceStatusFacts {
  nodeClass: string;
  nodeType?: string;
  isUp: boolean;
  lastContact?: number | null;
  details?: { mdmStatus?: string | null; mdmStatusUpdatedTime?: number | null; submitTime?: number | null };
}

export type DeviceStatus =
  | { kind: 'none' }
  | { kind: 'online' }
  | { kind: 'erased'; since: number | null }
  | { kind: 'offline'; since: number | null };

const isCloudMonitor = (facts: DeviceStatusFacts) =>
  facts.nodeClass === 'CLOUD_MONITOR_TARGET' || (facts.nodeType ?? '').startsWith('CLOUD_MONITOR_TARGET');

/** Decides the status line; `since` is in epoch seconds. */
export function deviceStatus(facts: DeviceStatusFacts): DeviceStatus {
  if (isCloudMonitor(facts)) return { kind: 'none' };
  if (facts.details?.mdmStatus?.toUpperCase() === 'ERASED') {
    return { kind: 'erased', since: facts.details.mdmStatusUpdatedTime ?? null };
  }
  if (facts.isUp) return { kind: 'online' };
  return { kind: 'offline', since: facts.details?.submitTime ?? facts.lastContact ?? null };
}
