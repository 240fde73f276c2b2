/**
 * Script jobs: the body is written to a file of the agent's and run by the language's
 * interpreter, with the parameters as arguments and the script variables as environment variables.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type AgentScriptLanguage,
  type AgentVariableValue,
  DEFAULT_AGENT_JOB_TIMEOUT_SEC,
  type InstallScript,
} from '@console/core';
import type { JobContext, JobOutcome } from './context';

/** How a language runs: the interpreter, its arguments before the file, the file extension. */
export function interpreterOf(
  language: AgentScriptLanguage,
  platform: NodeJS.Platform,
): { command: string; args: string[]; extension: string } {
  const windows = platform === 'win32';
  switch (language) {
    case 'shellscript':
      return { command: windows ? 'bash.exe' : '/bin/sh', args: [], extension: '.sh' };
    case 'python':
      return { command: windows ? 'python.exe' : 'python3', args: [], extension: '.py' };
    case 'javascript':
      return { command: process.execPath, args: [], extension: '.js' };
    case 'powershell':
      return windows
        ? {
            command: 'powershell.exe',
            args: ['-NoProfile', '-NonInteractive', '-ExecutionPolicy', 'Bypass', '-File'],
            extension: '.ps1',
          }
        : { command: 'pwsh', args: ['-NoProfile', '-NonInteractive', '-File'], extension: '.ps1' };
    case 'batchfile':
      return { command: 'cmd.exe', args: ['/d', '/c'], extension: '.cmd' };
    case 'vbscript':
      return { command: 'cscript.exe', args: ['//NoLogo'], extension: '.vbs' };
  }
}

/** A script variable as an environment value: arrays joined by commas, null as empty. */
export function variableText(value: AgentVariableValue): string {
  if (value === null) return '';
  if (Array.isArray(value)) return value.join(',');
  return String(value);
}

/** Environment variable names a script variable is given under (its name, letters, digits and `_`). */
export function variableEnv(variables: Record<string, AgentVariableValue>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(variables)) {
    const key = name.replace(/[^A-Za-z0-9_]/g, '_');
    if (/^[A-Za-z_]/.test(key)) env[key] = variableText(value);
  }
  return env;
}

/** Whether `runAs` means the agent's own account (system / root). */
function isSystemAccount(runAs: string | undefined): boolean {
  return !runAs || /^(system|root|local ?system|nt authority\\system|default)$/i.test(runAs.trim());
}

/**
 * Runs a script to its end. On Linux as root, a `runAs` user other than the system account runs
 * it through `runuser -u <user> --`.
 */
export async function runScript(script: InstallScript, context: JobContext): Promise<JobOutcome> {
  const { command, args, extension } = interpreterOf(script.language, context.platform);
  const folder = join(context.workDir, `script-${randomUUID()}`);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const file = join(folder, `script${extension}`);
  const body = script.language === 'batchfile' ? script.body.replace(/\r?\n/g, '\r\n') : script.body;
  await writeFile(file, body, { mode: 0o700 });
  try {
    let run = { command, args: [...args, file, ...script.parameters] };
    const asRoot = context.platform === 'linux' && process.getuid?.() === 0;
    if (!isSystemAccount(script.runAs) && asRoot && script.runAs) {
      run = { command: 'runuser', args: ['-u', script.runAs, '--', run.command, ...run.args] };
    }
    const result = await context.executor.spawn({
      command: run.command,
      args: run.args,
      cwd: folder,
      env: variableEnv(script.variables),
      timeoutMs: (script.timeoutSec ?? DEFAULT_AGENT_JOB_TIMEOUT_SEC) * 1_000,
      signal: context.signal,
      onStdout: (text) => context.emit('stdout', text),
      onStderr: (text) => context.emit('stderr', text),
    });
    if (result.error)
      return { exitCode: null, error: `Could not start ${run.command}: ${result.error}`, failed: true };
    if (result.timedOut)
      return { exitCode: result.exitCode, error: 'The script ran past its time limit.', failed: true };
    return { exitCode: result.exitCode, failed: result.exitCode !== 0 };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
