import { lazy, Suspense } from 'react';
import type { ActionDevice } from '../logic/device-actions-rules';

/** Props of {@link MaintenanceDialog}. */
export interface MaintenanceDialogProps {
  /** Whether the dialog shows. */
  open: boolean;
  /** Called with `false` to close (cancel, Escape, after enabling). */
  onOpenChange: (open: boolean) => void;
  /** The devices to put in maintenance (one from a dashboard, the selection from device search). */
  devices: readonly ActionDevice[];
  /** Called after maintenance was enabled (e.g. a toast and clearing the selection). */
  onEnabled?: () => void;
}

// The dialog's form (date and time pickers, the options, the override confirmation) and its texts
// load the first time it opens: a page that only offers the action ships this file, and a
// partner's bundler puts the rest in a chunk of its own.
const MaintenanceDialogContent = lazy(() =>
  import('./maintenance-dialog-content').then((m) => ({ default: m.MaintenanceDialogContent })),
);

/**
 * Enable maintenance mode (002 §2.3, §4.1, §5.1): start NOW or AT, end NEVER or ON, the reason
 * (≤ 250), the suppression options the selected device classes offer with the note, and the
 * override confirmation when a device is already in maintenance. Sends POST /maintenance. Its
 * content loads on demand the first time it opens (nothing shows meanwhile).
 * @example <MaintenanceDialog open={open} onOpenChange={setOpen} devices={[device]} onEnabled={refresh} />
 */
export function MaintenanceDialog(props: MaintenanceDialogProps) {
  return props.open ? (
    <Suspense fallback={null}>
      <MaintenanceDialogContent {...props} />
    </Suspense>
  ) : null;
}
