import { type DeviceQuery, type NodeClass, nodeClasses } from '@console/core';

/** Device statuses the list filters on. */
export const DEVICE_STATUSES = ['UP', 'DOWN', 'MAINTENANCE', 'PENDING'] as const;
export type DeviceStatusFilter = (typeof DEVICE_STATUSES)[number];

/** #/deviceSearch's search parameters. */
export interface DeviceSearchParams {
  clientId?: number;
  nodeClass?: NodeClass;
  status?: DeviceStatusFilter;
  search?: string;
  page?: number;
  /** A one-time notice after the device dashboard sent the user here ('Data deleted successfully'). */
  notice?: 'dataDeleted';
}

/** Page size of the device list (000 §9, 001 §9). */
export const DEVICE_PAGE_SIZE = 50;

const positiveInt = (value: unknown): number | undefined => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : undefined;
};

/** Reads the search parameters from the URL, dropping anything invalid. */
export function parseDeviceSearchParams(input: Record<string, unknown>): DeviceSearchParams {
  const nodeClass = nodeClasses.find((value) => value === input.nodeClass);
  const status = DEVICE_STATUSES.find((value) => value === input.status);
  const search =
    typeof input.search === 'string' && input.search.trim() ? input.search.slice(0, 1024) : undefined;
  const page = positiveInt(input.page);
  return {
    clientId: positiveInt(input.clientId),
    nodeClass,
    status,
    search,
    page: page && page > 1 ? page : undefined,
    notice: input.notice === 'dataDeleted' ? 'dataDeleted' : undefined,
  };
}

/** The device list query for the parameters. */
export function toDeviceQuery(params: DeviceSearchParams): DeviceQuery {
  return {
    page: params.page ?? 1,
    pageSize: DEVICE_PAGE_SIZE,
    clientId: params.clientId,
    nodeClass: params.nodeClass ? [params.nodeClass] : undefined,
    status: params.status,
    search: params.search,
    sort: 'name',
  };
}
