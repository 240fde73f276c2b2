/**
 * Inventory readers of Windows and macOS. Windows: one PowerShell CIM query
 * ({@link WINDOWS_INVENTORY_SCRIPT}: Win32_OperatingSystem, Win32_ComputerSystem, Win32_BIOS,
 * Win32_BaseBoard, Win32_LogicalDisk) answered as JSON. macOS: `sw_vers`, `system_profiler
 * SPHardwareDataType -json`, `df -kP` with `mount` for the file systems, and the console's owner
 * (`stat -f %Su /dev/console`). Each parser takes the command's text, so tests read fixtures.
 */
import type { AgentDisk } from '@console/core';

/** What a platform reader adds to the `os` module's facts. */
interface PlatformFacts {
  osName?: string;
  osVersion?: string;
  manufacturer: string | null;
  model: string | null;
  serialNumber: string | null;
  biosSerialNumber: string | null;
  loggedInUser: string | null;
  disks: AgentDisk[];
}

/** A serial or name as readable, or null for the placeholders firmware leaves. */
function real(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text && !/^(none|to be filled.*|default string|not specified|system serial number|0+)$/i.test(text)
    ? text.slice(0, 255)
    : null;
}

/**
 * The PowerShell command (run with `powershell.exe -NoProfile -NonInteractive -Command`) whose
 * JSON {@link parseWindowsInventory} reads.
 */
export const WINDOWS_INVENTORY_SCRIPT = [
  '$os = Get-CimInstance Win32_OperatingSystem',
  '$cs = Get-CimInstance Win32_ComputerSystem',
  '$bios = Get-CimInstance Win32_BIOS',
  '$board = Get-CimInstance Win32_BaseBoard',
  '$disks = @(Get-CimInstance Win32_LogicalDisk -Filter "DriveType=3" | Select-Object DeviceID,FileSystem,Size,FreeSpace,VolumeName)',
  '[pscustomobject]@{ Caption = $os.Caption; Version = $os.Version; BuildNumber = $os.BuildNumber;',
  '  Manufacturer = $cs.Manufacturer; Model = $cs.Model; UserName = $cs.UserName;',
  '  SerialNumber = $bios.SerialNumber; BaseBoardSerial = $board.SerialNumber; Disks = $disks }',
  '| ConvertTo-Json -Depth 3 -Compress',
].join('\n');

interface WindowsDisk {
  DeviceID?: string;
  FileSystem?: string | null;
  Size?: number | null;
  FreeSpace?: number | null;
}

/**
 * The facts of {@link WINDOWS_INVENTORY_SCRIPT}'s JSON (ConvertTo-Json writes one disk as an
 * object, several as an array). Answers undefined for output that is not that JSON.
 */
export function parseWindowsInventory(text: string): PlatformFacts | undefined {
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(text.trim().replace(/^\uFEFF/, '')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const list = Array.isArray(value.Disks) ? value.Disks : value.Disks ? [value.Disks] : [];
  const disks = (list as WindowsDisk[])
    .filter((disk) => typeof disk.DeviceID === 'string' && typeof disk.Size === 'number')
    .map((disk) => ({
      name: disk.DeviceID as string,
      mount: `${disk.DeviceID}\\`,
      ...(disk.FileSystem ? { fileSystem: disk.FileSystem } : {}),
      totalBytes: disk.Size as number,
      freeBytes: disk.FreeSpace ?? 0,
    }));
  const serial = real(value.SerialNumber);
  return {
    ...(real(value.Caption) ? { osName: real(value.Caption) as string } : {}),
    ...(real(value.Version) ? { osVersion: real(value.Version) as string } : {}),
    manufacturer: real(value.Manufacturer),
    model: real(value.Model),
    serialNumber: serial,
    biosSerialNumber: real(value.BaseBoardSerial) ?? serial,
    loggedInUser: real(value.UserName),
    disks: disks.slice(0, 128),
  };
}

/** `ProductName` and `ProductVersion` (with the build) of `sw_vers` output. */
export function parseSwVers(text: string): { osName?: string; osVersion?: string } {
  const values = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^(\w+):\s*(.+)$/.exec(line.trim());
    if (match) values.set(match[1] as string, (match[2] as string).trim());
  }
  const name = values.get('ProductName');
  const version = values.get('ProductVersion');
  const build = values.get('BuildVersion');
  return {
    ...(name ? { osName: name } : {}),
    ...(version ? { osVersion: build ? `${version} (${build})` : version } : {}),
  };
}

/** Model and serial number of `system_profiler SPHardwareDataType -json` output. */
export function parseSystemProfiler(text: string): Pick<PlatformFacts, 'model' | 'serialNumber'> {
  try {
    const hardware = (JSON.parse(text) as { SPHardwareDataType?: Record<string, unknown>[] })
      .SPHardwareDataType?.[0];
    const name = real(hardware?.machine_name);
    const identifier = real(hardware?.machine_model);
    return {
      model: name && identifier ? `${name} (${identifier})` : (name ?? identifier),
      serialNumber: real(hardware?.serial_number),
    };
  } catch {
    return { model: null, serialNumber: null };
  }
}

/**
 * Disks of macOS `df -kP` output (devices under /dev only; the sealed system's own volumes under
 * /System/Volumes left out but Data), their file systems from `mount` output.
 */
export function parseMacDisks(df: string, mount: string): AgentDisk[] {
  const types = new Map<string, string>();
  for (const line of mount.split('\n')) {
    const match = /^(.+?) on (.+) \(([^,)]+)/.exec(line.trim());
    if (match) types.set(match[2] as string, match[3] as string);
  }
  const disks: AgentDisk[] = [];
  for (const line of df.trim().split('\n').slice(1)) {
    const match = /^(\/dev\/\S+)\s+(\d+)\s+(\d+)\s+(\d+)\s+\d+%\s+(.+)$/.exec(line.trim());
    if (!match) continue;
    const [, name, total, , available, mountPoint] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    if (mountPoint.startsWith('/System/Volumes/') && mountPoint !== '/System/Volumes/Data') continue;
    const fileSystem = types.get(mountPoint);
    disks.push({
      name,
      mount: mountPoint,
      ...(fileSystem ? { fileSystem } : {}),
      totalBytes: Number(total) * 1024,
      freeBytes: Number(available) * 1024,
    });
  }
  return disks.slice(0, 128);
}

/** The console's owner (`stat -f %Su /dev/console`), or null at the login window. */
export function parseConsoleUser(text: string): string | null {
  const user = text.trim();
  return user && user !== 'root' && user !== 'loginwindow' ? user : null;
}
