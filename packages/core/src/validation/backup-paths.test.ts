import { describe, expect, it } from 'vitest';
import {
  isValidBackupPath,
  isValidPosixPath,
  isValidUncPath,
  isValidVolume,
  isValidWindowsPath,
  validateBackupJob,
  validateManagedFolder,
  validateRestoreRequest,
} from './backup-wizards';

const paths = (issues: { path: string }[]) => issues.map((issue) => issue.path);

const linuxJob = {
  jobName: 'Home folders',
  volumes: ['/home', '/etc'],
  destinationType: 'LOCAL' as const,
  localDestinationPath: '/var/backups/console',
  schedule: { type: 'WEEKLY' as const, fullBackupWeekdays: ['SUNDAY' as const], fullBackupTime: '02:00' },
};

describe('Linux and macOS paths in backup plans', () => {
  it('accepts absolute POSIX paths and refuses relative, empty-segment and dot-segment ones', () => {
    for (const good of ['/', '/srv', '/srv/backups/', '/Volumes/Backup Disk', '/home/ana/Documents'])
      expect(isValidPosixPath(good), good).toBe(true);
    for (const bad of ['', 'srv/backups', './x', '/srv//x', '/srv/../etc', '/srv/./x', '/a\u0000b', '~/x'])
      expect(isValidPosixPath(bad), JSON.stringify(bad)).toBe(false);
  });
  it('takes a drive path, a POSIX path or a share; the image manager keeps Windows paths only', () => {
    expect(isValidBackupPath('C:\\Backups')).toBe(true);
    expect(isValidBackupPath('/var/backups')).toBe(true);
    expect(isValidBackupPath('//nas/backups/host1')).toBe(true);
    expect(isValidBackupPath('//nas/backups/host1', false)).toBe(false);
    expect(isValidWindowsPath('/var/backups')).toBe(false);
    expect(paths(validateManagedFolder({ folderPath: '/var/images' }))).toEqual(['folderPath']);
  });
  it('reads shares as Windows and as mount.cifs / mount_smbfs write them', () => {
    expect(isValidUncPath('\\\\nas\\backups')).toBe(true);
    expect(isValidUncPath('//nas/backups')).toBe(true);
    expect(isValidUncPath('//nas.example.test/backups/mac-mini')).toBe(true);
    for (const bad of ['//nas', '//nas/', '/nas/backups', '//nas/../x', 'smb:/nas/x'])
      expect(isValidUncPath(bad), bad).toBe(false);
  });
  it('takes mount points as volumes (at most 32 characters)', () => {
    expect(isValidVolume('/')).toBe(true);
    expect(isValidVolume('/home')).toBe(true);
    expect(isValidVolume(`/${'a'.repeat(31)}`)).toBe(true);
    expect(isValidVolume(`/${'a'.repeat(32)}`)).toBe(false);
    expect(isValidVolume('home')).toBe(false);
  });
  it('validates a whole Linux backup job (local and network destinations)', () => {
    expect(validateBackupJob(linuxJob)).toEqual([]);
    const network = {
      ...linuxJob,
      destinationType: 'NETWORK_SHARE' as const,
      networkDestinationName: 'NAS',
      networkDestinationPath: '//nas/backups',
      networkUserName: 'backup',
      networkPassword: 'pw',
      networkPasswordConfirm: 'pw',
    };
    expect(validateBackupJob(network)).toEqual([]);
    expect(
      paths(validateBackupJob({ ...linuxJob, volumes: ['home'], localDestinationPath: 'backups' })),
    ).toEqual(['volumes', 'localDestinationPath']);
  });
  it('restores files to a new POSIX folder', () => {
    const restore = {
      restoreType: 'FILE_FOLDER' as const,
      sourceType: 'CLOUD' as const,
      paths: ['/home/ana'],
      destination: 'NEW_LOCATION' as const,
    };
    expect(validateRestoreRequest({ ...restore, destinationPath: '/tmp/restored' }, [])).toEqual([]);
    expect(paths(validateRestoreRequest({ ...restore, destinationPath: 'tmp' }, []))).toEqual([
      'destinationPath',
    ]);
  });
});
