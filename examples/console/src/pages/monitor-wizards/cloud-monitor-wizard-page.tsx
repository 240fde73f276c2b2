import { lazy, Suspense, useRef } from 'react';

/** The wizard's package, loaded when the page first opens (its pages load lazily in turn). */
const CloudMonitorWizard = lazy(() =>
  import('@console/monitor-wizards').then((m) => ({ default: m.CloudMonitorWizard })),
);

/**
 * The cloud monitor wizard as a full-screen page (002 §2.2; 000 §2.4): new at
 * #/editor/cloudMonitor, edit at #/wizard/cloudMonitor/{id}. Done saves and opens the monitor's
 * dashboard; Close (or Discard) leaves the page.
 */
export function CloudMonitorWizardPage({
  monitorId,
  onLeave,
  onSaved,
}: {
  /** The monitor to edit; leave out for a new one. */
  monitorId?: number;
  onLeave: () => void;
  onSaved: (id: number) => void;
}) {
  const savedId = useRef<number | null>(null);
  return (
    <Suspense fallback={null}>
      <CloudMonitorWizard
        key={monitorId ?? 'new'}
        {...(monitorId === undefined ? {} : { monitorId })}
        onSaved={(monitor) => {
          savedId.current = monitor.id;
        }}
        onOpenChange={(open) => {
          if (open) return;
          if (savedId.current !== null) onSaved(savedId.current);
          else onLeave();
        }}
      />
    </Suspense>
  );
}
