import { describe, expect, it } from 'vitest';
import { BACKUP_PASSWORD_MASK, backupPlansSchema } from '../contract/entities/backup';
import { allMessages as defaultMessages } from '../messages/all';
import {
  backupsPerDay,
  hasIncrementalPart,
  isSystemVolume,
  validateAgentSettings,
  validateBackupJob,
  validateDeviceName,
  validateFtpLocation,
  validateManagedFolder,
  validatePasswordPair,
  validateReplicationTarget,
  validateRestoreRequest,
} from './backup-wizards';

const paths = (issues: { path: string }[]) => issues.map((issue) => issue.path);

const goodJob = {
  jobName: 'Nightly',
  volumes: ['C:', 'D:\\'],
  destinationType: 'LOCAL' as const,
  localDestinationPath: 'E:\\Backups',
  schedule: {
    type: 'CONTINUOUS_INCREMENTAL' as const,
    incrementalWeekdays: ['MONDAY' as const],
    startTime: '08:00',
    stopTime: '18:00',
  },
};

describe('backup job rules', () => {
  it('accepts a complete local job', () => {
    expect(validateBackupJob(goodJob)).toEqual([]);
  });
  it('flags the name, volumes and local path', () => {
    const issues = validateBackupJob({
      jobName: ' ',
      volumes: [],
      destinationType: 'LOCAL',
      localDestinationPath: 'relative\\dir',
    });
    expect(paths(issues)).toEqual(expect.arrayContaining(['jobName', 'volumes', 'localDestinationPath']));
    expect(validateBackupJob({ ...goodJob, volumes: ['Q'] })[0]?.issue).toEqual({
      key: 'backupWizards.validation.volumeInvalid',
      params: { volume: 'Q' },
    });
  });
  it('needs every network field and matching passwords', () => {
    const issues = validateBackupJob({
      ...goodJob,
      destinationType: 'NETWORK_SHARE',
      networkPassword: 'a',
      networkPasswordConfirm: 'b',
    });
    expect(paths(issues)).toEqual([
      'networkDestinationName',
      'networkDestinationPath',
      'networkUserName',
      'networkPasswordConfirm',
    ]);
    const ok = validateBackupJob({
      ...goodJob,
      destinationType: 'NETWORK_SHARE',
      networkDestinationName: 'NAS',
      networkDestinationPath: '\\\\nas\\backups',
      networkUserName: 'svc',
      networkPassword: 'secret',
      networkPasswordConfirm: 'secret',
    });
    expect(ok).toEqual([]);
  });
  it('checks the image password, its path, commands, schedule and retention', () => {
    expect(paths(validateBackupJob({ ...goodJob, passwordType: 'PASSWORD' }))).toEqual(['password']);
    expect(
      paths(validateBackupJob({ ...goodJob, passwordType: 'PASSWORD_FILEPATH', passwordPath: 'x' })),
    ).toEqual(['passwordPath']);
    expect(
      paths(
        validateBackupJob({
          ...goodJob,
          advanced: { postBackupCommand: 'x'.repeat(1_001), retentionEnabled: true, retentionImageCount: 0 },
        }),
      ),
    ).toEqual(['advanced.postBackupCommand', 'advanced.retentionImageCount']);
    expect(
      paths(validateBackupJob({ ...goodJob, schedule: { ...goodJob.schedule, stopTime: '07:00' } })),
    ).toEqual(['schedule.stopTime']);
    expect(paths(validateBackupJob({ ...goodJob, schedule: { type: 'MONTHLY' } }))).toEqual([
      'schedule.monthlyDays',
    ]);
    expect(paths(validateBackupJob({ ...goodJob, schedule: { type: 'LATER' } }))).toEqual([
      'schedule.runLaterAt',
    ]);
  });
  it('checks the spinners, the part size and the run-later date', () => {
    expect(
      paths(
        validateBackupJob({
          ...goodJob,
          splitImageFile: true,
          splitSizeMb: 0,
          schedule: { ...goodJob.schedule, intervalUnit: 'HOURS', interval: 25 },
          advanced: { throttlePercent: 0, commandTimeoutMinutes: 1_441 },
        }),
      ),
    ).toEqual([
      'schedule.interval',
      'splitSizeMb',
      'advanced.throttlePercent',
      'advanced.commandTimeoutMinutes',
    ]);
    expect(
      validateBackupJob({
        ...goodJob,
        splitImageFile: true,
        splitSizeMb: 650,
        schedule: { ...goodJob.schedule, intervalUnit: 'MINUTES', interval: 90 },
        advanced: { throttlePercent: 50, commandTimeoutMinutes: 10 },
      }),
    ).toEqual([]);
    expect(paths(validateBackupJob({ ...goodJob, schedule: { type: 'LATER', runLaterAt: 'soon' } }))).toEqual(
      ['schedule.runLaterAt'],
    );
    expect(
      validateBackupJob({ ...goodJob, schedule: { type: 'LATER', runLaterAt: '2030-01-02T03:04' } }),
    ).toEqual([]);
  });
  it('computes backups per day', () => {
    expect(backupsPerDay('08:00', '18:00', 'HOURS', 1)).toBe(11);
    expect(backupsPerDay('08:00', '09:00', 'MINUTES', 15)).toBe(5);
    expect(backupsPerDay('18:00', '08:00', 'HOURS', 1)).toBe(0);
  });
  it('checks a weekly schedule with and without its incremental part', () => {
    const weekly = {
      type: 'WEEKLY' as const,
      fullBackupWeekdays: ['SUNDAY' as const],
      fullBackupTime: '01:00',
    };
    // Full backups only: no incremental day, no incremental times needed.
    expect(validateBackupJob({ ...goodJob, schedule: { ...weekly, startTime: '', stopTime: '' } })).toEqual(
      [],
    );
    expect(hasIncrementalPart(weekly)).toBe(false);
    const withIncrementals = { ...weekly, incrementalWeekdays: ['MONDAY' as const, 'TUESDAY' as const] };
    expect(hasIncrementalPart(withIncrementals)).toBe(true);
    expect(
      paths(
        validateBackupJob({ ...goodJob, schedule: { ...withIncrementals, startTime: '', stopTime: '' } }),
      ),
    ).toEqual(['schedule.startTime', 'schedule.stopTime']);
    expect(
      paths(
        validateBackupJob({
          ...goodJob,
          schedule: {
            ...withIncrementals,
            startTime: '18:00',
            stopTime: '08:00',
            intervalUnit: 'HOURS',
            interval: 25,
          },
        }),
      ),
    ).toEqual(['schedule.stopTime', 'schedule.interval']);
    expect(
      validateBackupJob({
        ...goodJob,
        schedule: {
          ...withIncrementals,
          startTime: '08:00',
          stopTime: '18:00',
          intervalUnit: 'MINUTES',
          interval: 30,
        },
      }),
    ).toEqual([]);
    expect(paths(validateBackupJob({ ...goodJob, schedule: { type: 'WEEKLY' } }))).toEqual([
      'schedule.fullBackupWeekdays',
      'schedule.fullBackupTime',
    ]);
  });
});

describe('passwords with confirmation', () => {
  it('requires, matches and keeps a masked password', () => {
    expect(validatePasswordPair('', '')?.issue.key).toBe('backupWizards.validation.passwordRequired');
    expect(validatePasswordPair('', '', true)).toBeUndefined();
    expect(validatePasswordPair('a', 'b')?.path).toBe('confirm');
    expect(validatePasswordPair(BACKUP_PASSWORD_MASK, BACKUP_PASSWORD_MASK)).toBeUndefined();
  });
});

describe('image manager rules', () => {
  it('checks a managed folder', () => {
    expect(validateManagedFolder({ folderPath: 'D:\\Images' })).toEqual([]);
    expect(
      paths(
        validateManagedFolder({
          folderPath: '',
          authenticationType: 'FOLDER_CREDENTIAL',
          imagePasswordType: 'PASSWORD_STRING',
          imagePassword: 'x',
          imagePasswordConfirm: 'y',
        }),
      ),
    ).toEqual([
      'folderPath',
      'folderCredentialsUserName',
      'folderCredentialsPassword',
      'imagePasswordConfirm',
    ]);
  });
  it('checks FTP locations, replication targets and agent settings', () => {
    expect(validateFtpLocation({ name: 'Offsite', serverPath: 'ftp://ftp.example.com/img' })).toEqual([]);
    expect(
      paths(validateFtpLocation({ name: '', serverPath: 'http://x', password: 'a', passwordConfirm: '' })),
    ).toEqual(['name', 'serverPath', 'passwordConfirm']);
    expect(validateReplicationTarget({ name: 'DR', location: 'Offsite' }, ['Offsite'])).toEqual([]);
    expect(paths(validateReplicationTarget({ name: '', location: 'Gone' }, ['Offsite']))).toEqual([
      'name',
      'location',
    ]);
    expect(validateAgentSettings({})).toEqual([]);
    expect(paths(validateAgentSettings({ password: 'x', passwordConfirm: 'x' }))).toEqual(['userName']);
  });
});

describe('restore rules', () => {
  it('requires a bare metal destination', () => {
    const issues = validateRestoreRequest(
      { restoreType: 'BARE_METAL', filename: 'img.iso', encryptionPassphrase: 'p' },
      [],
    );
    expect(issues).toEqual([
      { path: 'destination', issue: { key: 'backupWizards.restore.destinationRequired' } },
    ]);
    expect(defaultMessages['backupWizards.restore.destinationRequired']).toBe(
      'A restore destination is required',
    );
  });
  it('needs a known network location for a NETWORK source', () => {
    const base = { restoreType: 'SYNCHRONIZE_REPOSITORY' as const, sourceType: 'NETWORK' as const };
    expect(paths(validateRestoreRequest({ ...base, networkLocation: 'NAS' }, []))).toEqual([
      'networkLocation',
    ]);
    expect(validateRestoreRequest({ ...base, networkLocation: 'NAS' }, ['NAS'])).toEqual([]);
  });
  it('refuses a C: volume for a physical disk restore', () => {
    expect(isSystemVolume('c:\\')).toBe(true);
    const issues = validateRestoreRequest(
      { restoreType: 'PHYSICAL_DISK', destination: 'SELECTED', destinationPath: 'C:' },
      [],
    );
    expect(paths(issues)).toEqual(['destinationPath']);
    expect(
      validateRestoreRequest(
        { restoreType: 'PHYSICAL_DISK', destination: 'SELECTED', destinationPath: 'E:' },
        [],
      ),
    ).toEqual([]);
  });
  it('checks files, the new folder and the point in time', () => {
    const issues = validateRestoreRequest(
      {
        restoreType: 'FILE_FOLDER',
        destination: 'NEW_LOCATION',
        destinationPath: 'nowhere',
        restoreTimeType: 'POINT_IN_TIME',
      },
      [],
    );
    expect(paths(issues)).toEqual(['pointInTime', 'paths', 'destinationPath']);
    expect(
      validateRestoreRequest(
        { restoreType: 'FILE_FOLDER', destination: 'ORIGINAL', paths: ['C:\\Users'] },
        [],
      ),
    ).toEqual([]);
  });
});

describe('device rename', () => {
  it('allows up to 410 characters', () => {
    expect(validateDeviceName('x'.repeat(410))).toBeUndefined();
    expect(validateDeviceName('x'.repeat(411))).toEqual({
      key: 'backupWizards.validation.deviceNameTooLong',
      params: { max: 410 },
    });
    expect(validateDeviceName('  ')?.key).toBe('backupWizards.validation.nameRequired');
  });
});

describe('backup plans schema', () => {
  it('fills defaults', () => {
    const plans = backupPlansSchema.parse({ jobs: [goodJob] });
    expect(plans.jobs[0]?.advanced.enableIncrementalRecovery).toBe(true);
    expect(plans.agentSettings).toBeNull();
  });
});
