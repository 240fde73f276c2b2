import { useMessage } from '@console/core/react';
import { Banner, Button, Dialog, RadioGroup, ToastScope, useHostToasts, useToast } from '@console/ui';
import { lazy, Suspense, useState } from 'react';
import * as styles from '../internal/dialog.css';
import { CreateUnmanagedPanel } from './create-unmanaged-panel';
import { ImportCsvPanel } from './import-csv-panel';
import { useCreateUnmanaged } from './use-create-unmanaged';
import { useCsvImport } from './use-csv-import';

// The preview (a virtualized table) is loaded only when a file is previewed (issue 10).
const CsvPreviewWizard = lazy(() =>
  import('./csv-preview-wizard').then((m) => ({ default: m.CsvPreviewWizard })),
);

/** How an unmanaged device is added (000 §2.12). */
export type UnmanagedMode = 'import' | 'create';

/** Props of {@link UnmanagedDeviceDialog}. */
export interface UnmanagedDeviceDialogProps {
  /** Whether the dialog shows. */
  open: boolean;
  /** Called with `false` when the dialog closes (also after a save). */
  onOpenChange: (open: boolean) => void;
  /**
   * The choice the dialog opens on.
   * @default 'create'
   */
  defaultMode?: UnmanagedMode;
}

/**
 * The Add unmanaged device modal (000 §2.12, §3.6, §5.5, §8; 001 §2.4, §4, §5): 'Import from CSV'
 * or 'Create from scratch'. Create: the 'Select role' and 'Device information' tabs, Save (shown
 * only when roles exist and the only one is not the plain unmanaged role), then 'Unmanaged device
 * created succesfully' and the host's `navigate` to `/unmanagedDeviceDashboard/{nodeId}/overview`.
 * Import: role, `.csv` file, Download Template, Preview, then the full-screen 'Import Wizard
 * (Preview)' (loaded on demand) with Re-upload and Save. Reads its client, session and `navigate`
 * from ConsoleProvider.
 * @example <UnmanagedDeviceDialog open={open} onOpenChange={setOpen} />
 */
export function UnmanagedDeviceDialog({ defaultMode = 'create', ...props }: UnmanagedDeviceDialogProps) {
  // Without the host's toasts the messages live in the dialog's own provider: after an import the
  // dialog then stays open, so its success message stays readable.
  const closeAfterImport = useHostToasts() !== null;
  return props.open ? (
    <ToastScope>
      <UnmanagedFlowDialog defaultMode={defaultMode} closeAfterImport={closeAfterImport} {...props} />
    </ToastScope>
  ) : null;
}

function UnmanagedFlowDialog({
  open,
  onOpenChange,
  defaultMode,
  closeAfterImport,
}: Required<UnmanagedDeviceDialogProps> & { closeAfterImport: boolean }) {
  const t = useMessage();
  const toast = useToast();
  const [mode, setMode] = useState<UnmanagedMode>(defaultMode);
  const create = useCreateUnmanaged({
    onCreated: () => {
      toast.success(t('unmanaged.created'));
      onOpenChange(false);
    },
  });
  const csv = useCsvImport({
    onSaved: ({ createdCount }) => {
      toast.success(t('unmanaged.import.saved', { count: createdCount }));
      if (closeAfterImport) onOpenChange(false);
    },
  });
  const busy = create.saving || csv.busy !== null;
  const footer = (
    <div className={styles.footer}>
      <Button onClick={() => onOpenChange(false)} disabled={busy}>
        {t('unmanaged.cancel')}
      </Button>
      {mode === 'create' ? (
        create.canSave ? (
          <Button variant="primary" onClick={() => void create.save()} loading={create.saving}>
            {t('unmanaged.save')}
          </Button>
        ) : null
      ) : (
        <Button
          variant="primary"
          onClick={() => void csv.runPreview()}
          disabled={!csv.canPreview}
          loading={csv.busy === 'previewing'}
        >
          {t('unmanaged.import.preview')}
        </Button>
      )}
    </div>
  );
  return (
    <>
      <Dialog
        open={open && !csv.preview}
        onOpenChange={onOpenChange}
        title={t('unmanaged.title')}
        size="lg"
        busy={busy}
        footer={footer}
      >
        <div className={styles.stack} data-state={mode}>
          <RadioGroup<UnmanagedMode>
            label={t('unmanaged.title')}
            hideLabel
            orientation="horizontal"
            options={[
              { value: 'import', label: t('unmanaged.mode.import') },
              { value: 'create', label: t('unmanaged.mode.create') },
            ]}
            value={mode}
            onValueChange={setMode}
          />
          {mode === 'create' ? (
            <>
              {create.error ? (
                <Banner tone="danger" title={create.error.message}>
                  {create.error.detail}
                </Banner>
              ) : null}
              {create.roles.status === 'ready' && !create.canSave ? (
                <Banner tone="info">{t('unmanaged.noRoles')}</Banner>
              ) : null}
              <CreateUnmanagedPanel flow={create} />
            </>
          ) : (
            <ImportCsvPanel flow={csv} />
          )}
        </div>
      </Dialog>
      {csv.preview ? (
        <Suspense fallback={null}>
          <CsvPreviewWizard
            open
            onOpenChange={(next) => {
              if (!next) csv.closePreview();
            }}
            preview={csv.preview}
            onReupload={(file) => void csv.runPreview(file)}
            onSave={() => void csv.save()}
            canSave={csv.canSave}
            busy={csv.busy !== null}
            error={csv.error}
          />
        </Suspense>
      ) : null}
    </>
  );
}
