import { type Automation, formatDate } from '@console/core';
import { useCan, useConsole, useLocale, useMessage } from '@console/core/react';
import { Button, Menu, MenuGroup, MenuItem, PlusIcon } from '@console/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAutomations, useCategories, usePrefetchAutomations, useTemplates, useUnderReview } from '../api';
import { AutomationProcessingModal } from '../automation-processing/automation-processing-modal';
import { CategoriesEditor } from '../categories-editor/categories-editor';
import { CopyAutomationDialog } from '../copy-automation/copy-automation-dialog';
import { DeleteAutomationDialog } from '../delete-automation/delete-automation-dialog';
import { FileTransferModal } from '../file-transfer/file-transfer-modal';
import {
  InstallApplicationModal,
  type SavedAutomation,
} from '../install-application/install-application-modal';
import { MultiSelectMenu, Notice, type NoticeTone, TabsView } from '../internal/controls';
import { RunApplicationModal } from '../run-application/run-application-modal';
import * as styles from './library.css';
import {
  AUTOMATION_TYPES,
  categoryLabel,
  EMPTY_FILTERS,
  editTarget,
  filterAutomations,
  IMPORT_SCRIPT_ROUTE,
  isLanguageFilterShown,
  LANGUAGE_FILTER_VALUES,
  LIBRARY_ROUTES,
  type LibraryFilters,
  type LibrarySort,
  type LibraryTab,
  NEW_SCRIPT_ROUTE,
  type RowLabels,
  readSort,
  readVisibleColumns,
  rowPermissions,
  SCRIPTS_TABLE_ID,
  settingsKey,
  sortCategories,
  templateRoute,
  typeOf,
  writeSetting,
} from './library-model';
import { type LibraryColumnDef, type LibraryRowAction, LibraryTable } from './library-table';

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
  /** Local storage for the table settings. `null` turns persistence off. @default window.localStorage */
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
  | { kind: 'install'; automation: Automation | null }
  | { kind: 'run'; automation: Automation | null }
  | { kind: 'fileTransfer'; automation: Automation | null }
  | { kind: 'copy'; automation: Automation }
  | { kind: 'delete'; automation: Automation }
  | { kind: 'categories'; automation: Automation }
  | { kind: 'processing' };

interface NoticeState {
  id: number;
  tone: NoticeTone;
  text: string;
}

const NOTICE_MS = 6000;

function defaultStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The automation library (001 §2.7): tabs Scripts, Under review and Template library; the table
 * `scripts-table` with filters OS, Type, Language and Categories; row actions Edit, Copy and
 * Delete as the permissions allow; the global actions menu (SCRIPTS: New script, Import from file,
 * Import from template; APP AUTOMATION: Installation, Run, File Transfer); and every modal of the
 * library. Reads its client, session and navigation from ConsoleProvider.
 * @example
 * <AutomationLibrary tab={routeTab} onTabChange={(tab) => router.navigate(tabRoute(tab))} />
 */
export function AutomationLibrary({
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
  const { navigate } = useConsole();
  const storage = settingsStorage === undefined ? defaultStorage() : settingsStorage;
  const [ownTab, setOwnTab] = useState<LibraryTab>(defaultTab);
  const tab = tabProp ?? ownTab;

  usePrefetchAutomations();
  const automations = useAutomations();
  const categories = useCategories();
  const underReview = useUnderReview(tab === 'underReview');
  const templates = useTemplates(tab === 'templateLibrary');

  const [filters, setFilters] = useState<LibraryFilters>(() => ({
    ...EMPTY_FILTERS,
    type: [...(defaultTypes ?? [])],
  }));
  const [search, setSearch] = useState('');
  const [visibleColumns, setVisibleColumns] = useState(() => readVisibleColumns(storage, SCRIPTS_TABLE_ID));
  const [sort, setSort] = useState<LibrarySort | null>(() => readSort(storage, SCRIPTS_TABLE_ID));
  const [modal, setModal] = useState<ModalState>({ kind: 'none' });
  // Each modal mounts the first time it opens and stays (so closing returns focus): ten closed
  // dialogs on the first render would delay the first rows.
  const [opened, setOpened] = useState<ReadonlySet<ModalState['kind']>>(() => new Set());
  if (modal.kind !== 'none' && !opened.has(modal.kind)) setOpened(new Set([...opened, modal.kind]));
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const notify = useCallback(
    (tone: NoticeTone, text: string) => setNotice({ id: Date.now(), tone, text }),
    [],
  );
  useEffect(() => {
    if (!notice || notice.tone === 'danger') return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

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

  const languageShown = isLanguageFilterShown(defaultTypes, filters.type);
  const rows = useMemo(
    () => filterAutomations(automations.data ?? [], filters, search, { languageShown }),
    [automations.data, filters, search, languageShown],
  );

  const date = useCallback(
    (epoch: number) => (epoch ? formatDate(new Date(epoch), { locale }) : ''),
    [locale],
  );
  const columns = useMemo<LibraryColumnDef[]>(
    () => [
      {
        id: 'name',
        header: t('automation.library.column.name'),
        text: (a) => a.name,
        render: (a) => <span className={styles.nameText}>{a.name}</span>,
        hideable: false,
      },
      {
        id: 'os',
        header: t('automation.library.column.os'),
        text: (a) => a.operatingSystems.map((os) => t(`automation.os.${os}`)).join(', '),
      },
      { id: 'type', header: t('automation.library.column.type'), text: labels.type },
      { id: 'categories', header: t('automation.library.column.categories'), text: labels.categories },
      { id: 'createdOn', header: t('automation.library.column.createdOn'), text: (a) => date(a.createdOn) },
      { id: 'updatedOn', header: t('automation.library.column.updatedOn'), text: (a) => date(a.updatedOn) },
      { id: 'createdBy', header: t('automation.library.column.createdBy'), text: (a) => a.createdBy ?? '' },
      {
        id: 'lastUpdatedBy',
        header: t('automation.library.column.lastUpdatedBy'),
        text: (a) => a.lastUpdatedBy ?? '',
      },
    ],
    [t, labels, date],
  );
  const reviewColumns = useMemo<LibraryColumnDef[]>(
    () => [
      ...columns.slice(0, 3),
      {
        id: 'scanStatus',
        header: t('automation.library.column.scanStatus'),
        text: (a) => (a.malwareScanStatus ? t(`automation.scan.${a.malwareScanStatus}`) : ''),
        render: (a) =>
          a.malwareScanStatus ? (
            <>
              <span className={styles.badge} data-state={a.malwareScanStatus}>
                {t(`automation.scan.${a.malwareScanStatus}`)}
              </span>
              {a.malwareScanStatus === 'INFECTED' ? (
                <span className={styles.hint}>{t('automation.validation.suspiciousFile')}</span>
              ) : a.malwareScanStatus === 'PROCESSING' ? (
                <span className={styles.hint}>{t('automation.scan.processingHint')}</span>
              ) : null}
            </>
          ) : null,
      },
    ],
    [columns, t],
  );

  const selectTab = (next: LibraryTab) => {
    setOwnTab(next);
    onTabChange?.(next);
    if (navigateOnTabChange) navigate(LIBRARY_ROUTES[next]);
  };

  const openEdit = useCallback(
    (automation: Automation) => {
      const target = editTarget(automation);
      if (target.kind === 'route') navigate(target.route);
      else setModal({ kind: target.kind, automation });
    },
    [navigate],
  );

  const rowActions = useCallback(
    (automation: Automation): LibraryRowAction[] => {
      const allowed = rowPermissions(automation, can);
      const actions: LibraryRowAction[] = [];
      if (allowed.edit)
        actions.push({
          id: 'edit',
          label: t('automation.library.action.edit'),
          onSelect: () => openEdit(automation),
        });
      if (allowed.copy)
        actions.push({
          id: 'copy',
          label: t('automation.library.action.copy'),
          onSelect: () => setModal({ kind: 'copy', automation }),
        });
      if (allowed.delete)
        actions.push({
          id: 'delete',
          label: t('automation.library.action.delete'),
          onSelect: () => setModal({ kind: 'delete', automation }),
        });
      return actions;
    },
    [can, t, openEdit],
  );

  const onRowClick = useCallback(
    (automation: Automation) => {
      if (rowPermissions(automation, can).edit) openEdit(automation);
    },
    [can, openEdit],
  );

  const onSaved = (kind: 'install' | 'run' | 'fileTransfer') => (saved: SavedAutomation) => {
    notify(
      'success',
      t(
        `automation.${kind === 'fileTransfer' ? 'fileTransfer' : kind}.${saved.created ? 'created' : 'updated'}`,
      ),
    );
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
  const filterButton = (
    key: keyof LibraryFilters,
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <MultiSelectMenu
      key={key}
      hideLabel
      size="sm"
      label={label}
      ariaLabel={t('ui.dataTable.filterColumn', {
        column:
          filters[key].length > 0
            ? t('automation.library.filter.withCount', { filter: label, count: filters[key].length })
            : label,
      })}
      buttonText={
        filters[key].length > 0
          ? t('automation.library.filter.withCount', { filter: label, count: filters[key].length })
          : label
      }
      options={options}
      value={filters[key]}
      onValueChange={(value) => setFilters((previous) => ({ ...previous, [key]: value }))}
    />
  );
  const anyFilter = Object.values(filters).some((values) => values.length > 0);
  const filtersBar = (
    <>
      <input
        type="search"
        className={styles.search}
        value={search}
        placeholder={t('ui.search')}
        aria-label={t('ui.search')}
        onChange={(event) => setSearch(event.target.value)}
      />
      {filterButton(
        'os',
        t('automation.library.filter.os'),
        (['Windows', 'Mac', 'Linux'] as const).map((os) => ({ value: os, label: t(`automation.os.${os}`) })),
      )}
      {filterButton(
        'type',
        t('automation.library.filter.type'),
        AUTOMATION_TYPES.map((type) => ({ value: type, label: t(`automation.type.${type}`) })),
      )}
      {languageShown
        ? filterButton(
            'language',
            t('automation.library.filter.language'),
            LANGUAGE_FILTER_VALUES.map((language) => ({
              value: language,
              label: t(`automation.language.${language as 'powershell'}`),
            })),
          )
        : null}
      {filterButton('categories', t('automation.library.filter.categories'), categoryOptions)}
      {anyFilter ? (
        <Button size="sm" variant="ghost" onClick={() => setFilters({ ...EMPTY_FILTERS })}>
          {t('automation.library.filter.clear')}
        </Button>
      ) : null}
    </>
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

  const errorNotice = (
    <Notice tone="danger">
      {t('automation.library.errorFetching')}{' '}
      <Button size="sm" variant="link" onClick={() => void automations.refetch()}>
        {t('automation.library.retry')}
      </Button>
    </Notice>
  );

  const scriptsPanel = (
    <>
      {automations.isError ? errorNotice : null}
      <LibraryTable
        label={t('automation.library.tableLabel')}
        tableId={SCRIPTS_TABLE_ID}
        rows={rows}
        columns={columns}
        visibleColumns={visibleColumns}
        onVisibleColumnsChange={(ids) => {
          setVisibleColumns(ids as typeof visibleColumns);
          writeSetting(storage, settingsKey(SCRIPTS_TABLE_ID, 'visibleColumnsIds'), ids);
        }}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          writeSetting(storage, settingsKey(SCRIPTS_TABLE_ID, 'initialSortBy'), next ? [next] : []);
        }}
        labels={labels}
        onRowClick={onRowClick}
        rowActions={rowActions}
        loading={automations.isLoading}
        emptyMessage={
          automations.data && automations.data.length > 0
            ? t('ui.dataTable.noMatches')
            : t('automation.library.empty')
        }
        resetKey={JSON.stringify([filters, search])}
        toolbar={filtersBar}
      />
    </>
  );

  const [reviewSort, setReviewSort] = useState<LibrarySort | null>(null);
  const [templateSort, setTemplateSort] = useState<LibrarySort | null>(null);
  const reviewPanel = (
    <>
      {underReview.isError ? <Notice tone="danger">{t('automation.library.errorFetching')}</Notice> : null}
      <LibraryTable
        label={t('automation.library.underReviewTableLabel')}
        tableId="scripts-under-review-table"
        rows={underReview.data ?? []}
        columns={reviewColumns}
        visibleColumns={reviewColumns.map((c) => c.id)}
        sort={reviewSort}
        onSortChange={setReviewSort}
        labels={labels}
        onRowClick={onRowClick}
        rowActions={rowActions}
        loading={underReview.isLoading}
        emptyMessage={t('automation.library.underReviewEmpty')}
      />
    </>
  );
  const templatePanel = (
    <>
      {templates.isError ? <Notice tone="danger">{t('automation.library.errorFetching')}</Notice> : null}
      <LibraryTable
        label={t('automation.library.templateTableLabel')}
        tableId="scripts-template-table"
        rows={templates.data ?? []}
        columns={columns.slice(0, 4)}
        visibleColumns={['name', 'os', 'type', 'categories']}
        sort={templateSort}
        onSortChange={setTemplateSort}
        labels={labels}
        onRowClick={(template) => navigate(templateRoute(template))}
        loading={templates.isLoading}
        emptyMessage={t('ui.dataTable.empty')}
      />
    </>
  );

  const editing =
    modal.kind === 'install' || modal.kind === 'run' || modal.kind === 'fileTransfer'
      ? modal.automation
      : null;
  const target =
    modal.kind === 'copy' || modal.kind === 'delete' || modal.kind === 'categories' ? modal.automation : null;

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={automations.isLoading ? 'loading' : automations.isError ? 'error' : 'ready'}
    >
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
      {notice ? (
        <Notice key={notice.id} tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Notice>
      ) : null}
      <TabsView
        label={t('automation.library.title')}
        selected={tab}
        onSelectedChange={selectTab}
        tabs={[
          {
            id: 'scripts',
            label: t('automation.library.tabs.scripts'),
            panel: tab === 'scripts' ? scriptsPanel : null,
          },
          {
            id: 'underReview',
            label: t('automation.library.tabs.underReview'),
            panel: tab === 'underReview' ? reviewPanel : null,
          },
          {
            id: 'templateLibrary',
            label: t('automation.library.tabs.templateLibrary'),
            panel: tab === 'templateLibrary' ? templatePanel : null,
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
          onCopied={() => notify('success', t('automation.copy.done'))}
        />
      ) : null}
      {opened.has('delete') ? (
        <DeleteAutomationDialog
          open={modal.kind === 'delete'}
          automation={target}
          onOpenChange={closeModal}
          onDeleted={() => notify('success', t('automation.delete.done'))}
          onError={(text) => notify('danger', text)}
        />
      ) : null}
      {opened.has('categories') ? (
        <CategoriesEditor
          open={modal.kind === 'categories'}
          automation={target}
          onOpenChange={closeModal}
          onSaved={() => notify('success', t('automation.categories.saved'))}
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
