/** Layout primitives: editor and wizard frames, breadcrumbs, widget cards, release badges, trees, tables. */
export { type BreadcrumbItem, Breadcrumbs, type BreadcrumbsProps } from '../breadcrumbs/breadcrumbs';
export { DataTable, type DataTableProps } from '../data-table/data-table';
export type { DataTableSettingsStorage, DataTableSort } from '../data-table/table-settings';
export {
  type DataTableCellContext,
  type DataTableColumn,
  type DataTableColumnFilters,
  type DataTableFilterOption,
  type DataTableInstance,
  type DataTableModel,
  type DataTablePlainRow,
  type DataTableRow,
  type DataTableRowAction,
  type DataTableScrollMode,
  type DataTableValue,
  type UseDataTableOptions,
  useDataTable,
} from '../data-table/use-data-table';
export {
  EditorShell,
  type EditorShellLayout,
  type EditorShellProps,
  type EditorShellState,
} from '../editor-shell/editor-shell';
export type { VetoableHandler } from '../editor-shell/veto';
export { ReleaseBadge, type ReleaseBadgeProps, type ReleaseBadgeType } from '../release-badge/release-badge';
export { TREE_LIST_INDENT, TREE_LIST_ROW_HEIGHT, TreeList, type TreeListProps } from '../tree-list/tree-list';
export type { TreeNode } from '../tree-list/tree-model';
export {
  WidgetCard,
  type WidgetCardFilterOption,
  type WidgetCardProps,
  type WidgetCardState,
} from '../widget-card/widget-card';
export type { WizardMode, WizardStep, WizardStepState } from '../wizard-shell/wizard-model';
export {
  WizardShell,
  type WizardShellLayout,
  type WizardShellProps,
  type WizardShellState,
} from '../wizard-shell/wizard-shell';
