import { Spinner } from '@console/ui';
import { lazy, Suspense } from 'react';
import type { AutomationListItem } from '../automation-list-item';
import * as styles from './library.css';
import type { ListPanelProps, ScriptsTableProps } from './scripts-table';

// The tabs' tables, loaded on demand: the DataTable (TanStack Table, the virtualizer, the filter and
// column menus) is the heaviest part of the library, so a partner's bundler puts it in a chunk of its
// own and the library's first load is the page around it. Until the chunk is there the panel shows
// the spinner the table shows while its list loads (the list's request is already under way).

const loadTables = () => import('./scripts-table');
const LazyScriptsTable = lazy(() => loadTables().then((m) => ({ default: m.ScriptsTable })));
const LazyListPanel = lazy(() => loadTables().then((m) => ({ default: m.ListPanel })));

/** What a tab's panel shows while its table's code loads. */
function TableFallback() {
  return (
    <div className={styles.panel}>
      <Spinner showLabel />
    </div>
  );
}

/** The Scripts tab's table with its filters and search (see `scripts-table.tsx`), loaded on demand. */
export function ScriptsTable(props: ScriptsTableProps) {
  return (
    <Suspense fallback={<TableFallback />}>
      <LazyScriptsTable {...props} />
    </Suspense>
  );
}

/** A tab's plain list (Under review, Template library; see `scripts-table.tsx`), loaded on demand. */
export function ListPanel<T extends AutomationListItem>(props: ListPanelProps<T>) {
  return (
    <Suspense fallback={<TableFallback />}>
      <LazyListPanel {...(props as unknown as ListPanelProps<AutomationListItem>)} />
    </Suspense>
  );
}
