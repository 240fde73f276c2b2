/**
 * Which program a terminal session runs (001 §9): DEFAULT and DEFAULT64 are cmd on Windows and the
 * login shell elsewhere; POWERSHELL and POWERSHELL64 are Windows PowerShell at its default location
 * (ERROR_SHELL_PATH when it is not there) or `pwsh` elsewhere.
 */
import type { TerminalErrorCode, TerminalShell } from '@console/core';

/** The program and arguments of a shell, or why there is none. */
export type ResolvedShell = { file: string; args: string[] } | { error: TerminalErrorCode; message: string };

/** Windows PowerShell's default path (001 §8 asks the user to keep it there). */
export const WINDOWS_POWERSHELL = 'C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe';
const WINDOWS_POWERSHELL_64 = 'C:\\Windows\\Sysnative\\WindowsPowerShell\\v1.0\\powershell.exe';

/** What {@link resolveShell} reads from the machine (tests pass their own). */
export interface ShellEnvironment {
  platform: NodeJS.Platform;
  /** The login shell (`$SHELL`). */
  loginShell: string | undefined;
  /** True when a file exists. */
  exists(path: string): boolean;
  /** The full path of a program on PATH, or undefined. */
  which(name: string): string | undefined;
}

/**
 * The program for a shell choice on this machine.
 * @example resolveShell('DEFAULT', env) // { file: '/bin/bash', args: ['-l'] }
 */
export function resolveShell(shell: TerminalShell, env: ShellEnvironment): ResolvedShell {
  if (env.platform === 'win32') {
    const root = 'C:\\Windows';
    if (shell === 'DEFAULT') return { file: `${root}\\System32\\cmd.exe`, args: [] };
    if (shell === 'DEFAULT64') {
      const sysnative = `${root}\\Sysnative\\cmd.exe`;
      return { file: env.exists(sysnative) ? sysnative : `${root}\\System32\\cmd.exe`, args: [] };
    }
    const path =
      shell === 'POWERSHELL64' && env.exists(WINDOWS_POWERSHELL_64)
        ? WINDOWS_POWERSHELL_64
        : WINDOWS_POWERSHELL;
    if (!env.exists(path)) return { error: 'ERROR_SHELL_PATH', message: `PowerShell not found at ${path}` };
    return { file: path, args: ['-NoLogo'] };
  }
  if (shell === 'POWERSHELL' || shell === 'POWERSHELL64') {
    const pwsh = env.which('pwsh');
    if (!pwsh) return { error: 'ERROR_SHELL_PATH', message: 'PowerShell (pwsh) is not installed' };
    return { file: pwsh, args: ['-NoLogo'] };
  }
  const candidates = [env.loginShell, '/bin/bash', '/bin/zsh', '/bin/sh'];
  for (const candidate of candidates) {
    if (candidate && env.exists(candidate)) return { file: candidate, args: ['-l'] };
  }
  return { error: 'TERMINAL_START_FAILED', message: 'No shell found' };
}
