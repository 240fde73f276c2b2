import { lazy, Suspense, useState } from 'react';
import * as styles from './global-search.css';
import type { GlobalSearchState } from './use-global-search';

type PopoverModule = typeof import('./search-popover');

let loaded: PopoverModule | undefined;
let loading: Promise<PopoverModule> | undefined;

/**
 * Starts loading the popover's code once and resolves with it. `GlobalSearch` calls it after its
 * first paint, so the code is there by the time someone opens the popover; the box itself paints
 * without it.
 */
export function preloadSearchPopover(): Promise<PopoverModule> {
  loading ??= import('./search-popover').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      // A failed download is tried again on the next call (opening the popover).
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const LazySearchPopover = lazy(() =>
  preloadSearchPopover().then((module) => ({ default: module.SearchPopover })),
);

/**
 * The popover, rendered directly once its code is loaded; before that (a popover opened before the
 * preload finished) an empty popover frame holds its place until the code arrives.
 */
export function SearchPopoverSlot({ search }: { search: GlobalSearchState }) {
  // Decided once per opening, so the popover's tree does not change while it is open.
  const [ready] = useState(() => loaded);
  if (ready) return <ready.SearchPopover search={search} />;
  return (
    <Suspense
      fallback={
        <div id={search.ids.popover} className={styles.popover} data-state={search.state} aria-busy="true" />
      }
    >
      <LazySearchPopover search={search} />
    </Suspense>
  );
}
