/**
 * Install-application jobs: the pre-install script (a failure ends the job when
 * `cancelOnPreScriptFail`), the installer downloaded and verified, run by its kind (.deb, .rpm,
 * .msi, .pkg, .sh or an executable), then the post-install script.
 */
import { chmod } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_AGENT_JOB_TIMEOUT_SEC, type InstallApplicationJob } from '@console/core';
import type { JobContext, JobOutcome } from './context';
import { download } from './files';
import { runScript } from './script';

/** The command that installs `file` on `platform` with `args`. */
export function installCommand(file: string, args: readonly string[], platform: NodeJS.Platform) {
  const lower = file.toLowerCase();
  if (lower.endsWith('.deb')) return { command: 'dpkg', args: ['-i', ...args, file] };
  if (lower.endsWith('.rpm')) return { command: 'rpm', args: ['-i', ...args, file] };
  if (lower.endsWith('.msi')) return { command: 'msiexec.exe', args: ['/i', file, '/qn', ...args] };
  if (lower.endsWith('.pkg')) return { command: 'installer', args: ['-pkg', file, '-target', '/', ...args] };
  if (lower.endsWith('.sh') && platform !== 'win32') return { command: '/bin/sh', args: [file, ...args] };
  return { command: file, args: [...args] };
}

/** Runs an install job. */
export async function installApplication(
  job: InstallApplicationJob,
  context: JobContext,
): Promise<JobOutcome> {
  if (job.preScript) {
    context.emit('stdout', '== Pre-install script ==\n');
    const pre = await runScript(job.preScript, context);
    if (pre.failed && job.cancelOnPreScriptFail) {
      return {
        exitCode: pre.exitCode,
        error: pre.error ?? 'The pre-install script failed: the install was cancelled.',
        failed: true,
      };
    }
  }
  context.emit('stdout', `== Installing ${job.installer.fileName} ==\n`);
  const file = await download(
    job.installer,
    join(context.workDir, 'downloads'),
    context.signal,
    context.serverUrl,
  );
  if (context.platform !== 'win32') await chmod(file, 0o700);
  const { command, args } = installCommand(file, job.arguments, context.platform);
  const result = await context.executor.spawn({
    command,
    args,
    timeoutMs: (job.timeoutSec ?? DEFAULT_AGENT_JOB_TIMEOUT_SEC) * 1_000,
    signal: context.signal,
    onStdout: (text) => context.emit('stdout', text),
    onStderr: (text) => context.emit('stderr', text),
  });
  if (result.error || result.timedOut || result.exitCode !== 0) {
    return {
      exitCode: result.exitCode,
      error: result.error ?? (result.timedOut ? 'The installer ran past its time limit.' : undefined),
      failed: true,
    };
  }
  if (job.postScript) {
    context.emit('stdout', '== Post-install script ==\n');
    const post = await runScript(job.postScript, context);
    if (post.failed) return { ...post, error: post.error ?? 'The post-install script failed.' };
  }
  return { exitCode: 0 };
}
