import type { CsvPreview, CsvPreviewRow } from '@console/core';
import { useMessage } from '@console/core/react';
import { Banner, Button, CellTooltip, DataTable, type DataTableColumn, Dialog } from '@console/ui';
import { useMemo, useRef } from 'react';
import * as dialogStyles from '../internal/dialog.css';
import * as styles from './unmanaged.css';

/** Props of {@link CsvPreviewWizard}. */
export interface CsvPreviewWizardProps {
  /** Whether the wizard shows. */
  open: boolean;
  /** Called with `false` when the wizard closes. */
  onOpenChange: (open: boolean) => void;
  /** The server's preview (001 §3). */
  preview: CsvPreview;
  /** Called with a new file chosen by Re-upload. */
  onReupload: (file: File) => void;
  /** Called by Save. */
  onSave: () => void;
  /** Save is enabled (there are valid rows and nothing is pending). */
  canSave: boolean;
  /** A request is pending. */
  busy: boolean;
  /** The failure to show, if any. */
  error?: string | null;
}

function ErrorCell({ value, message }: { value: string; message: string }) {
  return (
    <CellTooltip content={message}>
      <button
        type="button"
        className={styles.errorCell}
        data-state="error"
        aria-invalid
        // An empty cell is named by its error, so the button is never nameless.
        aria-label={value === '' ? message : undefined}
      >
        {value === '' ? '\u00a0' : value}
      </button>
    </CellTooltip>
  );
}

/**
 * The full-screen 'Import Wizard (Preview)' (001 §2.4, §3, §4, §5): the row header, every row in a
 * virtualized table with per-cell errors on hover or focus, the totals, '{errorsCount} error(s)
 * found across {rowsCount} row(s). Resolve the errors and re-upload the CSV.', 'If submitted,
 * {discardedRows} row(s) will be discarded.', Re-upload, and Save (disabled without valid rows).
 * Loaded on demand by the import dialog.
 * @example <CsvPreviewWizard open preview={preview} onOpenChange={close} onReupload={run} onSave={save} canSave busy={false} />
 */
export function CsvPreviewWizard({
  open,
  onOpenChange,
  preview,
  onReupload,
  onSave,
  canSave,
  busy,
  error,
}: CsvPreviewWizardProps) {
  const t = useMessage();
  const input = useRef<HTMLInputElement>(null);
  const columns = useMemo<DataTableColumn<CsvPreviewRow>[]>(
    () => [
      {
        id: 'num',
        header: t('unmanaged.import.rowNumber'),
        accessor: (row) => row.num,
        sortable: false,
        width: 72,
      },
      ...preview.rowHeader.map(
        (column, at): DataTableColumn<CsvPreviewRow> => ({
          id: `c${column.columnNumber}`,
          header: column.columnName || `#${column.columnNumber}`,
          accessor: (row) => row.data[at]?.val ?? '',
          sortable: false,
          cell: ({ row }) => {
            const cell = row.data[at];
            if (!cell) return null;
            return cell.err && cell.msg ? <ErrorCell value={cell.val} message={cell.msg} /> : cell.val;
          },
        }),
      ),
    ],
    [preview.rowHeader, t],
  );
  const discarded = preview.invalidRows;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="fullscreen"
      title={t('unmanaged.import.wizardTitle')}
      busy={busy}
      footer={
        <div className={dialogStyles.footer}>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            className={styles.hiddenInput}
            tabIndex={-1}
            aria-hidden
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (chosen) onReupload(chosen);
            }}
          />
          <Button onClick={() => input.current?.click()} disabled={busy}>
            {t('unmanaged.import.reupload')}
          </Button>
          <Button variant="primary" onClick={onSave} disabled={!canSave}>
            {t('unmanaged.save')}
          </Button>
        </div>
      }
    >
      <div className={dialogStyles.stack}>
        {error ? <Banner tone="danger">{error}</Banner> : null}
        {preview.hasValidationErrors ? (
          <Banner tone="warning">
            <span className={styles.messages}>
              <span>
                {t('unmanaged.import.errorsFound', {
                  errorsCount: preview.totalErrors,
                  rowsCount: preview.invalidRows,
                })}
              </span>
              {discarded > 0 && preview.validRows > 0 ? (
                <span>{t('unmanaged.import.discarded', { discardedRows: discarded })}</span>
              ) : null}
            </span>
          </Banner>
        ) : null}
        <p className={dialogStyles.note} data-testid="csv-preview-totals">
          {t('unmanaged.import.totals', {
            totalRows: preview.totalRows,
            validRows: preview.validRows,
            invalidRows: preview.invalidRows,
          })}
        </p>
        <DataTable
          label={t('unmanaged.import.wizardTitle')}
          tableId="unmanaged-csv-preview"
          settingsStorage={null}
          data={preview.rowData}
          columns={columns}
          getRowId={(row) => String(row.num)}
          scrollMode="virtual"
          searchable={false}
          columnMenu={false}
          height="calc(100vh - 320px)"
        />
      </div>
    </Dialog>
  );
}
