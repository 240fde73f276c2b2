/**
 * Install-application jobs: the pre-install script (a failure ends the job when
 * `cancelOnPreScriptFail`), the installer and its helper files downloaded and verified into one
 * folder (each under its own name), the installer run there by its kind (.deb, .rpm, .msi, .pkg,
 * .sh or an executable), then the post-install script.
 */
import { randomUUID } from 'node:crypto';
import { chmod, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { InstallApplicationJob } from '@console/core';
import { DEFAULT_AGENT_JOB_TIMEOUT_SEC } from '@console/core/contract';
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
  // The installer and its helper files in a folder of their own, each under its own name.
  const folder = join(context.workDir, 'downloads', `install-${randomUUID()}`);
  let result: Awaited<ReturnType<typeof context.executor.spawn>>;
  try {
    const file = await download(job.installer, folder, context.signal, context.serverUrl, true);
    for (const helper of job.helperFiles ?? []) {
      await download(helper, folder, context.signal, context.serverUrl, true);
      context.emit('stdout', `Downloaded helper file ${helper.fileName}; SHA-256 verified.\n`);
    }
    context.emit('stdout', `== Installing ${job.installer.fileName} ==\n`);
    if (context.platform !== 'win32') await chmod(file, 0o700);
    const { command, args } = installCommand(file, job.arguments, context.platform);
    result = await context.executor.spawn({
      command,
      args,
      cwd: folder,
      timeoutMs: (job.timeoutSec ?? DEFAULT_AGENT_JOB_TIMEOUT_SEC) * 1_000,
      signal: context.signal,
      onStdout: (text) => context.emit('stdout', text),
      onStderr: (text) => context.emit('stderr', text),
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
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
