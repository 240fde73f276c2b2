/**
 * Running a job's process as another account, per platform: on Linux (agent as root) through
 * `runuser -u <user> --`; on macOS (agent as root, a LaunchDaemon) in the user's login session
 * through `launchctl asuser <uid> sudo -u <user> --` (the uid read with `id -u <user>`); on
 * Windows the agent's service account (LocalSystem) runs everything: a named user is noted, not
 * impersonated.
 */
import type { Executor } from '../executor';

/** Whether `runAs` means the agent's own account (system / root). */
function isSystemAccount(runAs: string | undefined): boolean {
  return !runAs || /^(system|root|local ?system|nt authority\\system|default)$/i.test(runAs.trim());
}

/** A command line, perhaps wrapped to run as another account, and a note for the job's output. */
interface RunAsCommand {
  command: string;
  args: string[];
  note?: string;
}

/** A user name `runuser`, `sudo` and `id` accept (no option-looking or odd names). */
const USER_NAME = /^[A-Za-z_][A-Za-z0-9_.@-]{0,63}$/;

/**
 * Wraps `run` to run as `runAs` on `platform`. `isRoot` is whether the agent runs as root (only
 * root can switch accounts on Linux and macOS; otherwise the agent's own account runs it).
 * @example await runAsCommand({ command: '/bin/bash', args: ['s.sh'] }, 'ana', 'darwin', true, executor)
 */
export async function runAsCommand(
  run: { command: string; args: string[] },
  runAs: string | undefined,
  platform: NodeJS.Platform,
  isRoot: boolean,
  executor: Executor,
): Promise<RunAsCommand> {
  if (isSystemAccount(runAs) || !runAs) return run;
  const user = runAs.trim();
  if (platform === 'win32')
    return { ...run, note: `Runs as the agent's service account (LocalSystem), not as ${user}.\n` };
  if (!isRoot)
    return { ...run, note: `The agent does not run as root: runs as its own account, not as ${user}.\n` };
  if (!USER_NAME.test(user)) throw new Error(`Not a user name: ${user}`);
  if (platform === 'darwin') {
    let uid = '';
    const found = await executor.spawn({
      command: '/usr/bin/id',
      args: ['-u', user],
      timeoutMs: 10_000,
      onStdout: (text) => {
        uid += text;
      },
    });
    uid = uid.trim();
    if (found.exitCode !== 0 || !/^\d+$/.test(uid)) throw new Error(`No user ${user} on this Mac.`);
    return {
      command: '/bin/launchctl',
      args: ['asuser', uid, '/usr/bin/sudo', '-u', user, '--', run.command, ...run.args],
    };
  }
  return { command: 'runuser', args: ['-u', user, '--', run.command, ...run.args] };
}
