/**
 * Windows MSI (000 §2.8 Windows MSI), built with msitools' `wixl` from a generated WiX source:
 * the bundle and its config under Program Files\ConsoleAgent, and a scheduled task that starts
 * the agent at boot as SYSTEM (registered and started on install, removed on uninstall). Node.js
 * 20 or later must be installed on the computer (`node.exe` on the system PATH).
 */
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type WixTree, wixTree } from './msi-tree';
import {
  AGENT_BUNDLE_NAME,
  AGENT_CONFIG_NAME,
  AGENT_PACKAGE,
  type BuiltPackage,
  type PackageInput,
  WINDOWS_FOLDER,
  WINDOWS_TASK,
} from './payload';
import { runTool } from './run-tool';
import { agentRuntimeModules, copyRuntimeModules } from './runtime-modules';

/** Stays the same across versions, so a newer MSI upgrades an older one. */
const UPGRADE_CODE = '8f2c3e57-2b8e-4a59-9a55-0c6d7c1f4b21';
const COMPONENT_GUID = '3d0c1c0e-8a43-4b1a-9d8c-7e1f2b9a6c01';

function xml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** The scheduled task's command: node on the bundle with its config. */
export function windowsTaskCommand(): string {
  return `node.exe \\"[INSTALLDIR]${AGENT_BUNDLE_NAME}\\" --config \\"[INSTALLDIR]${AGENT_CONFIG_NAME}\\"`;
}

function wxs(version: string, bundle: string, config: string, modules: WixTree): string {
  const create = `/Create /F /TN "${WINDOWS_TASK}" /SC ONSTART /RU SYSTEM /RL HIGHEST /TR "${windowsTaskCommand()}"`;
  return `<?xml version="1.0" encoding="utf-8"?>
<Wix xmlns="http://schemas.microsoft.com/wix/2006/wi">
  <Product Id="*" Name="Console Agent" Language="1033" Version="${xml(version)}" Manufacturer="Console" UpgradeCode="${UPGRADE_CODE}">
    <Package InstallerVersion="200" Compressed="yes" InstallScope="perMachine" Description="Console Agent" Comments="Connects this computer to its Console server."/>
    <Media Id="1" Cabinet="agent.cab" EmbedCab="yes"/>
    <MajorUpgrade DowngradeErrorMessage="A newer version of the Console Agent is already installed."/>
    <Directory Id="TARGETDIR" Name="SourceDir">
      <Directory Id="ProgramFiles64Folder">
        <Directory Id="INSTALLDIR" Name="${WINDOWS_FOLDER}">
          <Component Id="AgentFiles" Guid="${COMPONENT_GUID}" Win64="yes">
            <File Id="AgentBundle" Name="${AGENT_BUNDLE_NAME}" Source="${xml(bundle)}" KeyPath="yes"/>
            <File Id="AgentConfig" Name="${AGENT_CONFIG_NAME}" Source="${xml(config)}"/>
          </Component>
          ${modules.directories}
        </Directory>
      </Directory>
    </Directory>
    <Feature Id="Agent" Level="1">
      <ComponentRef Id="AgentFiles"/>
${modules.componentIds.map((id) => `      <ComponentRef Id="${id}"/>`).join('\n')}
    </Feature>
    <CustomAction Id="SetSchtasks" Property="SCHTASKS" Value="[SystemFolder]schtasks.exe"/>
    <CustomAction Id="RegisterTask" Property="SCHTASKS" Execute="deferred" Impersonate="no" Return="check" ExeCommand="${xml(create)}"/>
    <CustomAction Id="StartTask" Property="SCHTASKS" Execute="deferred" Impersonate="no" Return="ignore" ExeCommand="${xml(`/Run /TN "${WINDOWS_TASK}"`)}"/>
    <CustomAction Id="RemoveTask" Property="SCHTASKS" Execute="deferred" Impersonate="no" Return="ignore" ExeCommand="${xml(`/Delete /F /TN "${WINDOWS_TASK}"`)}"/>
    <InstallExecuteSequence>
      <Custom Action="SetSchtasks" Before="InstallInitialize"/>
      <Custom Action="RemoveTask" Before="RemoveFiles">Installed AND REMOVE="ALL"</Custom>
      <Custom Action="RegisterTask" After="InstallFiles">NOT REMOVE</Custom>
      <Custom Action="StartTask" After="RegisterTask">NOT REMOVE</Custom>
    </InstallExecuteSequence>
  </Product>
</Wix>
`;
}

/** Builds the MSI of `input` in its work folder. */
export async function buildMsi(input: PackageInput): Promise<BuiltPackage> {
  const bundle = join(input.workDir, AGENT_BUNDLE_NAME);
  const config = join(input.workDir, AGENT_CONFIG_NAME);
  await copyFile(input.bundlePath, bundle);
  await writeFile(config, input.configText, { mode: 0o600 });
  const source = join(input.workDir, `${AGENT_PACKAGE}.wxs`);
  // wixl wants Source paths relative to its working folder.
  // The terminal's on-demand modules beside the bundle (runtime-modules.ts).
  await mkdir(join(input.workDir, 'node_modules'), { recursive: true });
  await copyRuntimeModules(await agentRuntimeModules(input.bundlePath, input.type), input.workDir);
  const modules = await wixTree(input.workDir, 'node_modules');
  await writeFile(source, wxs(input.version, AGENT_BUNDLE_NAME, AGENT_CONFIG_NAME, modules));
  const fileName = `${AGENT_PACKAGE}-${input.version}-x64.msi`;
  const path = join(input.workDir, fileName);
  await runTool('wixl', ['--arch', 'x64', '-o', path, source], input.workDir);
  return { path, fileName, contentType: 'application/x-msi' };
}
