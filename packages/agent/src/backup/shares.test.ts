import { describe, expect, it } from 'vitest';
import { parseMacMounts, parseProcMounts, shareFolder } from './shares';

describe('network share destinations on Linux and macOS', () => {
  it('finds the folder a share is mounted on (Linux /proc/mounts)', () => {
    const mounts = parseProcMounts(
      [
        '/dev/sda1 / ext4 rw,relatime 0 0',
        '//nas.local/backups /mnt/nas\\040backups cifs rw,vers=3.0 0 0',
      ].join('\n'),
    );
    expect(shareFolder('//nas.local/backups/host1', mounts)).toBe('/mnt/nas backups/host1');
    expect(shareFolder('\\\\NAS.local\\Backups', mounts)).toBe('/mnt/nas backups');
    expect(shareFolder('//nas.local/other', mounts)).toBeNull();
    expect(shareFolder('/srv/backups', mounts)).toBeNull();
  });
  it('reads macOS mount lines (with the user before the server)', () => {
    const mounts = parseMacMounts(
      '/dev/disk3s1s1 on / (apfs, sealed, local, read-only, journaled)\n//ana@nas/backups on /Volumes/backups (smbfs, nodev, nosuid, mounted by ana)\n',
    );
    expect(shareFolder('//nas/backups/mac-mini', mounts)).toBe('/Volumes/backups/mac-mini');
  });
});
