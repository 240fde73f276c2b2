import { type ToastApi, ToastProvider, useToast } from '@console/ui';
import type { ReactNode } from 'react';

/** The host's toasts, or `null` when the library is not inside a ToastProvider. */
function useHostToasts(): ToastApi | null {
  try {
    // biome-ignore lint/correctness/useHookAtTopLevel: called on every render, in the same order; the kit's useToast reads its context first and throws only when there is no provider, which is what the catch is for
    return useToast();
  } catch {
    return null;
  }
}

/**
 * Shows the library's toasts in the host's ToastProvider when it has one (one stack for the whole
 * console), or in a provider of the library's own when it is embedded alone.
 */
export function ToastScope({ children }: { children: ReactNode }) {
  const host = useHostToasts();
  return host ? children : <ToastProvider>{children}</ToastProvider>;
}
