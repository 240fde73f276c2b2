/**
 * The job runner: one device job payload in, a result out (status, exit code, duration, output).
 * Each kind has its handler; destructive ones go through the executor. The output is collected
 * (capped, keeping the end) besides being streamed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DeviceJobPayload, DeviceJobResult } from '@console/core';
import { DEFAULT_AGENT_JOB_TIMEOUT_SEC, MAX_AGENT_JOB_OUTPUT } from '@console/core/contract';
import { runBackup } from '../backup/backup';
import { runRestore } from '../restore';
import type { JobContext, JobOutcome } from './context';
import { download, expandZip, placeFile } from './files';
import { installApplication } from './install';
import { runScript } from './script';
import { wakeOnLan } from './wake-on-lan';

export type { JobContext } from './context';

/** Runs the kind's work (without the result bookkeeping). */
async function perform(payload: DeviceJobPayload, context: JobContext): Promise<JobOutcome> {
  switch (payload.kind) {
    case 'script':
      return runScript(payload, context);
    case 'run-application': {
      const result = await context.executor.spawn({
        command: payload.path,
        args: payload.arguments,
        ...(payload.workingDirectory ? { cwd: payload.workingDirectory } : {}),
        timeoutMs: (payload.timeoutSec ?? DEFAULT_AGENT_JOB_TIMEOUT_SEC) * 1_000,
        signal: context.signal,
        onStdout: (text) => context.emit('stdout', text),
        onStderr: (text) => context.emit('stderr', text),
      });
      if (result.error)
        return { exitCode: null, error: `Could not start ${payload.path}: ${result.error}`, failed: true };
      if (result.timedOut)
        return { exitCode: result.exitCode, error: 'The application ran past its time limit.', failed: true };
      return { exitCode: result.exitCode, failed: result.exitCode !== 0 };
    }
    case 'file-transfer': {
      const file = await download(
        payload.file,
        join(context.workDir, 'downloads'),
        context.signal,
        context.serverUrl,
      );
      context.emit('stdout', `Downloaded ${payload.file.fileName}; SHA-256 verified.\n`);
      if (payload.expandZip && /\.zip$/i.test(payload.file.fileName)) {
        const written = await expandZip(file, payload.destination, payload.overwrite);
        context.emit('stdout', `Expanded ${written.length} file(s) into ${payload.destination}.\n`);
      } else {
        const path = await placeFile(file, payload.destination, payload.file.fileName, payload.overwrite);
        context.emit('stdout', path ? `Wrote ${path}.\n` : `Kept the existing ${payload.file.fileName}.\n`);
      }
      return { exitCode: 0 };
    }
    case 'install-application':
      return installApplication(payload, context);
    case 'reboot':
      await context.executor.reboot(payload.delaySec, payload.message);
      context.emit('stdout', `Reboot scheduled in ${payload.delaySec} s.\n`);
      return { exitCode: 0 };
    case 'shutdown':
      await context.executor.shutdown(payload.delaySec, payload.message);
      context.emit('stdout', `Shutdown scheduled in ${payload.delaySec} s.\n`);
      return { exitCode: 0 };
    case 'wake-on-lan':
      return wakeOnLan(payload, context);
    case 'policy-sync': {
      await mkdir(context.stateDir, { recursive: true, mode: 0o700 });
      const policy = { policyId: payload.policyId, settings: payload.settings };
      await writeFile(join(context.stateDir, 'policy.json'), JSON.stringify(policy, null, 2), {
        mode: 0o600,
      });
      context.emit('stdout', `Policy ${payload.policyId ?? '(default)'} applied.\n`);
      return { exitCode: 0 };
    }
    case 'restore':
      return runRestore(payload, context);
    case 'backup':
      return runBackup(payload, context);
  }
}

/**
 * Runs one job to its result; never throws (a failure is a FAILED result with the error).
 * @example const result = await runJob({ kind: 'script', language: 'shellscript', body: 'echo hi', parameters: [], variables: {} }, context);
 */
export async function runJob(payload: DeviceJobPayload, context: JobContext): Promise<DeviceJobResult> {
  const started = performance.now();
  let output = '';
  const collecting: JobContext = {
    ...context,
    emit(stream, text) {
      output = (output + text).slice(-MAX_AGENT_JOB_OUTPUT);
      context.emit(stream, text);
    },
  };
  const durationMs = () => Math.round(performance.now() - started);
  try {
    const outcome = await perform(payload, collecting);
    if (context.signal.aborted)
      return { status: 'CANCELLED', exitCode: outcome.exitCode, durationMs: durationMs(), output };
    const failed = outcome.failed ?? (outcome.exitCode !== 0 && outcome.exitCode !== null);
    return {
      status: failed || outcome.error ? 'FAILED' : 'COMPLETED',
      exitCode: outcome.exitCode,
      durationMs: durationMs(),
      output,
      ...(outcome.error ? { error: outcome.error.slice(0, 2_000) } : {}),
    };
  } catch (error) {
    if (context.signal.aborted)
      return { status: 'CANCELLED', exitCode: null, durationMs: durationMs(), output };
    const text = error instanceof Error ? error.message : String(error);
    return {
      status: 'FAILED',
      exitCode: null,
      durationMs: durationMs(),
      output,
      error: text.slice(0, 2_000),
    };
  }
}
