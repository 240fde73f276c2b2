import { routes } from '@console/core';
import { endpointQueryKey, useConsole, useMessage } from '@console/core/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SearchReport } from '../internal/report';
import { kbDocumentRoute, resultDestination } from '../logic/destinations';
import type { SearchResult } from '../logic/grouping';
import { toRecentSearch } from '../logic/recent';

/**
 * Opening a result (001 §2.1): records it as a recent search (POST /qsearch/recent), then goes to
 * its destination; a KB document's folder chain is looked up first. A failed lookup, or a result
 * without a destination, is reported and `onMessage` gets the generic error text.
 */
export function useOpenResult({
  go,
  report,
  onMessage,
}: {
  go: (route: string) => void;
  report: (report: SearchReport) => void;
  onMessage: (message: string) => void;
}): (result: SearchResult) => Promise<void> {
  const { client } = useConsole();
  const t = useMessage();
  const queryClient = useQueryClient();
  const addRecent = useMutation({
    mutationFn: (result: SearchResult) =>
      client.call(routes.search.addRecent, { body: toRecentSearch(result) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointQueryKey(routes.search.recent) }),
    onError: (error) => report({ kind: 'recentFailed', error }),
  });
  const record = addRecent.mutate;
  return useCallback(
    async (result: SearchResult) => {
      record(result);
      const destination = resultDestination(result);
      if (destination.kind === 'route') {
        go(destination.route);
        return;
      }
      if (destination.kind === 'none') {
        report({ kind: 'noDestination', type: result.type, id: result.id });
        onMessage(t('errors.generic'));
        return;
      }
      try {
        const path = await client.call(routes.search.kbItemPath, {
          query: { itemId: destination.itemId, isFile: true },
        });
        go(kbDocumentRoute({ id: destination.itemId, clientId: destination.clientId }, path));
      } catch (error) {
        report({ kind: 'kbPathFailed', error, itemId: destination.itemId });
        onMessage(t('errors.generic'));
      }
    },
    [record, client, go, report, onMessage, t],
  );
}
