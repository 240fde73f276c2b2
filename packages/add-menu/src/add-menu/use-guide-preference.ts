import { routes } from '@console/core/constants';
import { useConsoleMutation, useConsoleQuery } from '@console/core/react';
import { useEffect } from 'react';
import type { AddMenuStore } from './add-menu-store';

const GUIDE = { params: { key: 'addMenu.guideDismissed' } } as const;

/**
 * Wires the guide tooltip to the user's preference on the server (000 §2.7: dismissed on the first
 * click, remembered per user): reads it once, and `remember()` records the dismissal. A failed read
 * leaves the guide hidden rather than nagging.
 */
export function useGuidePreference(store: AddMenuStore) {
  const preference = useConsoleQuery(routes.userPreference.get, GUIDE, {
    staleTime: Number.POSITIVE_INFINITY,
  });
  const save = useConsoleMutation(routes.userPreference.set);
  useEffect(() => {
    if (preference.isSuccess) store.guideLoaded(preference.data.value === true);
    else if (preference.isError) store.guideLoaded(true);
  }, [preference.isSuccess, preference.isError, preference.data, store]);
  return {
    remember: () => save.mutate({ ...GUIDE, body: { value: true } }),
  };
}
