/**
 * The device's inventory as this machine tells it: OS and version (/etc/os-release, `sw_vers`,
 * PowerShell CIM, `os`), architecture, hostname, IP and MAC addresses, the logged-in user (`who`,
 * the console's owner on macOS, Win32_ComputerSystem), serial numbers where readable
 * (/sys/class/dmi/id, `system_profiler`, Win32_BIOS), disks (`df`, Win32_LogicalDisk) and uptime.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import type { AgentDisk, AgentInventory } from '@console/core';
import {
  parseConsoleUser,
  parseMacDisks,
  parseSwVers,
  parseSystemProfiler,
  parseWindowsInventory,
  WINDOWS_INVENTORY_SCRIPT,
} from './inventory-platforms';

/** The agent's version (reported in the inventory and `hello`). */
export const AGENT_VERSION = '0.1.0';

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve) => {
    execFile(command, args, { timeout: 5_000, windowsHide: true }, (error, stdout) =>
      resolve(error ? '' : String(stdout)),
    );
  });
}

async function readText(path: string): Promise<string | null> {
  try {
    const text = (await readFile(path, 'utf8')).trim();
    return text && !/^(none|to be filled|default string|not specified|0+)$/i.test(text) ? text : null;
  } catch {
    return null;
  }
}

/** `PRETTY_NAME` and `VERSION_ID` of an os-release file's text. */
export function parseOsRelease(text: string): { name: string | null; version: string | null } {
  const values = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^([A-Z_]+)=("?)(.*)\2$/.exec(line.trim());
    if (match) values.set(match[1] as string, match[3] as string);
  }
  return {
    name: values.get('PRETTY_NAME') ?? values.get('NAME') ?? null,
    version: values.get('VERSION_ID') ?? null,
  };
}

/** Disks of `df -kPT` output (real file systems only). */
export function parseDf(text: string): AgentDisk[] {
  const skip = /^(tmpfs|devtmpfs|overlay|squashfs|proc|sysfs|cgroup2?|efivarfs|nsfs|ramfs|autofs)$/;
  const disks: AgentDisk[] = [];
  for (const line of text.trim().split('\n').slice(1)) {
    const parts = line.trim().split(/\s+/);
    if (parts.length < 7) continue;
    const [name, fileSystem, total, , available, , ...mount] = parts as [
      string,
      string,
      string,
      string,
      string,
      string,
      ...string[],
    ];
    if (skip.test(fileSystem)) continue;
    disks.push({
      name,
      fileSystem,
      mount: mount.join(' '),
      totalBytes: Number(total) * 1024,
      freeBytes: Number(available) * 1024,
    });
  }
  return disks.slice(0, 128);
}

/** The first user of `who` output, or null. */
export function parseWho(text: string): string | null {
  const first = text.split('\n')[0]?.trim();
  return first ? (first.split(/\s+/)[0] ?? null) : null;
}

/** Addresses and interfaces of `os.networkInterfaces()`, loopback and internal ones left out. */
export function networkOf(interfaces: ReturnType<typeof os.networkInterfaces>) {
  const ips = new Set<string>();
  const macs = new Set<string>();
  const list: AgentInventory['interfaces'] = [];
  for (const [name, addresses] of Object.entries(interfaces)) {
    const external = (addresses ?? []).filter((address) => !address.internal);
    if (external.length === 0) continue;
    const mac = external.find((address) => address.mac && address.mac !== '00:00:00:00:00:00')?.mac;
    for (const address of external) ips.add(address.address);
    if (mac) macs.add(mac.toLowerCase());
    list.push({
      name: name.slice(0, 200),
      ...(mac ? { mac } : {}),
      addresses: external.map((a) => a.address).slice(0, 64),
    });
  }
  return {
    ipAddresses: [...ips].slice(0, 256),
    macAddresses: [...macs].slice(0, 256),
    interfaces: list.slice(0, 64),
  };
}

/**
 * Collects this machine's inventory.
 * @example const inventory = await collectInventory();
 */
export async function collectInventory(): Promise<AgentInventory> {
  const platform = process.platform;
  let osName: string = os.type();
  let osVersion = os.release();
  let serialNumber: string | null = null;
  let biosSerialNumber: string | null = null;
  let manufacturer: string | null = null;
  let model: string | null = null;
  let disks: AgentDisk[] = [];
  let loggedInUser: string | null = null;
  if (platform === 'linux') {
    const release = parseOsRelease((await readText('/etc/os-release')) ?? '');
    osName = release.name ?? osName;
    osVersion = release.version ?? osVersion;
    const dmi = '/sys/class/dmi/id';
    serialNumber = await readText(`${dmi}/product_serial`);
    biosSerialNumber = (await readText(`${dmi}/board_serial`)) ?? serialNumber;
    manufacturer = await readText(`${dmi}/sys_vendor`);
    model = await readText(`${dmi}/product_name`);
  } else if (platform === 'win32') {
    osVersion = os.version?.() ?? osVersion;
    const facts = parseWindowsInventory(
      await run('powershell.exe', ['-NoProfile', '-NonInteractive', '-Command', WINDOWS_INVENTORY_SCRIPT]),
    );
    ({ manufacturer, model, serialNumber, biosSerialNumber, disks } = facts ?? {
      manufacturer,
      model,
      serialNumber,
      biosSerialNumber,
      disks,
    });
    osName = facts?.osName ?? osName;
    osVersion = facts?.osVersion ?? osVersion;
    loggedInUser = facts?.loggedInUser ?? process.env.USERNAME ?? null;
  } else if (platform === 'darwin') {
    const release = parseSwVers(await run('sw_vers', []));
    osName = release.osName ?? osName;
    osVersion = release.osVersion ?? osVersion;
    ({ model, serialNumber } = parseSystemProfiler(
      await run('system_profiler', ['SPHardwareDataType', '-json']),
    ));
    manufacturer = 'Apple Inc.';
    biosSerialNumber = serialNumber;
    disks = parseMacDisks(await run('df', ['-kP']), await run('mount', []));
    loggedInUser = parseConsoleUser(await run('stat', ['-f', '%Su', '/dev/console']));
  }
  if (platform !== 'win32' && platform !== 'darwin') {
    disks = parseDf(await run('df', ['-kPT']));
    loggedInUser = parseWho(await run('who', []));
  }
  const cpus = os.cpus();
  return {
    hostname: os.hostname().slice(0, 255) || 'unknown',
    platform,
    osName: osName.slice(0, 255),
    osVersion: osVersion.slice(0, 255),
    architecture: os.arch(),
    cpuModel: cpus[0]?.model?.slice(0, 255) ?? '',
    cpuCount: cpus.length,
    totalMemoryBytes: os.totalmem(),
    ...networkOf(os.networkInterfaces()),
    loggedInUser,
    serialNumber,
    biosSerialNumber,
    manufacturer,
    model,
    disks,
    uptimeSec: Math.round(os.uptime()),
    agentVersion: AGENT_VERSION,
  };
}
