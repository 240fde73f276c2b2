/**
 * The agent's configuration file (written by the installer, docs/agent.md) and its state folder
 * (the device credential, kept owner-only).
 */
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { AgentCredentials } from './client';

/** Default location of the configuration file. */
export const DEFAULT_CONFIG_PATH =
  process.platform === 'win32'
    ? 'C:\\ProgramData\\ConsoleAgent\\config.json'
    : '/etc/console-agent/config.json';
/** Default state folder. */
export const DEFAULT_STATE_DIR =
  process.platform === 'win32' ? 'C:\\ProgramData\\ConsoleAgent\\state' : '/var/lib/console-agent';

/**
 * The configuration file: the server's URL (`http(s)://host:port`, the API base after it), the
 * installer's one-time enrollment token, and what the installer was made for (informational: the
 * server reads organization, location and role from the token).
 */
export const agentConfigSchema = z.object({
  serverUrl: z.string().url(),
  /** @default '/ws' */
  apiBase: z.string().startsWith('/').default('/ws'),
  enrollmentToken: z.string().min(1).max(200).optional(),
  organizationId: z.number().int().optional(),
  locationId: z.number().int().optional(),
  nodeRoleId: z.number().int().nullable().optional(),
  /** @default DEFAULT_STATE_DIR */
  stateDir: z.string().optional(),
});
/** A parsed configuration. */
export type AgentConfig = z.infer<typeof agentConfigSchema>;

/** Reads and checks a configuration file. */
export async function readConfig(path: string): Promise<AgentConfig> {
  const text = await readFile(path, 'utf8');
  return agentConfigSchema.parse(JSON.parse(text));
}

const credentialsSchema = z.object({ nodeId: z.number().int(), secret: z.string(), socketUrl: z.string() });

/** The credential file of a state folder. */
export function credentialsPath(stateDir: string): string {
  return join(stateDir, 'credentials.json');
}

/** The stored credential, or undefined before enrollment. */
export async function loadCredentials(stateDir: string): Promise<AgentCredentials | undefined> {
  try {
    return credentialsSchema.parse(JSON.parse(await readFile(credentialsPath(stateDir), 'utf8')));
  } catch {
    return undefined;
  }
}

/** Stores the credential owner-only (written aside, then renamed). */
export async function saveCredentials(stateDir: string, credentials: AgentCredentials): Promise<void> {
  await mkdir(stateDir, { recursive: true, mode: 0o700 });
  await chmod(stateDir, 0o700).catch(() => undefined);
  const path = credentialsPath(stateDir);
  await writeFile(`${path}.tmp`, JSON.stringify(credentials), { mode: 0o600 });
  await rename(`${path}.tmp`, path);
}
