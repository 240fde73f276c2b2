import { type Automation, formatDate } from '@console/core';
import { useCan, useConsole, useLocale, useMessage } from '@console/core/react';
import {
  Button,
  type DataTableColumn,
  type DataTableRowAction,
  Menu,
  MenuGroup,
  MenuItem,
  PlusIcon,
  Tabs,
  useToast,
} from '@console/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  type AutomationListItem,
  useCategories,
  useMalwareScanRefresh,
  usePrefetchAutomations,
  useTemplates,
  useUnderReview,
} from '../api';
import { AutomationProcessingModal } from '../automation-processing/automation-processing-modal';
import { CategoriesEditor } from '../categories-editor/categories-editor';
import { CopyAutomationDialog } from '../copy-automation/copy-automation-dialog';
import { DeleteAutomationDialog } from '../delete-automation/delete-automation-dialog';
import { FileTransferModal } from '../file-transfer/file-transfer-modal';
import {
  InstallApplicationModal,
  type SavedAutomation,
} from '../install-application/install-application-modal';
import { ToastScope } from '../internal/toasts';
import { RunApplicationModal } from '../run-application/run-application-modal';
import * as styles from './library.css';
import {
  automationComparator,
  categoryLabel,
  DEFAULT_VISIBLE_COLUMNS,
  editTarget,
  IMPORT_SCRIPT_ROUTE,
  LIBRARY_ROUTES,
  type LibraryColumn,
  type LibraryTab,
  NEW_SCRIPT_ROUTE,
  type RowLabels,
  rowPermissions,
  sortCategories,
  templateRoute,
  typeOf,
} from './library-model';
import { ListPanel, ScriptsTable } from './scripts-table';

/** Props of {@link AutomationLibrary}. */
export interface AutomationLibraryProps {
  /** The tab shown (controlled, e.g. from the host's route). */
  tab?: LibraryTab;
  /**
   * The tab shown first when uncontrolled.
   * @default 'scripts'
   */
  defaultTab?: LibraryTab;
  /**
   * Called when the user picks a tab. The library also calls `navigate` with the tab's route
   * (001 §2.7), unless `navigateOnTabChange` is false.
   */
  onTabChange?: (tab: LibraryTab) => void;
  /** @default true */
  navigateOnTabChange?: boolean;
  /**
   * Automation types preset in the Type filter (the Language filter then shows only while the
   * script type is selected, 001 §2.7).
   */
  defaultTypes?: readonly Automation['automationType'][];
  /**
   * Called with a script file chosen by Import from file, before the library navigates to
   * #/editor/script/import; the host hands it to its script editor.
   */
  onImportFile?: (file: File) => void;
  /**
   * Local storage for the tables' settings (visible columns and sort, under
   * `console.table.<tableId>.settings.*`). `null` turns persistence off.
   * @default window.localStorage
   */
  settingsStorage?: Storage | null;
  /**
   * Show the 'Automation' heading (hosts with their own page title turn it off).
   * @default true
   */
  showTitle?: boolean;
  /** Extra class on the root. */
  className?: string;
}

type ModalState =
  | { kind: 'none' }
  | { kind: 'install'; automation: AutomationListItem | null }
  | { kind: 'run'; automation: AutomationListItem | null }
  | { kind: 'fileTransfer'; automation: AutomationListItem | null }
  | { kind: 'copy'; automation: AutomationListItem }
  | { kind: 'delete'; automation: AutomationListItem }
  | { kind: 'categories'; automation: AutomationListItem }
  | { kind: 'processing' };

type Column = DataTableColumn<AutomationListItem>;

/**
 * The automation library (001 §2.7): tabs Scripts, Under review and Template library; the table
 * `scripts-table` (the kit's DataTable: pages of 50, sortable columns, the Columns menu, row
 * actions) with the filters OS, Type, Language and Categories; row actions Edit, Copy and Delete
 * as the permissions allow; the global actions menu (SCRIPTS: New script, Import from file, Import
 * from template; APP AUTOMATION: Installation, Run, File Transfer); and every modal of the library.
 * Success messages are toasts (in the host's ToastProvider when there is one). Reads its client,
 * session, navigation and, when given, realtime client from ConsoleProvider.
 * @example
 * <AutomationLibrary tab={routeTab} onTabChange={(tab) => router.navigate(tabRoute(tab))} />
 */
export function AutomationLibrary(props: AutomationLibraryProps) {
  return (
    <ToastScope>
      <LibraryView {...props} />
    </ToastScope>
  );
}

function LibraryView({
  tab: tabProp,
  defaultTab = 'scripts',
  onTabChange,
  navigateOnTabChange = true,
  defaultTypes,
  onImportFile,
  settingsStorage,
  showTitle = true,
  className,
}: AutomationLibraryProps) {
  const t = useMessage();
  const can = useCan();
  const locale = useLocale();
  const toast = useToast();
  const { navigate } = useConsole();
  const [ownTab, setOwnTab] = useState<LibraryTab>(defaultTab);
  const tab = tabProp ?? ownTab;

  usePrefetchAutomations();
  useMalwareScanRefresh();
  const categories = useCategories();
  const underReview = useUnderReview(tab === 'underReview');
  const templates = useTemplates(tab === 'templateLibrary');

  const [modal, setModal] = useState<ModalState>({ kind: 'none' });
  // Each modal mounts the first time it opens and stays (so closing returns focus): ten closed
  // dialogs on the first render would delay the first rows.
  const [opened, setOpened] = useState<ReadonlySet<ModalState['kind']>>(() => new Set());
  if (modal.kind !== 'none' && !opened.has(modal.kind)) setOpened(new Set([...opened, modal.kind]));
  const fileInput = useRef<HTMLInputElement>(null);

  const categoryById = useMemo(
    () => new Map((categories.data ?? []).map((c) => [c.id, c])),
    [categories.data],
  );
  const labels = useMemo<RowLabels>(
    () => ({
      type: (automation) => t(`automation.type.${typeOf(automation)}`),
      categories: (automation) =>
        automation.categoriesIds
          .map((id, index) => {
            const category = categoryById.get(id);
            return category ? categoryLabel(category, t) : (automation.categoriesNames[index] ?? '');
          })
          .filter(Boolean)
          .join(', '),
    }),
    [t, categoryById],
  );

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

  const selectTab = (next: LibraryTab) => {
    setOwnTab(next);
    onTabChange?.(next);
    if (navigateOnTabChange) navigate(LIBRARY_ROUTES[next]);
  };

  const openEdit = useCallback(
    (automation: AutomationListItem) => {
      const target = editTarget(automation);
      if (target.kind === 'route') navigate(target.route);
      else setModal({ kind: target.kind, automation });
    },
    [navigate],
  );

  // The kit mounts a row's menu only when it is opened, so the actions go straight to the tables.
  const rowActions = useMemo<DataTableRowAction<AutomationListItem>[]>(
    () => [
      {
        id: 'edit',
        label: t('automation.library.action.edit'),
        onSelect: openEdit,
        isVisible: (a) => rowPermissions(a, can).edit,
      },
      {
        id: 'copy',
        label: t('automation.library.action.copy'),
        onSelect: (automation) => setModal({ kind: 'copy', automation }),
        isVisible: (a) => rowPermissions(a, can).copy,
      },
      {
        id: 'delete',
        label: t('automation.library.action.delete'),
        onSelect: (automation) => setModal({ kind: 'delete', automation }),
        isVisible: (a) => rowPermissions(a, can).delete,
      },
    ],
    [can, t, openEdit],
  );

  const onRowClick = useCallback(
    (automation: AutomationListItem) => {
      if (rowPermissions(automation, can).edit) openEdit(automation);
    },
    [can, openEdit],
  );
  const onTemplateClick = useCallback(
    (template: AutomationListItem) => navigate(templateRoute(template)),
    [navigate],
  );

  const onSaved = (kind: 'install' | 'run' | 'fileTransfer') => (saved: SavedAutomation) => {
    toast.success(t(`automation.${kind}.${saved.created ? 'created' : 'updated'}`));
    if (kind !== 'run') setModal({ kind: 'processing' });
  };

  const closeModal = (open: boolean) => {
    if (!open) setModal({ kind: 'none' });
  };

  const categoryOptions = useMemo(
    () =>
      sortCategories(categories.data ?? [], t).map((c) => ({
        value: String(c.id),
        label: categoryLabel(c, t),
      })),
    [categories.data, t],
  );

  const importFile = (file: File | undefined) => {
    if (!file) return;
    onImportFile?.(file);
    navigate(IMPORT_SCRIPT_ROUTE);
  };

  const globalMenu = can.canCreateAtLeastOneScript ? (
    <Menu
      label={t('automation.library.actions')}
      placement="bottom-end"
      trigger={
        <Button variant="primary" icon={<PlusIcon />}>
          {t('automation.library.actions')}
        </Button>
      }
    >
      <MenuGroup label={t('automation.library.actions.scripts')}>
        <MenuItem onSelect={() => navigate(NEW_SCRIPT_ROUTE)}>
          {t('automation.library.actions.newScript')}
        </MenuItem>
        <MenuItem onSelect={() => fileInput.current?.click()}>
          {t('automation.library.actions.importFromFile')}
        </MenuItem>
        <MenuItem onSelect={() => selectTab('templateLibrary')}>
          {t('automation.library.actions.importFromTemplate')}
        </MenuItem>
      </MenuGroup>
      <MenuGroup label={t('automation.library.actions.appAutomation')}>
        <MenuItem onSelect={() => setModal({ kind: 'install', automation: null })}>
          {t('automation.library.actions.installation')}
        </MenuItem>
        <MenuItem onSelect={() => setModal({ kind: 'run', automation: null })}>
          {t('automation.library.actions.run')}
        </MenuItem>
        <MenuItem onSelect={() => setModal({ kind: 'fileTransfer', automation: null })}>
          {t('automation.library.actions.fileTransfer')}
        </MenuItem>
      </MenuGroup>
    </Menu>
  ) : null;

  const scriptsPanel = (
    <ScriptsTable
      columns={columns}
      rowActions={rowActions}
      onRowClick={onRowClick}
      categoryOptions={categoryOptions}
      defaultTypes={defaultTypes}
      settingsStorage={settingsStorage}
    />
  );

  const reviewPanel = (
    <ListPanel
      tableId="scripts-under-review-table"
      label={t('automation.library.underReviewTableLabel')}
      query={underReview}
      columns={reviewColumns}
      settingsStorage={settingsStorage}
      rowActions={rowActions}
      onRowClick={onRowClick}
      emptyMessage={t('automation.library.underReviewEmpty')}
    />
  );
  const templatePanel = (
    <ListPanel
      tableId="scripts-template-table"
      label={t('automation.library.templateTableLabel')}
      query={templates}
      columns={templateColumns}
      settingsStorage={settingsStorage}
      onRowClick={onTemplateClick}
    />
  );

  const editing =
    modal.kind === 'install' || modal.kind === 'run' || modal.kind === 'fileTransfer'
      ? modal.automation
      : null;
  const target =
    modal.kind === 'copy' || modal.kind === 'delete' || modal.kind === 'categories' ? modal.automation : null;

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        {showTitle ? (
          <h1 className={styles.title}>{t('automation.library.title')}</h1>
        ) : (
          <span className={styles.spacer} />
        )}
        {globalMenu}
        <input
          ref={fileInput}
          type="file"
          hidden
          accept=".ps1,.bat,.cmd,.vbs,.sh,.py,.js,.txt"
          onChange={(event) => {
            importFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      <Tabs
        label={t('automation.library.title')}
        selectedId={tab}
        onSelectedIdChange={(id) => selectTab(id as LibraryTab)}
        items={[
          { id: 'scripts', label: t('automation.library.tabs.scripts'), panel: scriptsPanel },
          { id: 'underReview', label: t('automation.library.tabs.underReview'), panel: reviewPanel },
          {
            id: 'templateLibrary',
            label: t('automation.library.tabs.templateLibrary'),
            panel: templatePanel,
          },
        ]}
      />
      {opened.has('install') ? (
        <InstallApplicationModal
          open={modal.kind === 'install'}
          automation={editing}
          onOpenChange={closeModal}
          onSaved={onSaved('install')}
        />
      ) : null}
      {opened.has('run') ? (
        <RunApplicationModal
          open={modal.kind === 'run'}
          automation={editing}
          onOpenChange={closeModal}
          onSaved={onSaved('run')}
        />
      ) : null}
      {opened.has('fileTransfer') ? (
        <FileTransferModal
          open={modal.kind === 'fileTransfer'}
          automation={editing}
          onOpenChange={closeModal}
          onSaved={onSaved('fileTransfer')}
        />
      ) : null}
      {opened.has('copy') ? (
        <CopyAutomationDialog
          open={modal.kind === 'copy'}
          automation={target}
          onOpenChange={closeModal}
          onCopied={() => toast.success(t('automation.copy.done'))}
        />
      ) : null}
      {opened.has('delete') ? (
        <DeleteAutomationDialog
          open={modal.kind === 'delete'}
          automation={target}
          onOpenChange={closeModal}
          onDeleted={() => toast.success(t('automation.delete.done'))}
          onError={(text) => toast.error(text)}
        />
      ) : null}
      {opened.has('categories') ? (
        <CategoriesEditor
          open={modal.kind === 'categories'}
          automation={target}
          onOpenChange={closeModal}
          onSaved={() => toast.success(t('automation.categories.saved'))}
        />
      ) : null}
      {opened.has('processing') ? (
        <AutomationProcessingModal
          open={modal.kind === 'processing'}
          onOpenChange={closeModal}
          onViewStatus={() => selectTab('underReview')}
        />
      ) : null}
    </div>
  );
}
