import { type Automation, formatDate } from '@console/core';
import { useLocale, useMessage } from '@console/core/react';
import type { DataTableColumn } from '@console/ui';
import { useMemo } from 'react';
import type { AutomationListItem } from '../api';
import * as styles from './library.css';
import {
  automationComparator,
  DEFAULT_VISIBLE_COLUMNS,
  type LibraryColumn,
  type RowLabels,
} from './library-model';

type Column = DataTableColumn<AutomationListItem>;

/** The columns of the library's three tables. */
export interface LibraryColumns {
  /** Scripts: every column, the default ones shown. */
  columns: Column[];
  /** Under review: name, OS, type and the malware scan state. */
  reviewColumns: DataTableColumn<Automation>[];
  /** Template library: name, OS, type and categories, always shown. */
  templateColumns: Column[];
}

/** The library tables' columns (texts from the catalogue, dates in the user's locale). */
export function useLibraryColumns(labels: RowLabels): LibraryColumns {
  const t = useMessage();
  const locale = useLocale();
  const columns = useMemo<Column[]>(() => {
    const date = (epoch: number) => (epoch ? formatDate(new Date(epoch), { locale }) : '');
    const column = (
      id: LibraryColumn,
      accessor: (automation: AutomationListItem) => string | number,
      extra: Partial<Column> = {},
    ): Column => ({
      id,
      header: t(`automation.library.column.${id}`),
      accessor,
      sortFn: automationComparator(id, labels),
      // The search is the library's own (it also looks at descriptions).
      searchable: false,
      defaultHidden: !DEFAULT_VISIBLE_COLUMNS.includes(id),
      ...extra,
    });
    const text = (value: string) => <span className={styles.cellText}>{value}</span>;
    return [
      column('name', (a) => a.name, {
        hideable: false,
        minWidth: 240,
        cell: ({ row }) => (
          <span className={styles.nameText} title={row.name}>
            {row.name}
          </span>
        ),
      }),
      column('os', (a) => a.operatingSystems.map((os) => t(`automation.os.${os}`)).join(', ')),
      column('type', labels.type),
      column('categories', labels.categories, {
        cell: ({ value }) => (
          <span className={styles.cellText} title={String(value)}>
            {String(value)}
          </span>
        ),
      }),
      column('createdOn', (a) => a.createdOn, { cell: ({ row }) => text(date(row.createdOn)) }),
      column('updatedOn', (a) => a.updatedOn, { cell: ({ row }) => text(date(row.updatedOn)) }),
      column('createdBy', (a) => a.createdBy ?? ''),
      column('lastUpdatedBy', (a) => a.lastUpdatedBy ?? ''),
    ];
  }, [t, labels, locale]);

  const reviewColumns = useMemo<DataTableColumn<Automation>[]>(
    () => [
      ...columns.slice(0, 3).map((c) => ({ ...c, defaultHidden: false })),
      {
        id: 'scanStatus',
        header: t('automation.library.column.scanStatus'),
        accessor: (a) => (a.malwareScanStatus ? t(`automation.scan.${a.malwareScanStatus}`) : ''),
        minWidth: 280,
        cell: ({ row: a }) =>
          a.malwareScanStatus ? (
            <span className={styles.status}>
              <span className={styles.badge} data-state={a.malwareScanStatus}>
                {t(`automation.scan.${a.malwareScanStatus}`)}
              </span>
              {a.malwareScanStatus === 'INFECTED' ? (
                <span className={styles.hint}>{t('automation.validation.suspiciousFile')}</span>
              ) : a.malwareScanStatus === 'PROCESSING' ? (
                <span className={styles.hint}>{t('automation.scan.processingHint')}</span>
              ) : null}
            </span>
          ) : null,
      },
    ],
    [columns, t],
  );
  const templateColumns = useMemo(
    () => columns.slice(0, 4).map((c) => ({ ...c, hideable: false, defaultHidden: false })),
    [columns],
  );

  return { columns, reviewColumns, templateColumns };
}
