import { describe, expect, it } from 'vitest';
import {
  canPreviewCsv,
  canShowUnmanagedSave,
  csvFieldOfHeader,
  isIsoDate,
  isSelectableUnmanagedRole,
  UNMANAGED_CSV_COLUMNS,
  unmanagedRoles,
  validateCsvFile,
  validateUnmanagedDeviceFacts,
  warrantyAfterStartChange,
} from './unmanaged-device';

const role = (name: string, full = true, nodeClass: string | null = 'UNMANAGED_DEVICE') => ({
  id: name.length,
  name,
  nodeClass,
  permissions: { full },
});

describe('validateUnmanagedDeviceFacts (000 §5.5)', () => {
  it('needs a name and keeps name and serial within 200 characters', () => {
    expect(validateUnmanagedDeviceFacts({ name: '  ' })).toEqual({
      name: { key: 'errors.validation.required' },
    });
    expect(validateUnmanagedDeviceFacts({ name: 'x'.repeat(200), serialNumber: 'y'.repeat(200) })).toEqual(
      {},
    );
    expect(validateUnmanagedDeviceFacts({ name: 'x'.repeat(201), serialNumber: 'y'.repeat(201) })).toEqual({
      name: { key: 'errors.validation.maxLength', params: { max: 200 } },
      serialNumber: { key: 'errors.validation.maxLength', params: { max: 200 } },
    });
  });

  it('refuses impossible dates and an end before the start', () => {
    expect(validateUnmanagedDeviceFacts({ name: 'a', warrantyStartDate: '2026-02-30' })).toEqual({
      warrantyStartDate: { key: 'unmanaged.invalidDate' },
    });
    expect(
      validateUnmanagedDeviceFacts({
        name: 'a',
        warrantyStartDate: '2026-05-01',
        warrantyEndDate: '2026-04-30',
      }),
    ).toEqual({ warrantyEndDate: { key: 'unmanaged.endBeforeStart' } });
    expect(
      validateUnmanagedDeviceFacts({
        name: 'a',
        warrantyStartDate: '2026-05-01',
        warrantyEndDate: '2026-05-01',
      }),
    ).toEqual({});
    expect(validateUnmanagedDeviceFacts({ name: 'a', warrantyEndDate: '01/05/2026' })).toEqual({
      warrantyEndDate: { key: 'unmanaged.invalidDate' },
    });
  });

  it('knows leap days', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
  });
});

describe('warrantyAfterStartChange (000 §5.5)', () => {
  it('clears the end when the start moves past it, keeps it otherwise', () => {
    expect(warrantyAfterStartChange({ start: null, end: '2026-04-01' }, '2026-05-01')).toEqual({
      start: '2026-05-01',
      end: null,
    });
    expect(warrantyAfterStartChange({ start: null, end: '2026-06-01' }, '2026-05-01')).toEqual({
      start: '2026-05-01',
      end: '2026-06-01',
    });
  });
});

describe('roles (000 §5.5, §6)', () => {
  it('offers only unmanaged roles with full permission, never the plain parent', () => {
    expect(isSelectableUnmanagedRole(role('Printer'))).toBe(true);
    expect(isSelectableUnmanagedRole(role('Printer', false))).toBe(false);
    expect(isSelectableUnmanagedRole(role('UNMANAGED_DEVICE'))).toBe(false);
    expect(isSelectableUnmanagedRole(role('Kiosk', true, 'WINDOWS_WORKSTATION'))).toBe(false);
    expect(unmanagedRoles([role('Printer'), role('Kiosk', true, 'MAC')]).map((r) => r.name)).toEqual([
      'Printer',
    ]);
  });

  it('shows Save only when roles exist and the only one is not the plain unmanaged role', () => {
    expect(canShowUnmanagedSave([])).toBe(false);
    expect(canShowUnmanagedSave([role('UNMANAGED_DEVICE')])).toBe(false);
    expect(canShowUnmanagedSave([role('Printer')])).toBe(true);
    expect(canShowUnmanagedSave([role('UNMANAGED_DEVICE'), role('Printer')])).toBe(true);
  });
});

describe('CSV rules (000 §5.5, §5.7)', () => {
  it('enables Preview only with a file, a role and loaded roles', () => {
    const file = { name: 'a.csv' };
    expect(canPreviewCsv({ file, roleId: 3, rolesLoaded: true })).toBe(true);
    expect(canPreviewCsv({ file: null, roleId: 3, rolesLoaded: true })).toBe(false);
    expect(canPreviewCsv({ file, roleId: null, rolesLoaded: true })).toBe(false);
    expect(canPreviewCsv({ file, roleId: 3, rolesLoaded: false })).toBe(false);
  });

  it('accepts .csv files from 1 byte to 5 MB', () => {
    expect(validateCsvFile({ name: 'Devices.CSV', size: 10 })).toBeUndefined();
    expect(validateCsvFile({ name: 'devices.xlsx', size: 10 })).toEqual({
      key: 'unmanaged.import.invalidType',
    });
    expect(validateCsvFile({ name: 'devices.csv.exe', size: 10 })).toEqual({
      key: 'unmanaged.import.invalidType',
    });
    expect(validateCsvFile({ name: 'devices.csv', size: 0 })).toEqual({
      key: 'unmanaged.import.fileTooSmall',
    });
    expect(validateCsvFile({ name: 'devices.csv', size: 5 * 1024 * 1024 })).toBeUndefined();
    expect(validateCsvFile({ name: 'devices.csv', size: 5 * 1024 * 1024 + 1 })).toEqual({
      key: 'unmanaged.import.fileTooLarge',
      params: { limit: 5, unit: 'MB' },
    });
  });

  it('maps the template headers to fields, case and spaces ignored', () => {
    for (const column of UNMANAGED_CSV_COLUMNS) expect(csvFieldOfHeader(column.header)).toBe(column.field);
    expect(csvFieldOfHeader(' warranty  END date ')).toBe('warrantyEndDate');
    expect(csvFieldOfHeader('Notes')).toBeUndefined();
  });
});
