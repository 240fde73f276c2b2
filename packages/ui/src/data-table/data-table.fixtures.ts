/**
 * Shared fixtures of the DataTable stories and tests: devices of an RMM console, generated
 * deterministically so a story and a test see the same rows.
 */
import type { DataTableColumn, DataTableRowAction } from './use-data-table';

/** A device row. */
export interface DeviceRow {
  id: string;
  name: string;
  os: 'Windows' | 'macOS' | 'Linux';
  status: 'online' | 'offline' | 'maintenance';
  cpu: number;
  lastSeen: Date;
  organization: string | null;
  /** The device groups it belongs to: none, one or several. */
  groups: string[];
}

const OS = ['Windows', 'macOS', 'Linux'] as const;
const STATUS = ['online', 'offline', 'maintenance'] as const;
const ORGS = ['Acme', 'Globex', 'Initech', null] as const;

/** `count` devices named `PC-001`, `PC-002`, ...; every 7th device is already in an organization. */
export function makeDevices(count: number): DeviceRow[] {
  const base = Date.UTC(2026, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    return {
      id: `dev-${n}`,
      name: `PC-${String(n).padStart(String(count).length, '0')}`,
      os: OS[i % 3]!,
      status: STATUS[Math.floor(i / 2) % 3]!,
      cpu: (i * 37) % 100,
      lastSeen: new Date(base + ((i * 7919) % 1000) * 3_600_000),
      organization: n % 7 === 0 ? (ORGS[i % 3] ?? null) : null,
      groups: [
        i % 2 === 0 ? 'Servers' : null,
        i % 3 === 0 ? 'Finance' : null,
        i % 5 === 0 ? 'Remote' : null,
      ].filter((group): group is string => group !== null),
    };
  });
}

/** The device columns: name (cannot hide), OS and status (filterable), CPU (numeric), last seen. */
export const deviceColumns: DataTableColumn<DeviceRow>[] = [
  { id: 'name', header: 'Device name', accessor: (d) => d.name, hideable: false },
  { id: 'os', header: 'OS', accessor: (d) => d.os, filterable: true },
  {
    id: 'status',
    header: 'Status',
    accessor: (d) => d.status,
    filterable: true,
    filterOptions: [
      { value: 'online', label: 'Online' },
      { value: 'offline', label: 'Offline' },
      { value: 'maintenance', label: 'In maintenance' },
    ],
    cell: ({ value }) => (value === 'online' ? 'Online' : value === 'offline' ? 'Offline' : 'In maintenance'),
  },
  { id: 'cpu', header: 'CPU %', accessor: (d) => d.cpu, align: 'end', width: 100 },
  { id: 'lastSeen', header: 'Last seen', accessor: (d) => d.lastSeen, defaultHidden: true },
];

/**
 * The device groups column: no accessor, a custom filter (a device in several groups passes when
 * any of them is chosen) and a custom sort (by the number of groups).
 */
export const groupsColumn: DataTableColumn<DeviceRow> = {
  id: 'groups',
  header: 'Groups',
  filterable: true,
  filterOptions: ['Servers', 'Finance', 'Remote'].map((group) => ({ value: group, label: group })),
  filterFn: (d, chosen) => d.groups.some((group) => chosen.includes(group)),
  sortFn: (a, b) => a.groups.length - b.groups.length,
  cell: ({ row }) => row.groups.join(', '),
};

/** The reason a device row is disabled (000 §2.11): it already belongs to an organization. */
export const alreadyAdded = (d: DeviceRow) =>
  d.organization ? 'This device has already been added to an organization' : null;

/** Row actions: Edit for every device, Remove only for offline ones. */
export function deviceActions(handlers: {
  onEdit: (d: DeviceRow) => void;
  onRemove: (d: DeviceRow) => void;
}): DataTableRowAction<DeviceRow>[] {
  return [
    { id: 'edit', label: 'Edit', onSelect: handlers.onEdit },
    { id: 'remove', label: 'Remove', onSelect: handlers.onRemove, isVisible: (d) => d.status === 'offline' },
  ];
}
