/**
 * The Windows and macOS inventory readers, from their commands' outputs in
 * `inventory-fixtures/` (the formats of PowerShell's ConvertTo-Json, sw_vers, system_profiler
 * -json, df -kP and mount on macOS 14).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  parseConsoleUser,
  parseMacDisks,
  parseSwVers,
  parseSystemProfiler,
  parseWindowsInventory,
} from './inventory-platforms';

const fixture = (name: string) =>
  readFileSync(new URL(`./inventory-fixtures/${name}`, import.meta.url), 'utf8');

describe('the Windows reader (PowerShell CIM as JSON)', () => {
  it('reads the OS, hardware, serials, the logged-in user and the fixed disks', () => {
    expect(parseWindowsInventory(fixture('windows-cim.json'))).toEqual({
      osName: 'Microsoft Windows 11 Pro',
      osVersion: '10.0.22631',
      manufacturer: 'LENOVO',
      model: '21CB0067US',
      serialNumber: 'PF3XK2LM',
      biosSerialNumber: 'L1HF24Y01ZK',
      loggedInUser: 'CONTOSO\\ana',
      disks: [
        { name: 'C:', mount: 'C:\\', fileSystem: 'NTFS', totalBytes: 510770802688, freeBytes: 201335726080 },
        { name: 'D:', mount: 'D:\\', fileSystem: 'NTFS', totalBytes: 1000186310656, freeBytes: 734003200000 },
      ],
    });
  });

  it('reads one disk written as an object, no user, and a placeholder board serial', () => {
    const facts = parseWindowsInventory(fixture('windows-cim-single-disk.json'));
    expect(facts?.disks).toHaveLength(1);
    expect(facts?.loggedInUser).toBeNull();
    expect(facts?.biosSerialNumber).toBe(facts?.serialNumber);
    expect(facts?.osName).toBe('Microsoft Windows Server 2022 Standard');
  });

  it('answers undefined for output that is not the JSON (PowerShell missing, an error)', () => {
    expect(parseWindowsInventory('')).toBeUndefined();
    expect(parseWindowsInventory('Get-CimInstance : Access denied')).toBeUndefined();
  });
});

describe('the macOS reader', () => {
  it('reads sw_vers, the hardware overview and the console user', () => {
    expect(parseSwVers(fixture('macos-sw_vers.txt'))).toEqual({
      osName: 'macOS',
      osVersion: '14.4.1 (23E224)',
    });
    expect(parseSystemProfiler(fixture('macos-system_profiler.json'))).toEqual({
      model: 'MacBook Air (MacBookAir10,1)',
      serialNumber: 'C02FK1ABQ6L4',
    });
    expect(parseConsoleUser('ana\n')).toBe('ana');
    expect(parseConsoleUser('root\n')).toBeNull();
  });

  it('reads the disks of df -kP with their file systems, leaving out the system volumes', () => {
    expect(parseMacDisks(fixture('macos-df.txt'), fixture('macos-mount.txt'))).toEqual([
      {
        name: '/dev/disk3s1s1',
        mount: '/',
        fileSystem: 'apfs',
        totalBytes: 482797652 * 1024,
        freeBytes: 297474212 * 1024,
      },
      {
        name: '/dev/disk3s5',
        mount: '/System/Volumes/Data',
        fileSystem: 'apfs',
        totalBytes: 482797652 * 1024,
        freeBytes: 297474212 * 1024,
      },
      {
        name: '/dev/disk5s1',
        mount: '/Volumes/Backup Drive',
        fileSystem: 'msdos',
        totalBytes: 975872 * 1024,
        freeBytes: 463872 * 1024,
      },
    ]);
  });
});
