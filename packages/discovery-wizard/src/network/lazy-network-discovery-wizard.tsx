import { lazy, Suspense } from 'react';
import type { NetworkDiscoveryWizardProps } from './network-discovery-wizard';

// The wizard's body (dialog, steps, tables, their texts) loads when the wizard first opens: a page
// that imports it to show it on demand pays nothing for it until then. While it loads nothing shows;
// the dialog then opens with focus as usual.
const LazyNetworkDiscoveryWizard = /* @__PURE__ */ lazy(() =>
  import('./network-discovery-wizard').then((m) => ({ default: m.NetworkDiscoveryWizard })),
);

/**
 * The ad hoc network discovery wizard (see `network-discovery-wizard.tsx`), loaded on demand: nothing
 * renders and nothing loads while `open` is false.
 * @example <NetworkDiscoveryWizard open={open} onOpenChange={setOpen} />
 */
export function NetworkDiscoveryWizard(props: NetworkDiscoveryWizardProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LazyNetworkDiscoveryWizard {...props} />
    </Suspense>
  );
}
