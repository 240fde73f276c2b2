import {
  type MessageKey,
  type MessageParams,
  type UnmanagedDeviceCreate,
  validateUnmanagedDeviceFacts,
  warrantyAfterStartChange,
} from '@console/core';

/** The Create from scratch form (000 §3.6 initial form: name '', dates null, serial ''). */
export interface UnmanagedForm {
  roleId: number | null;
  name: string;
  organizationId: number | null;
  locationId: number | null;
  serialNumber: string;
  assignedUserUid: string | null;
  /** `YYYY-MM-DD` or null. */
  warrantyStartDate: string | null;
  /** `YYYY-MM-DD` or null. */
  warrantyEndDate: string | null;
}

/** A field of {@link UnmanagedForm}. */
export type UnmanagedField = keyof UnmanagedForm;

/** A field's broken rule: the catalogue key and its parameters. */
export interface FormIssue {
  key: MessageKey;
  params?: MessageParams;
}

/**
 * The initial form (000 §3.6): empty name and serial, no organization, location, role or user,
 * both dates null.
 * @example initialUnmanagedForm().name // ''
 */
export function initialUnmanagedForm(): UnmanagedForm {
  return {
    roleId: null,
    name: '',
    organizationId: null,
    locationId: null,
    serialNumber: '',
    assignedUserUid: null,
    warrantyStartDate: null,
    warrantyEndDate: null,
  };
}

/**
 * The form after a change (000 §5.5): a new organization clears the location; a start date later
 * than the end clears the end.
 * @example applyUnmanagedChange(form, { organizationId: 4 }).locationId // null
 */
export function applyUnmanagedChange(form: UnmanagedForm, patch: Partial<UnmanagedForm>): UnmanagedForm {
  const next = { ...form, ...patch };
  if ('organizationId' in patch && patch.organizationId !== form.organizationId) next.locationId = null;
  if ('warrantyStartDate' in patch) {
    const dates = warrantyAfterStartChange(
      { start: form.warrantyStartDate, end: next.warrantyEndDate },
      next.warrantyStartDate,
    );
    next.warrantyEndDate = dates.end;
  }
  return next;
}

/**
 * Every broken rule of the form (000 §5.5): role ('Select an unmanaged device role to continue'),
 * name, organization and location required; name and serial at most 200; dates in order.
 * @example validateUnmanagedForm(initialUnmanagedForm()).roleId // { key: 'unmanaged.roleRequired' }
 */
export function validateUnmanagedForm(form: UnmanagedForm): Partial<Record<UnmanagedField, FormIssue>> {
  const issues: Partial<Record<UnmanagedField, FormIssue>> = {};
  if (form.roleId === null) issues.roleId = { key: 'unmanaged.roleRequired' };
  if (form.organizationId === null) issues.organizationId = { key: 'errors.validation.required' };
  if (form.locationId === null) issues.locationId = { key: 'errors.validation.required' };
  const facts = validateUnmanagedDeviceFacts(form);
  for (const [field, issue] of Object.entries(facts)) issues[field as UnmanagedField] = issue;
  return issues;
}

/**
 * The `POST /node` payload of a valid form (000 §3.6): `assetTypeId` is the role; empty serial and
 * unset user and dates are sent as null.
 * @example toUnmanagedPayload(form).assetTypeId // form.roleId
 */
export function toUnmanagedPayload(form: UnmanagedForm): UnmanagedDeviceCreate {
  return {
    name: form.name.trim(),
    orgId: form.organizationId ?? 0,
    locationId: form.locationId ?? 0,
    assetTypeId: form.roleId ?? 0,
    serialNumber: form.serialNumber.trim() || null,
    assignedUserUUID: form.assignedUserUid,
    warrantyStartDate: form.warrantyStartDate,
    warrantyEndDate: form.warrantyEndDate,
  };
}

/**
 * A picker's day (local midnight) as `YYYY-MM-DD`.
 * @example toIsoDay(new Date(2026, 0, 31)) // '2026-01-31'
 */
export function toIsoDay(date: Date | null): string | null {
  if (!date) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * `YYYY-MM-DD` as a picker's day (local midnight).
 * @example fromIsoDay('2026-01-31')?.getDate() // 31
 */
export function fromIsoDay(day: string | null): Date | null {
  if (!day) return null;
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1);
}

/** Where a successful create goes (000 §2.4). */
export const unmanagedDashboardRoute = (nodeId: number) => `/unmanagedDeviceDashboard/${nodeId}/overview`;
