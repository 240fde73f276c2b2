/**
 * What every installer carries (docs/installers.md): the agent's one-file bundle, its config (the
 * server URL and the one-time enrollment token) and, on Linux, the systemd unit. Paths and names
 * here are the agent's contract with its installers.
 */
import type { InstallerType } from '@console/core';

/** The package name (DEB, RPM) and the service name. */
export const AGENT_PACKAGE = 'console-agent';
/** The bundle's file name inside the package. */
export const AGENT_BUNDLE_NAME = 'console-agent.mjs';
/** The config's file name inside the package. */
export const AGENT_CONFIG_NAME = 'config.json';

/** Where the Linux packages put things. */
export const LINUX_PATHS = {
  bundle: `/opt/${AGENT_PACKAGE}/${AGENT_BUNDLE_NAME}`,
  config: `/etc/${AGENT_PACKAGE}/${AGENT_CONFIG_NAME}`,
  unit: `/lib/systemd/system/${AGENT_PACKAGE}.service`,
  /** The agent's own state (its device secret after enrollment): systemd's StateDirectory. */
  state: `/var/lib/${AGENT_PACKAGE}`,
} as const;

/** The Windows folder under Program Files (the MSI's INSTALLDIR). */
export const WINDOWS_FOLDER = 'ConsoleAgent';
/** The scheduled task that starts the agent at boot as SYSTEM. */
export const WINDOWS_TASK = 'Console Agent';

/** The config file the installer writes for the agent (JSON). */
export interface AgentInstallConfig {
  /** The server's base URL (`https://console.example.com`); the agent talks to `<serverUrl><apiBase>`. */
  serverUrl: string;
  /** The API base. @default '/ws' */
  apiBase: string;
  /** The one-time enrollment token (`cet_...`). */
  enrollmentToken: string;
  organizationId: number;
  locationId: number;
  /** Null: Auto. */
  nodeRoleId: number | null;
  installerType: InstallerType;
}

/** The config file's text. */
export function agentConfigText(config: AgentInstallConfig): string {
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** The systemd unit of the Linux packages: Node runs the bundle as root, restarting on failure. */
export function systemdUnit(): string {
  return `[Unit]
Description=Console device agent
Documentation=https://github.com/console/console/blob/main/docs/installers.md
Wants=network-online.target
After=network-online.target

[Service]
Type=simple
ExecStart=/usr/bin/env node ${LINUX_PATHS.bundle} --config ${LINUX_PATHS.config}
Restart=always
RestartSec=5
# The agent runs jobs for the device (installs, reboots): it needs root. Its state (the device
# credential) stays owner-only in StateDirectory.
User=root
StateDirectory=${AGENT_PACKAGE}
StateDirectoryMode=0700
ConfigurationDirectory=${AGENT_PACKAGE}
Environment=NODE_ENV=production

[Install]
WantedBy=multi-user.target
`;
}

/** Shell run after install (DEB postinst, RPM %post): enable and start the service under systemd. */
export const LINUX_POST_INSTALL = `if [ -d /run/systemd/system ]; then
  systemctl daemon-reload >/dev/null 2>&1 || true
  systemctl enable ${AGENT_PACKAGE}.service >/dev/null 2>&1 || true
  systemctl restart ${AGENT_PACKAGE}.service >/dev/null 2>&1 || true
fi`;

/** Shell run before removal (DEB prerm, RPM %preun): stop and disable the service. */
export const LINUX_PRE_REMOVE = `if [ -d /run/systemd/system ]; then
  systemctl stop ${AGENT_PACKAGE}.service >/dev/null 2>&1 || true
  systemctl disable ${AGENT_PACKAGE}.service >/dev/null 2>&1 || true
fi`;

/** The Node version the packages require (the agent runs on Node 20 or later). */
export const NODE_MAJOR = 20;

/** What a builder gets: the package version, the bundle's path and the config's text. */
export interface PackageInput {
  type: InstallerType;
  /** Package version (`1.0.0`). */
  version: string;
  /** The agent bundle on disk. */
  bundlePath: string;
  configText: string;
  /** An empty folder the builder may use. */
  workDir: string;
}

/** A built installer: the file, its download name and content type. */
export interface BuiltPackage {
  path: string;
  fileName: string;
  contentType: string;
}
