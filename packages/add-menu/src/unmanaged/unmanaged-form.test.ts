import { describe, expect, it } from 'vitest';
import {
  applyUnmanagedChange,
  fromIsoDay,
  initialUnmanagedForm,
  toIsoDay,
  toUnmanagedPayload,
  unmanagedDashboardRoute,
  validateUnmanagedForm,
} from './unmanaged-form';

describe('the Create from scratch form (000 §3.6, §5.5)', () => {
  it('starts empty and needs role, name, organization and location', () => {
    const form = initialUnmanagedForm();
    expect(form).toMatchObject({
      name: '',
      serialNumber: '',
      warrantyStartDate: null,
      warrantyEndDate: null,
    });
    expect(Object.keys(validateUnmanagedForm(form)).sort()).toEqual([
      'locationId',
      'name',
      'organizationId',
      'roleId',
    ]);
    expect(validateUnmanagedForm(form).roleId).toEqual({ key: 'unmanaged.roleRequired' });
  });

  it('clears the location with a new organization and the end date with a later start', () => {
    const form = {
      ...initialUnmanagedForm(),
      organizationId: 1,
      locationId: 2,
      warrantyEndDate: '2026-03-01',
    };
    expect(applyUnmanagedChange(form, { organizationId: 3 }).locationId).toBeNull();
    expect(applyUnmanagedChange(form, { organizationId: 1 }).locationId).toBe(2);
    expect(applyUnmanagedChange(form, { warrantyStartDate: '2026-04-01' }).warrantyEndDate).toBeNull();
    expect(applyUnmanagedChange(form, { warrantyStartDate: '2026-02-01' }).warrantyEndDate).toBe(
      '2026-03-01',
    );
  });

  it('builds the POST /node payload', () => {
    const form = {
      ...initialUnmanagedForm(),
      roleId: 9,
      name: ' Lobby printer ',
      organizationId: 1,
      locationId: 2,
      serialNumber: '  ',
    };
    expect(validateUnmanagedForm(form)).toEqual({});
    expect(toUnmanagedPayload(form)).toEqual({
      name: 'Lobby printer',
      orgId: 1,
      locationId: 2,
      assetTypeId: 9,
      serialNumber: null,
      assignedUserUUID: null,
      warrantyStartDate: null,
      warrantyEndDate: null,
    });
    expect(unmanagedDashboardRoute(41)).toBe('/unmanagedDeviceDashboard/41/overview');
  });

  it('turns picker days into ISO days and back', () => {
    expect(toIsoDay(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(toIsoDay(null)).toBeNull();
    expect(toIsoDay(fromIsoDay('2026-12-31'))).toBe('2026-12-31');
  });
});
