/** What every probe gets and answers. */
import type { SavedMonitorCondition } from '@console/core';
import type { ResolvedMonitorOptions } from '../options';
import type { TargetGuard } from '../targets';

/** The outcome of one run. */
export interface ProbeOutcome {
  status: 'UP' | 'DOWN';
  /** The run's main time: average ping, DNS answer, slowest open port, HTTP response, email round trip. */
  responseTimeMs: number | null;
  /** Why the run is DOWN, else ''. */
  message: string;
  details: Record<string, unknown>;
}

/** What a probe runs with. */
export interface ProbeContext {
  /** Aborted when the monitor's time-out has passed. */
  signal: AbortSignal;
  timeoutMs: number;
  options: ResolvedMonitorOptions;
  /** Resolves a host and refuses private addresses unless the division allows them. */
  guard: TargetGuard;
  conditions: readonly SavedMonitorCondition[];
  /** The monitor's passwords (opened from the sealed column). */
  secrets: Record<string, string>;
}

/** Milliseconds since `start` (from `performance.now()`), rounded to 0.1 ms. */
export function elapsed(start: number): number {
  return Math.round((performance.now() - start) * 10) / 10;
}

/** An error's message, for a result. */
export function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}
