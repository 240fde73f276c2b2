import { useCallback, useState } from 'react';
import { autoOpenIds, type NavEntry } from './nav-model';

/**
 * Which entries show their sub-tabs. The entries the current path lies under open automatically
 * whenever the path changes (000 §2.1); everything else follows the user's Expand / Collapse.
 */
export function useAdminNavExpansion(entries: readonly NavEntry[], path: string) {
  const [state, setState] = useState(() => ({ path, open: new Set(autoOpenIds(entries, path)) }));
  let current = state;
  if (state.path !== path) {
    // Adjust during render (not in an effect) so the new page never paints with its tab closed.
    current = { path, open: new Set([...state.open, ...autoOpenIds(entries, path)]) };
    setState(current);
  }
  const toggle = useCallback((id: string) => {
    setState((previous) => {
      const open = new Set(previous.open);
      if (open.has(id)) open.delete(id);
      else open.add(id);
      return { ...previous, open };
    });
  }, []);
  return { isOpen: (id: string) => current.open.has(id), toggle };
}
