import { UnsavedChangesPrompt } from '@console/ui';
import { type ReactNode, useCallback, useState } from 'react';

/** Options of {@link useUnsavedChangesGuard}. */
export interface UnsavedChangesGuardOptions {
  /** Whether anything changed since the wizard opened or last saved; asked when Close is pressed. */
  isDirty: () => boolean;
  /** Saves (rules checked): resolves `true` once saved, `false` to stay open. */
  save: () => Promise<boolean>;
  /** The wizard's `onOpenChange`: called with `false` when it closes. */
  onOpenChange?: (open: boolean) => void;
}

/** What {@link useUnsavedChangesGuard} hands back. */
export interface UnsavedChangesGuard {
  /** Spread on the `WizardShell`: `open`, `onClose` (asks when dirty) and `onOpenChange`. */
  shellProps: {
    open: boolean;
    onClose: () => boolean;
    onOpenChange: (open: boolean) => void;
  };
  /** The 'You have unsaved changes' prompt (Cancel, Save, Discard): render next to the shell. */
  prompt: ReactNode;
}

/**
 * The unsaved-changes wiring every monitor wizard shares (002 §8): Close with changes opens
 * `UnsavedChangesPrompt` instead of closing; Cancel stays, Discard closes, Save saves and closes
 * once the save succeeded.
 * @example
 * ```tsx
 * const guard = useUnsavedChangesGuard({ isDirty: () => changed, save, onOpenChange });
 * return <><WizardShell {...guard.shellProps} steps={steps} onDone={save} />{guard.prompt}</>;
 * ```
 */
export function useUnsavedChangesGuard({
  isDirty,
  save,
  onOpenChange,
}: UnsavedChangesGuardOptions): UnsavedChangesGuard {
  const [open, setOpen] = useState(true);
  const [asking, setAsking] = useState(false);
  const close = useCallback(() => {
    setOpen(false);
    onOpenChange?.(false);
  }, [onOpenChange]);

  return {
    shellProps: {
      open,
      onClose: () => {
        if (!isDirty()) return true;
        setAsking(true);
        return false;
      },
      onOpenChange: (next) => {
        setOpen(next);
        onOpenChange?.(next);
      },
    },
    prompt: (
      <UnsavedChangesPrompt
        open={asking && open}
        onCancel={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          close();
        }}
        onSave={async () => {
          setAsking(false);
          if (await save()) close();
        }}
      />
    ),
  };
}
