/** What a job handler works with. */
import type { Executor } from '../executor';

/** The job's surroundings: the executor, output streaming, cancellation and a scratch folder. */
export interface JobContext {
  executor: Executor;
  /** Streams output to the server as it comes (`job.output`). */
  emit(stream: 'stdout' | 'stderr', text: string): void;
  /** Aborted when the server cancels the job. */
  signal: AbortSignal;
  /** A folder of the agent's for downloads and script files. */
  workDir: string;
  /** Where the agent keeps its state (policy ...). */
  stateDir: string;
  /** The platform (`process.platform` unless a test says otherwise). */
  platform: NodeJS.Platform;
  /** Whether the agent runs as root (Linux, macOS). @default `process.getuid() === 0` */
  isRoot?: boolean;
  /** The server's URL (`http://host:port`): a download link given as a path is resolved against it. */
  serverUrl?: string;
}

/** What a handler answers: the exit code, and an error when it failed without one. */
export interface JobOutcome {
  exitCode: number | null;
  error?: string;
  /** True when the job ran and failed (a non-zero exit code fails it too). */
  failed?: boolean;
}
