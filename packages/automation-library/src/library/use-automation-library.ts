import { useCan, useConsole, useMessage } from '@console/core/react';
import { useCallback, useMemo, useState } from 'react';
import {
  type AutomationListItem,
  useCategories,
  useMalwareScanRefresh,
  usePrefetchAutomations,
  useTemplates,
  useUnderReview,
} from '../api';
import {
  categoryLabel,
  editTarget,
  IMPORT_SCRIPT_ROUTE,
  LIBRARY_ROUTES,
  type LibraryTab,
  NEW_SCRIPT_ROUTE,
  type RowLabels,
  type RowPermissions,
  rowPermissions,
  sortCategories,
  templateRoute,
  typeOf,
} from './library-model';

/** The modal or dialog the library shows (one at a time), with the automation it is about. */
export type LibraryModal =
  | { kind: 'none' }
  | { kind: 'install'; automation: AutomationListItem | null }
  | { kind: 'run'; automation: AutomationListItem | null }
  | { kind: 'fileTransfer'; automation: AutomationListItem | null }
  | { kind: 'copy'; automation: AutomationListItem }
  | { kind: 'delete'; automation: AutomationListItem }
  | { kind: 'categories'; automation: AutomationListItem }
  | { kind: 'processing' };

/** The app automation modals: they create and edit. */
export type AppAutomationKind = 'install' | 'run' | 'fileTransfer';

/** Options of {@link useAutomationLibrary}: the tab trio and the library's navigation choices. */
export interface UseAutomationLibraryOptions {
  /** The tab shown (controlled, e.g. from the host's route). */
  tab?: LibraryTab | undefined;
  /** The tab shown first when uncontrolled. @default 'scripts' */
  defaultTab?: LibraryTab | undefined;
  /** Called when the user picks a tab. */
  onTabChange?: ((tab: LibraryTab) => void) | undefined;
  /** Also `navigate` to the tab's route (001 §2.7). @default true */
  navigateOnTabChange?: boolean | undefined;
  /** Called with a script file chosen by Import from file, before going to the import route. */
  onImportFile?: ((file: File) => void) | undefined;
}

/** What {@link useAutomationLibrary} gives a view of the library. */
export interface AutomationLibraryState {
  tab: LibraryTab;
  /** Shows a tab (and navigates to its route unless turned off). */
  selectTab(tab: LibraryTab): void;
  /** The script categories (`GET /scripting/categories`). */
  categories: ReturnType<typeof useCategories>;
  /** The Under review tab's rows, read while that tab shows. */
  underReview: ReturnType<typeof useUnderReview>;
  /** The Template library tab's rows, read while that tab shows. */
  templates: ReturnType<typeof useTemplates>;
  /** The Categories filter's options, sorted, with the catalogue's names of system categories. */
  categoryOptions: { value: string; label: string }[];
  /** The texts the Type and Categories columns show and sort by. */
  labels: RowLabels;
  /** Whether the user may create scripts: the global actions menu shows. */
  canCreate: boolean;
  /** Edit, Copy and Delete of one row, as the permissions allow. */
  permissionsOf(automation: AutomationListItem): RowPermissions;
  /** The modal showing now. */
  modal: LibraryModal;
  /** The modals opened at least once (each mounts when first opened and stays, for focus return). */
  opened: ReadonlySet<LibraryModal['kind']>;
  /** Opens a modal or dialog. */
  openModal(modal: Exclude<LibraryModal, { kind: 'none' }>): void;
  /** Closes the modal showing (for `onOpenChange(false)`). */
  closeModal(): void;
  /** Edits an automation: its modal, or the script editor's route. */
  openEdit(automation: AutomationListItem): void;
  /** A row click: Edit, when allowed. */
  openRow(automation: AutomationListItem): void;
  /** A template click: the script editor with the template. */
  openTemplate(template: AutomationListItem): void;
  /** New script: the script editor. */
  newScript(): void;
  /** Import from file: hands the file to the host and goes to the import route. */
  importFile(file: File | undefined): void;
  /** After an app automation was saved: install and file transfer show the processing modal. */
  afterSave(kind: AppAutomationKind): void;
}

/**
 * The headless automation library: tabs, the lists behind them (kept fresh by the malware scan
 * topic), permissions per row, navigation and which modal shows. `AutomationLibrary` is a thin view
 * over it; a partner with a view of their own uses it directly.
 * @example
 * const library = useAutomationLibrary({ defaultTab: 'scripts', navigateOnTabChange: false });
 * library.selectTab('underReview');
 * if (library.canCreate) library.openModal({ kind: 'install', automation: null });
 */
export function useAutomationLibrary({
  tab: tabProp,
  defaultTab = 'scripts',
  onTabChange,
  navigateOnTabChange = true,
  onImportFile,
}: UseAutomationLibraryOptions = {}): AutomationLibraryState {
  const t = useMessage();
  const can = useCan();
  const { navigate } = useConsole();
  const [ownTab, setOwnTab] = useState<LibraryTab>(defaultTab);
  const tab = tabProp ?? ownTab;

  usePrefetchAutomations();
  useMalwareScanRefresh();
  const categories = useCategories();
  const underReview = useUnderReview(tab === 'underReview');
  const templates = useTemplates(tab === 'templateLibrary');

  const [modal, setModal] = useState<LibraryModal>({ kind: 'none' });
  // Each modal mounts the first time it opens and stays (so closing returns focus): ten closed
  // dialogs on the first render would delay the first rows.
  const [opened, setOpened] = useState<ReadonlySet<LibraryModal['kind']>>(() => new Set());
  if (modal.kind !== 'none' && !opened.has(modal.kind)) setOpened(new Set([...opened, modal.kind]));

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
  const categoryOptions = useMemo(
    () =>
      sortCategories(categories.data ?? [], t).map((c) => ({
        value: String(c.id),
        label: categoryLabel(c, t),
      })),
    [categories.data, t],
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
  const openRow = useCallback(
    (automation: AutomationListItem) => {
      if (rowPermissions(automation, can).edit) openEdit(automation);
    },
    [can, openEdit],
  );
  const openTemplate = useCallback(
    (template: AutomationListItem) => navigate(templateRoute(template)),
    [navigate],
  );
  const permissionsOf = useCallback(
    (automation: AutomationListItem) => rowPermissions(automation, can),
    [can],
  );

  return {
    tab,
    selectTab,
    categories,
    underReview,
    templates,
    categoryOptions,
    labels,
    canCreate: can.canCreateAtLeastOneScript,
    permissionsOf,
    modal,
    opened,
    openModal: setModal,
    closeModal: () => setModal({ kind: 'none' }),
    openEdit,
    openRow,
    openTemplate,
    newScript: () => navigate(NEW_SCRIPT_ROUTE),
    importFile: (file) => {
      if (!file) return;
      onImportFile?.(file);
      navigate(IMPORT_SCRIPT_ROUTE);
    },
    afterSave: (kind) => {
      if (kind !== 'run') setModal({ kind: 'processing' });
    },
  };
}

/** The automation a modal is about, typed for the modals' props. */
export function modalAutomation(modal: LibraryModal): AutomationListItem | null {
  return 'automation' in modal ? modal.automation : null;
}
