/** Runs the packaging tools (dpkg-deb, rpmbuild, wixl) as child processes, off the event loop. */
import { execFile } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import { delimiter, join } from 'node:path';

/** The longest a packaging tool may run. */
const TOOL_TIMEOUT_MS = 120_000;

/** Runs `command` with `args`; rejects with its stderr when it fails or times out. */
export function runTool(command: string, args: readonly string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { cwd, timeout: TOOL_TIMEOUT_MS, maxBuffer: 4 * 1024 * 1024, env: { ...process.env, LC_ALL: 'C' } },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${command} failed: ${stderr || error.message}`));
        else resolve(stdout);
      },
    );
  });
}

/** Whether an executable named `command` is on the PATH. */
export async function onPath(command: string): Promise<boolean> {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    try {
      await access(join(dir, command), constants.X_OK);
      return true;
    } catch {
      // not in this folder
    }
  }
  return false;
}
