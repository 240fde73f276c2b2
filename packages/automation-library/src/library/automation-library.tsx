import type { Automation } from '@console/core';
import { MessageSection, useMessage } from '@console/core/react';
import {
  Button,
  type DataTableRowAction,
  Menu,
  MenuGroup,
  MenuItem,
  PlusIcon,
  Tabs,
  ToastScope,
  useToast,
} from '@console/ui';
import { useMemo, useRef } from 'react';
import type { AutomationListItem } from '../api';
import type { SavedAutomation } from '../install-application/install-application-modal';
import { automationTexts } from '../messages';
import {
  AutomationProcessingModal,
  CategoriesEditor,
  CopyAutomationDialog,
  DeleteAutomationDialog,
  FileTransferModal,
  InstallApplicationModal,
  RunApplicationModal,
} from './lazy-modals';
import { ListPanel, ScriptsTable } from './lazy-tables';
import * as styles from './library.css';
import { useLibraryColumns } from './library-columns';
import type { LibraryTab } from './library-model';
import {
  type AppAutomationKind,
  type AutomationLibraryState,
  modalAutomation,
  type UseAutomationLibraryOptions,
  useAutomationLibrary,
} from './use-automation-library';

/** Props of {@link AutomationLibrary}. */
export interface AutomationLibraryProps extends UseAutomationLibraryOptions {
  /**
   * Automation types preset in the Type filter (the Language filter then shows only while the
   * script type is selected, 001 §2.7).
   */
  defaultTypes?: readonly Automation['automationType'][];
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

/**
 * The automation library (001 §2.7): tabs Scripts, Under review and Template library; the table
 * `scripts-table` (the kit's DataTable: pages of 50, sortable columns, the Columns menu, row
 * actions) with the filters OS, Type, Language and Categories; row actions Edit, Copy and Delete
 * as the permissions allow; the global actions menu (SCRIPTS: New script, Import from file, Import
 * from template; APP AUTOMATION: Installation, Run, File Transfer); and every modal of the library.
 * Success messages are toasts (in the host's ToastProvider when there is one). Reads its client,
 * session, navigation and, when given, realtime client from ConsoleProvider. A thin view over
 * {@link useAutomationLibrary}.
 * @example
 * <AutomationLibrary tab={routeTab} onTabChange={(tab) => router.navigate(tabRoute(tab))} />
 */
export function AutomationLibrary(props: AutomationLibraryProps) {
  return (
    <MessageSection messages={automationTexts}>
      <AutomationLibraryView {...props} />
    </MessageSection>
  );
}

/** The view of {@link AutomationLibrary}, inside its message section. */
function AutomationLibraryView(props: AutomationLibraryProps) {
  return (
    <ToastScope>
      <LibraryView {...props} />
    </ToastScope>
  );
}

function LibraryView({
  tab,
  defaultTab,
  onTabChange,
  navigateOnTabChange,
  defaultTypes,
  onImportFile,
  settingsStorage,
  showTitle = true,
  className,
}: AutomationLibraryProps) {
  const t = useMessage();
  const toast = useToast();
  const library = useAutomationLibrary({ tab, defaultTab, onTabChange, navigateOnTabChange, onImportFile });
  const { columns, reviewColumns, templateColumns } = useLibraryColumns(library.labels);
  const fileInput = useRef<HTMLInputElement>(null);
  const { openEdit, openModal, permissionsOf } = library;

  // The kit mounts a row's menu only when it is opened, so the actions go straight to the tables.
  const rowActions = useMemo<DataTableRowAction<AutomationListItem>[]>(
    () => [
      {
        id: 'edit',
        label: t('automation.library.action.edit'),
        onSelect: openEdit,
        isVisible: (a) => permissionsOf(a).edit,
      },
      {
        id: 'copy',
        label: t('automation.library.action.copy'),
        onSelect: (automation) => openModal({ kind: 'copy', automation }),
        isVisible: (a) => permissionsOf(a).copy,
      },
      {
        id: 'delete',
        label: t('automation.library.action.delete'),
        onSelect: (automation) => openModal({ kind: 'delete', automation }),
        isVisible: (a) => permissionsOf(a).delete,
      },
    ],
    [t, openEdit, openModal, permissionsOf],
  );

  const onSaved = (kind: AppAutomationKind) => (saved: SavedAutomation) => {
    toast.success(t(`automation.${kind}.${saved.created ? 'created' : 'updated'}`));
    library.afterSave(kind);
  };

  const scriptsPanel = (
    <ScriptsTable
      columns={columns}
      rowActions={rowActions}
      onRowClick={library.openRow}
      categoryOptions={library.categoryOptions}
      defaultTypes={defaultTypes}
      settingsStorage={settingsStorage}
    />
  );
  const reviewPanel = (
    <ListPanel
      tableId="scripts-under-review-table"
      label={t('automation.library.underReviewTableLabel')}
      query={library.underReview}
      columns={reviewColumns}
      settingsStorage={settingsStorage}
      rowActions={rowActions}
      onRowClick={library.openRow}
      emptyMessage={t('automation.library.underReviewEmpty')}
    />
  );
  const templatePanel = (
    <ListPanel
      tableId="scripts-template-table"
      label={t('automation.library.templateTableLabel')}
      query={library.templates}
      columns={templateColumns}
      settingsStorage={settingsStorage}
      onRowClick={library.openTemplate}
    />
  );

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        {showTitle ? (
          <h1 className={styles.title}>{t('automation.library.title')}</h1>
        ) : (
          <span className={styles.spacer} />
        )}
        {library.canCreate ? (
          <GlobalMenu library={library} onImportFromFile={() => fileInput.current?.click()} />
        ) : null}
        <input
          ref={fileInput}
          type="file"
          hidden
          accept=".ps1,.bat,.cmd,.vbs,.sh,.py,.js,.txt"
          onChange={(event) => {
            library.importFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      <Tabs
        label={t('automation.library.title')}
        selectedId={library.tab}
        onSelectedIdChange={(id) => library.selectTab(id as LibraryTab)}
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
      <LibraryModals library={library} onSaved={onSaved} />
    </div>
  );
}

/** The global actions menu (SCRIPTS and APP AUTOMATION groups, 001 §2.7). */
function GlobalMenu({
  library,
  onImportFromFile,
}: {
  library: AutomationLibraryState;
  onImportFromFile: () => void;
}) {
  const t = useMessage();
  return (
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
        <MenuItem onSelect={library.newScript}>{t('automation.library.actions.newScript')}</MenuItem>
        <MenuItem onSelect={onImportFromFile}>{t('automation.library.actions.importFromFile')}</MenuItem>
        <MenuItem onSelect={() => library.selectTab('templateLibrary')}>
          {t('automation.library.actions.importFromTemplate')}
        </MenuItem>
      </MenuGroup>
      <MenuGroup label={t('automation.library.actions.appAutomation')}>
        <MenuItem onSelect={() => library.openModal({ kind: 'install', automation: null })}>
          {t('automation.library.actions.installation')}
        </MenuItem>
        <MenuItem onSelect={() => library.openModal({ kind: 'run', automation: null })}>
          {t('automation.library.actions.run')}
        </MenuItem>
        <MenuItem onSelect={() => library.openModal({ kind: 'fileTransfer', automation: null })}>
          {t('automation.library.actions.fileTransfer')}
        </MenuItem>
      </MenuGroup>
    </Menu>
  );
}

/** Every modal of the library, each mounted the first time it opens. */
function LibraryModals({
  library,
  onSaved,
}: {
  library: AutomationLibraryState;
  onSaved: (kind: AppAutomationKind) => (saved: SavedAutomation) => void;
}) {
  const t = useMessage();
  const toast = useToast();
  const { modal, opened } = library;
  const automation = modalAutomation(modal);
  const editing =
    modal.kind === 'install' || modal.kind === 'run' || modal.kind === 'fileTransfer' ? automation : null;
  const target =
    modal.kind === 'copy' || modal.kind === 'delete' || modal.kind === 'categories' ? automation : null;
  const closeModal = (open: boolean) => {
    if (!open) library.closeModal();
  };
  return (
    <>
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
          onViewStatus={() => library.selectTab('underReview')}
        />
      ) : null}
    </>
  );
}
