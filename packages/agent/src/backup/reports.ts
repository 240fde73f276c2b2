/**
 * Backup run reports inside the agent: every backup run (a scheduled one, or a `backup` device
 * job from "Back up now") is reported to the listeners of its agent (by state folder), which send
 * it to the server as `backup.result` (../schedule).
 */
import type { BackupRunReport } from '@console/core';

/** Gets each backup run of one agent. */
export type BackupRunListener = (report: BackupRunReport) => void;

const listeners = new Map<string, Set<BackupRunListener>>();

/**
 * Listens to the backup runs of the agent keeping its state in `stateDir`; answers a remover.
 * @example const off = onBackupRun(stateDir, (report) => send({ type: 'backup.result', ...report }));
 */
export function onBackupRun(stateDir: string, listener: BackupRunListener): () => void {
  let set = listeners.get(stateDir);
  if (!set) {
    set = new Set();
    listeners.set(stateDir, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(stateDir);
  };
}

/** Hands a run to the listeners of its agent (none: nobody is told). */
export function reportBackupRun(stateDir: string, report: BackupRunReport): void {
  for (const listener of listeners.get(stateDir) ?? []) {
    try {
      listener(report);
    } catch {
      // A listener's failure does not fail the backup.
    }
  }
}
