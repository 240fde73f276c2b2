import { describe, expect, it } from 'vitest';
import {
  backupApplicationSchema,
  ftpLocationSchema,
  imageManagerAgentSettingsSchema,
  managedFolderSchema,
} from '../contract/entities/backup';
import {
  AGENT_SETTINGS_NUMBERS,
  APPLICATION_NUMBERS,
  FTP_LOCATION_NUMBERS,
  hasJobCounts,
  licenseTypesOf,
  MANAGED_FOLDER_NUMBERS,
  type NumberBounds,
  numberIssues,
  validateAgentSettingsNumbers,
  validateBackupApplication,
  validateFtpLocationNumbers,
  validateManagedFolderNumbers,
} from './image-manager';

/** `{ a: { b: value } }` for the path `a.b`. */
function nested(path: string, value: unknown): Record<string, unknown> {
  const parts = path.split('.');
  let out: Record<string, unknown> = { [parts.at(-1) as string]: value };
  for (const part of parts.slice(0, -1).reverse()) out = { [part]: out };
  return out;
}

const folder = { folderPath: 'D:\\Images' };
const application = { applicationType: 'IMAGEMANAGER', licenseType: 'PAID' } as const;

describe('image manager number bounds', () => {
  const cases: [
    string,
    Record<string, NumberBounds>,
    { safeParse: (v: unknown) => { success: boolean } },
    object,
  ][] = [
    ['managed folder', MANAGED_FOLDER_NUMBERS, managedFolderSchema, folder],
    ['FTP location', FTP_LOCATION_NUMBERS, ftpLocationSchema, { name: 'Offsite', serverPath: 'ftp://h/p' }],
    ['agent settings', AGENT_SETTINGS_NUMBERS, imageManagerAgentSettingsSchema, {}],
    ['application', APPLICATION_NUMBERS, backupApplicationSchema, application],
  ];
  it.each(cases)(
    'are the %s schema bounds, so the form refuses what the server refuses',
    (_, bounds, schema, base) => {
      for (const [path, { min, max }] of Object.entries(bounds)) {
        for (const value of [min, max])
          expect(schema.safeParse({ ...base, ...nested(path, value) }).success, `${path}=${value}`).toBe(
            true,
          );
        for (const value of [min - 1, max + 1, min + 0.5]) {
          expect(schema.safeParse({ ...base, ...nested(path, value) }).success, `${path}=${value}`).toBe(
            false,
          );
          expect(numberIssues({ ...base, ...nested(path, value) }, bounds)).toEqual([
            { path, issue: { key: 'errors.validation.between', params: { min, max } } },
          ]);
        }
      }
    },
  );

  it('names every broken spinner of a managed folder with its page path', () => {
    expect(
      validateManagedFolderNumbers({
        ...folder,
        sortPriority: 0,
        verification: { daysToReverify: 366 },
        consolidation: { monthlyDay: 32 },
        retention: { monthlyMonths: 121 },
      }).map((issue) => issue.path),
    ).toEqual([
      'sortPriority',
      'verification.daysToReverify',
      'consolidation.monthlyDay',
      'retention.monthlyMonths',
    ]);
    expect(validateManagedFolderNumbers(folder)).toEqual([]);
  });

  it('asks for an emptied spinner', () => {
    expect(validateAgentSettingsNumbers({ processingHour: null as unknown as number })).toEqual([
      { path: 'processingHour', issue: { key: 'errors.validation.required' } },
    ]);
    expect(validateFtpLocationNumbers({ name: 'x', serverPath: 'ftp://h', blockSize: 100 })[0]?.path).toBe(
      'blockSize',
    );
  });
});

describe('Add an application', () => {
  it('offers the license types of each application', () => {
    expect(licenseTypesOf('SHADOWPROTECT')).toEqual(['SERVER', 'DESKTOP', 'SBS', 'HYPERVISOR']);
    expect(licenseTypesOf('IMAGEMANAGER')).toEqual(['FREE', 'PAID']);
    expect(hasJobCounts(application)).toBe(true);
    expect(hasJobCounts({ applicationType: 'IMAGEMANAGER', licenseType: 'FREE' })).toBe(false);
  });

  it('refuses a license of the other application, a taken application and counts without a paid license', () => {
    expect(validateBackupApplication({ applicationType: 'SHADOWPROTECT', licenseType: 'PAID' })).toEqual([
      { path: 'licenseType', issue: { key: 'imageManager.validation.licenseRequired' } },
    ]);
    expect(validateBackupApplication(application, ['IMAGEMANAGER'])).toEqual([
      { path: 'applicationType', issue: { key: 'backupWizards.validation.applicationTaken' } },
    ]);
    expect(
      validateBackupApplication({ applicationType: 'IMAGEMANAGER', licenseType: 'FREE', ftpJobs: 2 }),
    ).toEqual([{ path: 'ftpJobs', issue: { key: 'imageManager.validation.paidOnly' } }]);
    expect(validateBackupApplication({ ...application, ftpJobs: 2, shadowStreamJobs: 1001 })).toEqual([
      {
        path: 'shadowStreamJobs',
        issue: { key: 'errors.validation.between', params: { min: 0, max: 1000 } },
      },
    ]);
    expect(validateBackupApplication({ applicationType: 'SHADOWPROTECT', licenseType: 'SERVER' })).toEqual(
      [],
    );
  });
});
