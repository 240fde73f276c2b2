/** The backup plans a policy's content holds, read for the routes, the restores and the agents' schedules. */
import { type BackupPlans, backupPlansSchema } from '@console/core';

/** The plans stored in a policy's content (empty plans when none or unreadable). */
export function plansOf(content: unknown): BackupPlans {
  const backup = (content as { backup?: { backupPlans?: unknown } } | null)?.backup;
  const parsed = backupPlansSchema.safeParse(backup?.backupPlans ?? {});
  return parsed.success ? parsed.data : backupPlansSchema.parse({});
}
