import { readFileSync } from 'node:fs';

/**
 * Who a process is, beyond its pid (which the system reuses): on Linux its start time in clock ticks
 * since boot (`/proc/<pid>/stat`, field 22) and the boot id. Elsewhere both are undefined and the
 * pid alone is checked.
 */
export interface ProcessIdentity {
  pid: number;
  /** `/proc/<pid>/stat` start time; undefined off Linux. */
  procStart?: string | undefined;
  /** `/proc/sys/kernel/random/boot_id`; undefined off Linux. */
  bootId?: string | undefined;
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** The start time of `pid` from `/proc/<pid>/stat`, or undefined (no /proc, or no such process). */
export function procStartOf(pid: number): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // The command name (field 2) is in parentheses and may hold spaces: count from the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19];
}

/** This boot's id on Linux, else undefined. */
export function bootId(): string | undefined {
  return readText('/proc/sys/kernel/random/boot_id');
}

/** This process's identity. */
export function currentProcess(): ProcessIdentity {
  return { pid: process.pid, procStart: procStartOf(process.pid), bootId: bootId() };
}

/**
 * Whether the process a lock file names still runs: its pid exists (signal 0), and on Linux it is
 * the same process (same boot, same start time) rather than a later one that got the pid.
 */
export function isRunning(identity: ProcessIdentity): boolean {
  if (!Number.isInteger(identity.pid) || identity.pid <= 0) return false;
  try {
    process.kill(identity.pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const boot = bootId();
  if (identity.bootId && boot && identity.bootId !== boot) return false;
  if (identity.procStart) {
    const start = procStartOf(identity.pid);
    if (start !== undefined && start !== identity.procStart) return false;
  }
  return true;
}
