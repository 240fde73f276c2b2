import { MessageSection } from '@console/core/react';
import type { ReactNode } from 'react';
import { backupTexts } from '../messages-backup';

/**
 * Registers the backup wizards' texts (step names, titles, fields, per-field errors, restore and
 * NMS texts) for the backup job wizard, the restore dialogs, the NMS monitoring settings and the
 * rename dialog, so they resolve under any host.
 */
export function BackupTexts({ children }: { children: ReactNode }) {
  return <MessageSection messages={backupTexts}>{children}</MessageSection>;
}
