/**
 * Debian packages (000 §2.8 Linux DEB): `dpkg-deb --build` over a staged tree. The package
 * declares its architecture (amd64, arm64, armhf) and depends on nodejs; postinst enables the
 * systemd unit, prerm stops it; the config is a conffile readable by root only.
 */
import { chmod, copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  AGENT_PACKAGE,
  type BuiltPackage,
  LINUX_PATHS,
  LINUX_POST_INSTALL,
  LINUX_PRE_REMOVE,
  NODE_MAJOR,
  type PackageInput,
  systemdUnit,
} from './payload';
import { runTool } from './run-tool';
import { agentRuntimeModules, copyRuntimeModules } from './runtime-modules';

/** Debian's architecture of a DEB installer type. */
export function debArchitecture(type: PackageInput['type']): 'amd64' | 'arm64' | 'armhf' {
  if (type.endsWith('_ARM64')) return 'arm64';
  if (type.endsWith('_ARMV7A')) return 'armhf';
  return 'amd64';
}

async function put(root: string, path: string, content: string | { copyOf: string }, mode: number) {
  const target = join(root, path);
  await mkdir(dirname(target), { recursive: true, mode: 0o755 });
  if (typeof content === 'string') await writeFile(target, content);
  else await copyFile(content.copyOf, target);
  await chmod(target, mode);
}

/**
 * Every folder of the package tree 0755, as dpkg-deb requires of DEBIAN/ and as installed folders
 * should be: the server runs with umask 077 (owner-only files), so `mkdir` alone makes them 0700.
 */
async function openDirectories(dir: string): Promise<void> {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { withFileTypes: true }))
    if (entry.isDirectory()) await openDirectories(join(dir, entry.name));
}

/** Builds the DEB of `input` in its work folder. */
export async function buildDeb(input: PackageInput): Promise<BuiltPackage> {
  const architecture = debArchitecture(input.type);
  const root = join(input.workDir, 'root');
  await mkdir(join(root, 'DEBIAN'), { recursive: true, mode: 0o755 });
  await put(root, LINUX_PATHS.bundle, { copyOf: input.bundlePath }, 0o644);
  await copyRuntimeModules(
    await agentRuntimeModules(input.bundlePath, input.type),
    join(root, dirname(LINUX_PATHS.bundle)),
  );
  await put(root, LINUX_PATHS.config, input.configText, 0o600);
  await put(root, LINUX_PATHS.unit, systemdUnit(), 0o644);
  await put(
    root,
    'DEBIAN/control',
    [
      `Package: ${AGENT_PACKAGE}`,
      `Version: ${input.version}`,
      `Architecture: ${architecture}`,
      'Maintainer: Console <noreply@console.invalid>',
      `Depends: nodejs (>= ${NODE_MAJOR})`,
      'Section: admin',
      'Priority: optional',
      'Description: Console agent',
      ' Connects this computer to its Console server: inventory, automations, terminal.',
      '',
    ].join('\n'),
    0o644,
  );
  await put(root, 'DEBIAN/conffiles', `${LINUX_PATHS.config}\n`, 0o644);
  await put(root, 'DEBIAN/postinst', `#!/bin/sh\nset -e\n${LINUX_POST_INSTALL}\nexit 0\n`, 0o755);
  await put(root, 'DEBIAN/prerm', `#!/bin/sh\nset -e\n${LINUX_PRE_REMOVE}\nexit 0\n`, 0o755);
  const fileName = `${AGENT_PACKAGE}_${input.version}_${architecture}.deb`;
  const path = join(input.workDir, fileName);
  await openDirectories(root);
  await runTool('dpkg-deb', ['--root-owner-group', '-Zgzip', '--build', root, path], input.workDir);
  return { path, fileName, contentType: 'application/vnd.debian.binary-package' };
}
