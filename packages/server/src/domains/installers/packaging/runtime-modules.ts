/**
 * The modules the agent bundle loads on demand and does not carry (packages/agent/tsup.config.ts):
 * the terminal's PTY (`@lydell/node-pty`) and SSH client (`ssh2`), with what they depend on. The
 * Linux packages place them beside the bundle (`/opt/console-agent/node_modules`), copied from the
 * agent package's installed dependencies. A native PTY build goes only into a package of its own
 * platform and architecture (pnpm installs the host's): elsewhere the terminal's PTY reports itself
 * unavailable while the rest of the agent, SSH and TELNET included, works.
 *
 * The network probe's `raw-socket` (ICMP echo for discovery) is a native addon built by node-gyp
 * when the server's dependencies are installed: for the server's own platform, architecture and
 * Node major only. It ships (package.json, index.js and the built `raw.node`, nothing else) in a
 * Linux package of the host's architecture; elsewhere (Windows, macOS, another architecture) the
 * agent cannot load it, reports that it cannot scan, and discovery through it runs on the server.
 */
import { access, cp, mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type InstallerType, installerOs } from '@console/core';

/** The modules the bundle imports on demand. */
const ON_DEMAND = ['@lydell/node-pty', 'ssh2'] as const;

/** The native PTY package for a target, or null when none is published (32-bit ARM). */
export function nativePtyPackage(type: InstallerType): string | null {
  const os = installerOs(type);
  if (os === 'WINDOWS') return '@lydell/node-pty-win32-x64';
  if (os === 'MAC') return null;
  if (type.endsWith('_ARMV7A')) return null;
  return type.endsWith('_ARM64') ? '@lydell/node-pty-linux-arm64' : '@lydell/node-pty-linux-x64';
}

/** Node's `process.arch` of a Linux installer type, or null for Windows and macOS. */
export function linuxNodeArch(type: InstallerType): 'x64' | 'arm64' | 'arm' | null {
  if (installerOs(type) !== 'LINUX') return null;
  return type.endsWith('_ARM64') ? 'arm64' : type.endsWith('_ARMV7A') ? 'arm' : 'x64';
}

/** The files of raw-socket an agent needs at run time (no sources, no build intermediates). */
export const RAW_SOCKET_FILES = ['package.json', 'index.js', 'build/Release/raw.node'] as const;

/**
 * Whether a package for `type` carries raw-socket: a Linux target of the host's architecture, on a
 * Linux host (the addon in node_modules is built for the host).
 * @example shipsRawSocket('LINUX_DEB', { platform: 'linux', arch: 'x64' }) // true
 */
export function shipsRawSocket(
  type: InstallerType,
  host: { platform: string; arch: string } = process,
): boolean {
  return host.platform === 'linux' && linuxNodeArch(type) === host.arch;
}

/** The agent package's folder above a bundle in `dist/`, or null for a bundle standing alone. */
async function agentPackageOf(bundlePath: string): Promise<string | null> {
  let dir = dirname(bundlePath);
  for (let depth = 0; depth < 3; depth += 1) {
    try {
      const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { name?: string };
      if (manifest.name === '@console/agent') return dir;
    } catch {
      // no manifest here
    }
    dir = dirname(dir);
  }
  return null;
}

/** A module to copy: its name, its installed folder and, when not all of it, the files to copy. */
export interface RuntimeModule {
  name: string;
  dir: string;
  files?: readonly string[];
}

/** raw-socket as the scanner beside the agent resolves it, or null when it is not installed/built. */
async function rawSocketModule(agentRoot: string): Promise<RuntimeModule | null> {
  try {
    const fromAgent = createRequire(join(agentRoot, 'package.json'));
    const scanner = dirname(fromAgent.resolve('@console/scanner/package.json'));
    const dir = dirname(createRequire(join(scanner, 'package.json')).resolve('raw-socket/package.json'));
    for (const file of RAW_SOCKET_FILES) await access(join(dir, file));
    return { name: 'raw-socket', dir, files: RAW_SOCKET_FILES };
  } catch {
    return null;
  }
}

/**
 * The on-demand modules and their dependency closure (`dependencies` only; optional native
 * helpers such as ssh2's cpu-features are left out), resolved from the agent package beside the
 * bundle. Empty when the bundle has no package around it.
 */
export async function agentRuntimeModules(bundlePath: string, type: InstallerType): Promise<RuntimeModule[]> {
  const agentRoot = await agentPackageOf(bundlePath);
  if (!agentRoot) return [];
  const found = new Map<string, string>();
  const queue: { name: string; from: string }[] = ON_DEMAND.map((name) => ({ name, from: agentRoot }));
  const native = nativePtyPackage(type);
  while (queue.length > 0) {
    const next = queue.shift();
    if (!next || found.has(next.name)) continue;
    let manifestPath: string;
    try {
      manifestPath = createRequire(join(next.from, 'package.json')).resolve(`${next.name}/package.json`);
    } catch {
      continue; // not installed here (another platform's package)
    }
    const dir = dirname(manifestPath);
    found.set(next.name, dir);
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const name of Object.keys(manifest.dependencies ?? {})) queue.push({ name, from: dir });
    if (next.name === '@lydell/node-pty' && native) queue.push({ name: native, from: dir });
  }
  const modules: RuntimeModule[] = [...found].map(([name, dir]) => ({ name, dir }));
  const rawSocket = shipsRawSocket(type) ? await rawSocketModule(agentRoot) : null;
  if (rawSocket) modules.push(rawSocket);
  return modules;
}

/** Copies modules into `<target>/node_modules/<name>` (links followed). */
export async function copyRuntimeModules(modules: readonly RuntimeModule[], target: string): Promise<void> {
  for (const module of modules) {
    const destination = join(target, 'node_modules', module.name);
    if (!module.files) {
      await cp(module.dir, destination, { recursive: true, dereference: true });
      continue;
    }
    for (const file of module.files) {
      await mkdir(dirname(join(destination, file)), { recursive: true });
      await cp(join(module.dir, file), join(destination, file), { dereference: true });
    }
  }
}
