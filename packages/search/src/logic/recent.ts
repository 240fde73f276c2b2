import type { RecentSearch, SearchDeviceDetails } from '@console/core';
import { isKnownResult, type SearchResult } from './grouping';

/**
 * The recent search recorded when a result is chosen (001 §3): administration entries store their
 * route as details; the others keep what their destination needs.
 * @example toRecentSearch(adminResult).details // '/administration/users/technicians'
 */
export function toRecentSearch(item: SearchResult): RecentSearch {
  const base = {
    id: item.id,
    name: item.name.slice(0, 1024),
    type: item.type,
    description: item.description ?? null,
  };
  if (item.type === 'ADMINISTRATION') return { ...base, details: item.route ?? String(item.id) };
  return {
    ...base,
    details: {
      clientId: item.clientId ?? null,
      clientName: item.clientName ?? null,
      nodeClass: item.nodeClass ?? null,
      nodeType: item.nodeType ?? null,
      documentTemplateId: item.details?.documentTemplateId ?? null,
      documentTemplateAllowMultiple: item.details?.documentTemplateAllowMultiple ?? null,
    },
  };
}

/**
 * A recent search as a result row (score 0), so it shows and opens like one. Device entries take
 * their current organization, class and type from the device details lookup.
 * @example recentToResult({ id: '/administration/tasks', name: 'Tasks', type: 'ADMINISTRATION', details: '/administration/tasks' })
 */
export function recentToResult(recent: RecentSearch, device?: SearchDeviceDetails): SearchResult | null {
  const details = recent.details;
  const candidate = {
    type: recent.type,
    id: recent.id,
    name: device?.name ?? recent.name,
    description: recent.description ?? null,
    score: 0,
    route: typeof details === 'string' ? details : null,
    clientId: device?.clientId ?? (typeof details === 'object' ? details?.clientId : null) ?? null,
    clientName: device?.clientName ?? (typeof details === 'object' ? details?.clientName : null) ?? null,
    nodeClass: device?.nodeClass ?? (typeof details === 'object' ? details?.nodeClass : null) ?? null,
    nodeType: device?.nodeType ?? (typeof details === 'object' ? details?.nodeType : null) ?? null,
    details:
      typeof details === 'object' && details
        ? {
            documentTemplateId: details.documentTemplateId ?? null,
            documentTemplateAllowMultiple: details.documentTemplateAllowMultiple ?? null,
            lastLoggedInUser: device?.lastLoggedInUser ?? null,
          }
        : null,
  };
  return isKnownResult(candidate) ? candidate : null;
}

/**
 * The ids of the devices among recent searches, for the device details lookup (001 §7.1).
 * @example recentDeviceIds(recents) // [7, 12]
 */
export function recentDeviceIds(recents: readonly RecentSearch[]): number[] {
  return recents
    .filter((recent) => recent.type === 'DEVICE')
    .map((recent) => Number(recent.id))
    .filter((id) => Number.isInteger(id) && id > 0);
}

/**
 * Recent searches as rows: devices missing from the details lookup are dropped (001 §7.1 "devices
 * without details are dropped"); the others are kept in their order.
 * @example recentResults(recents, nodes)
 */
export function recentResults(
  recents: readonly RecentSearch[],
  devices: readonly SearchDeviceDetails[] | undefined,
): SearchResult[] {
  const byId = new Map((devices ?? []).map((device) => [device.id, device]));
  const rows: SearchResult[] = [];
  for (const recent of recents) {
    if (recent.type === 'DEVICE') {
      const device = byId.get(Number(recent.id));
      if (!device) continue;
      const row = recentToResult(recent, device);
      if (row) rows.push(row);
      continue;
    }
    const row = recentToResult(recent);
    if (row) rows.push(row);
  }
  return rows;
}
