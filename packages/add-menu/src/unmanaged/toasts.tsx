import { type ToastApi, ToastProvider, useToast } from '@console/ui';
import type { ReactNode } from 'react';

/** The host's toasts, or `null` outside a ToastProvider. */
export function useHostToasts(): ToastApi | null {
  try {
    // biome-ignore lint/correctness/useHookAtTopLevel: called on every render in the same order; useToast reads its context and throws only without a provider, which the catch is for
    return useToast();
  } catch {
    return null;
  }
}

/**
 * Shows the dialog's messages in the host's ToastProvider when there is one (so 'Unmanaged device
 * created succesfully' outlives the dialog across the redirect), else in a provider of its own.
 */
export function ToastScope({ children }: { children: ReactNode }) {
  const host = useHostToasts();
  return host ? children : <ToastProvider>{children}</ToastProvider>;
}
