import { lazy, Suspense } from 'react';
import type { CloudMonitorWizardProps } from './cloud-monitor-wizard';

// The wizard (its shell, pages, rules and texts) loads when it first renders: a page that imports
// it to show it on demand pays nothing for it until then. While it loads nothing shows; the wizard
// then opens on its first page as usual.
const LazyCloudMonitorWizard = /* @__PURE__ */ lazy(() =>
  import('./cloud-monitor-wizard').then((m) => ({ default: m.CloudMonitorWizard })),
);

/**
 * The cloud monitor wizard (see `cloud-monitor-wizard.tsx`), loaded on demand when first rendered.
 * @example <CloudMonitorWizard onOpenChange={(open) => !open && navigate('/')} />
 */
export function CloudMonitorWizard(props: CloudMonitorWizardProps) {
  return (
    <Suspense fallback={null}>
      <LazyCloudMonitorWizard {...props} />
    </Suspense>
  );
}
