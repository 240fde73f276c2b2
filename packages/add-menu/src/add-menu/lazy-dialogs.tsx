import { type ComponentProps, lazy, Suspense } from 'react';
import { DialogTexts } from './lazy-texts';

// Every dialog behind the Add menu is loaded on demand: none is needed to show the plus button and
// the menu, so a partner's bundler gives each its own chunk and the menu's first load stays small
// (issue 10: ≤ 25 KB beyond @console/ui and @console/core). While a chunk loads nothing shows; the
// dialog then opens with focus as usual.

const LazyTicketFormsDialog = /* @__PURE__ */ lazy(() =>
  import('../ticket-forms/ticket-forms-dialog').then((m) => ({ default: m.TicketFormsDialog })),
);
/** The Ticket forms dialog, loaded on demand. */
export function TicketFormsDialog(props: ComponentProps<typeof LazyTicketFormsDialog>) {
  return (
    <Suspense fallback={null}>
      <DialogTexts>
        <LazyTicketFormsDialog {...props} />
      </DialogTexts>
    </Suspense>
  );
}

const LazyAddComputerDialog = /* @__PURE__ */ lazy(() =>
  import('../computer/add-computer-dialog').then((m) => ({ default: m.AddComputerDialog })),
);
/** The Add a computer dialog, loaded on demand. */
export function AddComputerDialog(props: ComponentProps<typeof LazyAddComputerDialog>) {
  return (
    <Suspense fallback={null}>
      <DialogTexts>
        <LazyAddComputerDialog {...props} />
      </DialogTexts>
    </Suspense>
  );
}

const LazyCreatePolicyDialog = /* @__PURE__ */ lazy(() =>
  import('../policy/create-policy-dialog').then((m) => ({ default: m.CreatePolicyDialog })),
);
/** The Create policy dialog, loaded on demand. */
export function CreatePolicyDialog(props: ComponentProps<typeof LazyCreatePolicyDialog>) {
  return (
    <Suspense fallback={null}>
      <DialogTexts>
        <LazyCreatePolicyDialog {...props} />
      </DialogTexts>
    </Suspense>
  );
}

const LazyUnmanagedDeviceDialog = /* @__PURE__ */ lazy(() =>
  import('../unmanaged/unmanaged-device-dialog').then((m) => ({ default: m.UnmanagedDeviceDialog })),
);
/** The Add unmanaged device dialog, loaded on demand. */
export function UnmanagedDeviceDialog(props: ComponentProps<typeof LazyUnmanagedDeviceDialog>) {
  return (
    <Suspense fallback={null}>
      <DialogTexts>
        <LazyUnmanagedDeviceDialog {...props} />
      </DialogTexts>
    </Suspense>
  );
}

const LazyAddNmsDeviceDialog = /* @__PURE__ */ lazy(() =>
  import('../nms/add-nms-device-dialog').then((m) => ({ default: m.AddNmsDeviceDialog })),
);
/** The Add NMS device dialog, loaded on demand. */
export function AddNmsDeviceDialog(props: ComponentProps<typeof LazyAddNmsDeviceDialog>) {
  return (
    <Suspense fallback={null}>
      <DialogTexts>
        <LazyAddNmsDeviceDialog {...props} />
      </DialogTexts>
    </Suspense>
  );
}

const LazyAddVmHostDialog = /* @__PURE__ */ lazy(() =>
  import('../vm-host/add-vm-host-dialog').then((m) => ({ default: m.AddVmHostDialog })),
);
/** The Add VM host dialog, loaded on demand. */
export function AddVmHostDialog(props: ComponentProps<typeof LazyAddVmHostDialog>) {
  return (
    <Suspense fallback={null}>
      <DialogTexts>
        <LazyAddVmHostDialog {...props} />
      </DialogTexts>
    </Suspense>
  );
}

const LazyAddMobileDeviceDialog = /* @__PURE__ */ lazy(() =>
  import('../mobile/add-mobile-device-dialog').then((m) => ({ default: m.AddMobileDeviceDialog })),
);
/** The Add a mobile device dialog, loaded on demand. */
export function AddMobileDeviceDialog(props: ComponentProps<typeof LazyAddMobileDeviceDialog>) {
  return (
    <Suspense fallback={null}>
      <DialogTexts>
        <LazyAddMobileDeviceDialog {...props} />
      </DialogTexts>
    </Suspense>
  );
}

const LazyNetworkDiscoveryWizard = /* @__PURE__ */ lazy(() =>
  import('@console/discovery-wizard').then((m) => ({ default: m.NetworkDiscoveryWizard })),
);
/** The ad hoc network discovery wizard of `@console/discovery-wizard`, loaded on demand. */
export function NetworkDiscoveryWizard(props: ComponentProps<typeof LazyNetworkDiscoveryWizard>) {
  return (
    <Suspense fallback={null}>
      <DialogTexts>
        <LazyNetworkDiscoveryWizard {...props} />
      </DialogTexts>
    </Suspense>
  );
}
