import { useMessage } from '@console/core/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';

/** Props of {@link UnsavedChangesPrompt}. */
export interface UnsavedChangesPromptProps {
  /** Whether the prompt shows. */
  open: boolean;
  /** Stay on the page with the changes: Cancel, Escape, the close button or a click outside. */
  onCancel: () => void;
  /**
   * Save, then leave. While a returned promise runs, Save shows a spinner and the prompt cannot be
   * closed; if it rejects the prompt stays open (report the failure yourself).
   */
  onSave: () => void | Promise<void>;
  /** Leave without saving. */
  onDiscard: () => void;
  /**
   * The text under the title.
   * @default the catalogue's 'Are you sure you wish to proceed?'
   */
  description?: ReactNode;
}

/**
 * Asks what to do with unsaved changes before leaving: a dialog titled 'You have unsaved changes'
 * with Cancel, Save and Discard (002 §8), on {@link Dialog}.
 *
 * @example
 * ```tsx
 * <UnsavedChangesPrompt open={leaving} onCancel={stay} onSave={saveAndClose} onDiscard={close} />
 * ```
 */
export function UnsavedChangesPrompt({
  open,
  onCancel,
  onSave,
  onDiscard,
  description,
}: UnsavedChangesPromptProps) {
  const t = useMessage();
  const [saving, setSaving] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const save = async () => {
    setSaving(true);
    try {
      await onSave();
    } catch {
      // Stays open so the user can retry or discard; the caller reports the failure.
    } finally {
      if (mounted.current) setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={t('ui.unsavedChanges.title')}
      description={description ?? t('ui.unsavedChanges.body')}
      size="sm"
      busy={saving}
      footer={
        <>
          <Button variant="secondary" disabled={saving} onClick={onCancel}>
            {t('ui.cancel')}
          </Button>
          <Button variant="primary" loading={saving} onClick={save}>
            {t('ui.save')}
          </Button>
          <Button variant="danger" disabled={saving} onClick={onDiscard}>
            {t('ui.discard')}
          </Button>
        </>
      }
    />
  );
}
