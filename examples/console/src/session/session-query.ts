import { type ConsoleClient, endpoints, isUnauthenticatedError, type Session } from '@console/core';
import { endpointQueryKey } from '@console/core/react';
import { type QueryClient, queryOptions } from '@tanstack/react-query';

/** The React Query key of the signed-in session. */
export const sessionQueryKey = endpointQueryKey(endpoints.auth.session);

/** The session query: loaded once, refreshed only when the shell asks (sign-in, account switch). */
export function sessionQueryOptions(client: ConsoleClient) {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => client.call(endpoints.auth.session, undefined, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/**
 * The session, or null when nobody is signed in (401). Other failures (server down) throw, so the
 * router shows its error page rather than the sign-in form.
 */
export async function loadSession(queryClient: QueryClient, client: ConsoleClient): Promise<Session | null> {
  try {
    return await queryClient.ensureQueryData(sessionQueryOptions(client));
  } catch (error) {
    if (isUnauthenticatedError(error)) return null;
    throw error;
  }
}

/** Forgets everything loaded for the signed-in user (sign-out, expired session). */
export function clearSession(queryClient: QueryClient): void {
  queryClient.clear();
}
