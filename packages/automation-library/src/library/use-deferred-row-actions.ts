import type { DataTableRowAction } from '@console/ui';
import { startTransition, useMemo, useRef, useState } from 'react';

/**
 * The rows first, their actions menus just after. The kit's DataTable gives every row on the page
 * its own menu (a menu store and a button): on the 50 rows of a page they cost about as much as the
 * rows themselves, and a sort, filter, search or page change mounts 50 new ones. This hook hides a
 * row's actions the first time the row renders and shows them in the next, interruptible render
 * (a transition started once the rows are painted): the rows paint at once, the kebab buttons a frame
 * later, and the actions column keeps its place meanwhile. Remove it once the DataTable mounts row
 * menus lazily.
 * @example const rowActions = useDeferredRowActions(actions, (automation) => automation.id);
 */
export function useDeferredRowActions<T>(
  actions: readonly DataTableRowAction<T>[],
  keyOf: (row: T) => string | number,
): DataTableRowAction<T>[] {
  const [shown, setShown] = useState<ReadonlySet<string | number>>(() => new Set());
  const seen = useRef(new Set<string | number>());
  const scheduled = useRef(false);
  return useMemo(() => {
    const reveal = () => {
      if (scheduled.current) return;
      scheduled.current = true;
      // After the frame that paints the rows.
      requestAnimationFrame(() =>
        setTimeout(() => {
          scheduled.current = false;
          startTransition(() => setShown(new Set(seen.current)));
        }, 0),
      );
    };
    return actions.map((action) => ({
      ...action,
      isVisible: (row: T) => {
        const key = keyOf(row);
        if (shown.has(key)) return action.isVisible?.(row) ?? true;
        // Rendering a row the menus have not reached yet: they follow in the next frame.
        if (!seen.current.has(key)) {
          seen.current.add(key);
          reveal();
        }
        return false;
      },
    }));
  }, [actions, keyOf, shown]);
}
