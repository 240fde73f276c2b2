import {
  DISCOVERY_MAX_RETRIES,
  DISCOVERY_POLL_INTERVAL_MS,
  DISCOVERY_START_DELAY_MS,
  isAbortError,
  isConsoleApiError,
  MAX_SCAN_TARGETS,
  type ValidationIssue,
} from '@console/core';

/** What the run needs from the server (the hook wires it to the discovery routes). */
export interface DiscoveryRunApi {
  /** The probe's delegate status: `OK`, `INSTALL_FAILED`, or anything else while it prepares. */
  delegateStatus: () => Promise<string>;
  /** Starts the scan; answers the job id and how many addresses it covers. */
  start: () => Promise<{ jobId: number; targetCount: number }>;
}

/** Timing of a run (000 §4.4, §9): tests shorten it. */
export interface DiscoveryRunTiming {
  /** @default 5000 */
  pollIntervalMs?: number;
  /** @default 5000 */
  startDelayMs?: number;
  /** @default 10 */
  maxRetries?: number;
  /** Waits; rejects with an AbortError when `signal` aborts. @default setTimeout */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** A run that could not start, with the message to show (000 §8). */
export class DiscoveryRunError extends Error {
  /** The message's catalogue key and parameters. */
  readonly issue: ValidationIssue;
  constructor(issue: ValidationIssue, cause?: unknown) {
    super(issue.key, cause === undefined ? undefined : { cause });
    this.name = 'DiscoveryRunError';
    this.issue = issue;
  }
}

function abortable(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

const installFailed: ValidationIssue = { key: 'networkDiscovery.error.delegate_install_failed' };

/**
 * The message of a refused start (000 §8): too many targets (with {{maxDevices}}), a scan already
 * running on the probe, or 'Failed to start network discovery'.
 * @example startIssue(error).key
 */
export function startIssue(error: unknown): ValidationIssue {
  const code = isConsoleApiError(error) ? error.resultCode : '';
  if (code === 'number_of_network_scan_targets_exceeded')
    return {
      key: 'networkDiscovery.error.number_of_network_scan_targets_exceeded',
      params: { maxDevices: MAX_SCAN_TARGETS },
    };
  if (code === 'network_scan_is_in_progress')
    return { key: 'networkDiscovery.error.network_scan_is_in_progress' };
  return { key: 'networkDiscovery.error.start_failed' };
}

/**
 * Prepares the probe and starts the scan (000 §4.4): the delegate status is read now and then
 * every 5 s; `OK` waits 5 s and starts; `INSTALL_FAILED`, or 10 checks that failed or were not
 * ready yet, end with 'Failed to install delegate. Please try again.'. Rejects with an AbortError
 * when `signal` aborts, and with a {@link DiscoveryRunError} carrying the message otherwise.
 * @example const { jobId } = await prepareAndStart(api, controller.signal);
 */
export async function prepareAndStart(
  api: DiscoveryRunApi,
  signal: AbortSignal,
  timing: DiscoveryRunTiming = {},
): Promise<{ jobId: number; targetCount: number }> {
  const pollIntervalMs = timing.pollIntervalMs ?? DISCOVERY_POLL_INTERVAL_MS;
  const startDelayMs = timing.startDelayMs ?? DISCOVERY_START_DELAY_MS;
  const maxRetries = timing.maxRetries ?? DISCOVERY_MAX_RETRIES;
  const sleep = timing.sleep ?? abortable;
  let failures = 0;
  for (;;) {
    let status = '';
    try {
      status = await api.delegateStatus();
    } catch (error) {
      if (isAbortError(error) || signal.aborted) throw new DOMException('Aborted', 'AbortError');
      status = '';
    }
    if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
    if (status === 'OK') break;
    if (status === 'INSTALL_FAILED') throw new DiscoveryRunError(installFailed);
    failures += 1;
    if (failures >= maxRetries) throw new DiscoveryRunError(installFailed);
    await sleep(pollIntervalMs, signal);
  }
  await sleep(startDelayMs, signal);
  try {
    return await api.start();
  } catch (error) {
    if (isAbortError(error) || signal.aborted) throw new DOMException('Aborted', 'AbortError');
    throw new DiscoveryRunError(startIssue(error), error);
  }
}
