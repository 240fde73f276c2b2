/**
 * Script jobs: the body is written to a file of the agent's and run by the language's
 * interpreter, with the parameters as arguments and the script variables as environment variables.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AgentScriptLanguage, AgentVariableValue, InstallScript } from '@console/core';
import { DEFAULT_AGENT_JOB_TIMEOUT_SEC } from '@console/core/contract';
import type { JobContext, JobOutcome } from './context';
import { runAsCommand } from './run-as';

/** The shell of a shell script on macOS: zsh when its shebang names it, else bash. */
function macShell(body: string): string {
  const shebang = body.startsWith('#!') ? (body.split('\n', 1)[0] ?? '') : '';
  return /\bzsh\b/.test(shebang) ? '/bin/zsh' : '/bin/bash';
}

/**
 * How a language runs on a platform: the interpreter, its arguments before the file, the file
 * extension. Shell scripts: `/bin/sh` on Linux, bash or zsh (by the shebang) on macOS, Git's
 * `bash.exe` on Windows; PowerShell: `powershell.exe -ExecutionPolicy Bypass -File` on Windows,
 * `pwsh` elsewhere; batch files: `cmd.exe /d /c`; VBScript: `cscript.exe //NoLogo`.
 */
export function interpreterOf(
  language: AgentScriptLanguage,
  platform: NodeJS.Platform,
  body = '',
): { command: string; args: string[]; extension: string } {
  const windows = platform === 'win32';
  switch (language) {
    case 'shellscript':
      if (platform === 'darwin') return { command: macShell(body), args: [], extension: '.sh' };
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

/**
 * Runs a script to its end. A `runAs` user other than the system account runs it through the
 * platform's switch (see `runAsCommand`: `runuser` on Linux, `launchctl asuser` on macOS; the
 * service account on Windows).
 */
export async function runScript(script: InstallScript, context: JobContext): Promise<JobOutcome> {
  const { command, args, extension } = interpreterOf(script.language, context.platform, script.body);
  const folder = join(context.workDir, `script-${randomUUID()}`);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const file = join(folder, `script${extension}`);
  const body = script.language === 'batchfile' ? script.body.replace(/\r?\n/g, '\r\n') : script.body;
  await writeFile(file, body, { mode: 0o700 });
  try {
    const run = await runAsCommand(
      { command, args: [...args, file, ...script.parameters] },
      script.runAs,
      context.platform,
      context.isRoot ?? process.getuid?.() === 0,
      context.executor,
    );
    if (run.note) context.emit('stderr', run.note);
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
