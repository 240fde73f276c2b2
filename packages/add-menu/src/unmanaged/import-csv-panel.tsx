import { CSV_IMPORT_MAX_BYTES, isSelectableUnmanagedRole } from '@console/core';
import { useMessage } from '@console/core/react';
import { Banner, Button, Dialog, FileDrop } from '@console/ui';
import { RoleTree } from '@console/widget-kit';
import { useId, useState } from 'react';
import * as dialogStyles from '../internal/dialog.css';
import * as styles from './unmanaged.css';
import type { CsvImportFlow } from './use-csv-import';

/**
 * The Import from CSV body (000 §2.12, §5.5): the device role (Add opens the role tree), the
 * `.csv` file, Download Template. Preview is the dialog's action.
 */
export function ImportCsvPanel({ flow }: { flow: CsvImportFlow }) {
  const t = useMessage();
  const [picking, setPicking] = useState(false);
  const captionId = useId();
  const role = flow.roleId === null ? undefined : flow.roles.byId.get(flow.roleId);
  return (
    <div className={dialogStyles.stack}>
      {flow.roles.status === 'error' ? <Banner tone="danger">{t('unmanaged.rolesError')}</Banner> : null}
      <div>
        <p className={dialogStyles.caption} id={captionId}>
          {t('unmanaged.import.role')}
        </p>
        <div className={styles.roleRow}>
          <span data-testid="unmanaged-import-role" id={`${captionId}-value`}>
            {role ? role.name : t('unmanaged.import.chooseRole')}
          </span>
          <Button
            size="sm"
            aria-describedby={`${captionId} ${captionId}-value`}
            onClick={() => setPicking(true)}
            disabled={flow.roles.status !== 'ready'}
          >
            {role ? t('unmanaged.import.changeRole') : t('unmanaged.import.addRole')}
          </Button>
        </div>
      </div>
      <FileDrop
        label={t('unmanaged.import.file')}
        accept={['.csv']}
        maxSize={CSV_IMPORT_MAX_BYTES}
        files={flow.file ? [flow.file] : []}
        onFilesChange={(files) => flow.chooseFile(files[0] ?? null)}
      />
      <div className={styles.actions}>
        {flow.templateUrl ? (
          <a className={styles.templateLink} href={flow.templateUrl} download>
            {t('unmanaged.import.downloadTemplate')}
          </a>
        ) : (
          <Button size="sm" disabled>
            {t('unmanaged.import.downloadTemplate')}
          </Button>
        )}
      </div>
      {flow.error && !flow.preview ? <Banner tone="danger">{flow.error}</Banner> : null}
      <Dialog open={picking} onOpenChange={setPicking} title={t('unmanaged.import.chooseRole')} size="md">
        <RoleTree
          rootName="UNMANAGED_DEVICE"
          value={flow.roleId}
          selectable={isSelectableUnmanagedRole}
          onValueChange={(id) => {
            flow.chooseRole(id);
            if (id !== null) setPicking(false);
          }}
          maxHeight={360}
        />
      </Dialog>
    </div>
  );
}
