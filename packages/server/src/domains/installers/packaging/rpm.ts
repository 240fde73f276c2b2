/**
 * RPM packages (000 §2.8 Linux RPM): `rpmbuild -bb --target <arch>` over a generated spec. The
 * agent is JavaScript, so nothing is compiled: the package declares its architecture (x86_64,
 * aarch64, armv7hl), requires nodejs, enables the systemd unit in %post and stops it in %preun.
 */
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  AGENT_BUNDLE_NAME,
  AGENT_CONFIG_NAME,
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

/** RPM's architecture of an RPM installer type. */
export function rpmArchitecture(type: PackageInput['type']): 'x86_64' | 'aarch64' | 'armv7hl' {
  if (type.endsWith('_ARM64')) return 'aarch64';
  if (type.endsWith('_ARMV7A')) return 'armv7hl';
  return 'x86_64';
}

/** Where RPM-based distributions keep unit files. */
const RPM_UNIT = `/usr/lib/systemd/system/${AGENT_PACKAGE}.service`;

function spec(version: string): string {
  return `%global debug_package %{nil}
%global __os_install_post %{nil}
%define _build_id_links none
Name: ${AGENT_PACKAGE}
Version: ${version}
Release: 1
Summary: Console agent
License: MIT
URL: https://github.com/console/console
Requires: nodejs >= ${NODE_MAJOR}
AutoReqProv: no

%description
Connects this computer to its Console server: inventory, automations, terminal.

%install
mkdir -p %{buildroot}/opt/${AGENT_PACKAGE} %{buildroot}/etc/${AGENT_PACKAGE} %{buildroot}/usr/lib/systemd/system
install -m 0644 %{_sourcedir}/${AGENT_BUNDLE_NAME} %{buildroot}${LINUX_PATHS.bundle}
install -m 0600 %{_sourcedir}/${AGENT_CONFIG_NAME} %{buildroot}${LINUX_PATHS.config}
install -m 0644 %{_sourcedir}/${AGENT_PACKAGE}.service %{buildroot}${RPM_UNIT}
cp -R %{_sourcedir}/node_modules %{buildroot}/opt/${AGENT_PACKAGE}/node_modules

%post
${LINUX_POST_INSTALL}

%preun
if [ "$1" -eq 0 ]; then
${LINUX_PRE_REMOVE}
fi

%files
%defattr(-,root,root,-)
%attr(0644,root,root) ${LINUX_PATHS.bundle}
%config(noreplace) %attr(0600,root,root) ${LINUX_PATHS.config}
%attr(0644,root,root) ${RPM_UNIT}
/opt/${AGENT_PACKAGE}/node_modules
`;
}

/** Builds the RPM of `input` in its work folder. */
export async function buildRpm(input: PackageInput): Promise<BuiltPackage> {
  const architecture = rpmArchitecture(input.type);
  const sources = join(input.workDir, 'SOURCES');
  const top = join(input.workDir, 'top');
  const out = join(input.workDir, 'RPMS');
  await mkdir(sources, { recursive: true });
  await mkdir(join(top, 'tmp'), { recursive: true });
  await copyFile(input.bundlePath, join(sources, AGENT_BUNDLE_NAME));
  // Always a node_modules folder (maybe empty), so the spec's %install and %files stay fixed.
  await mkdir(join(sources, 'node_modules'), { recursive: true });
  await copyRuntimeModules(await agentRuntimeModules(input.bundlePath, input.type), sources);
  await writeFile(join(sources, AGENT_CONFIG_NAME), input.configText, { mode: 0o600 });
  await writeFile(join(sources, `${AGENT_PACKAGE}.service`), systemdUnit());
  const specPath = join(input.workDir, `${AGENT_PACKAGE}.spec`);
  await writeFile(specPath, spec(input.version));
  await runTool(
    'rpmbuild',
    [
      '-bb',
      '--quiet',
      '--target',
      architecture,
      '--define',
      `_topdir ${top}`,
      '--define',
      `_tmppath ${join(top, 'tmp')}`,
      '--define',
      `_sourcedir ${sources}`,
      '--define',
      `_rpmdir ${out}`,
      '--define',
      '_build_name_fmt %%{NAME}-%%{VERSION}-%%{RELEASE}.%%{ARCH}.rpm',
      specPath,
    ],
    input.workDir,
  );
  const fileName = `${AGENT_PACKAGE}-${input.version}-1.${architecture}.rpm`;
  return { path: join(out, fileName), fileName, contentType: 'application/x-rpm' };
}
