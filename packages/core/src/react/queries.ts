import {
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import type { CallArgs, CallOptions } from '../client/client';
import type { AnyEndpoint, EndpointInput, EndpointOutput } from '../contract/define';
import type { EndpointRef } from '../contract/route';
import { useConsole } from './console-provider';

/**
 * The React Query key of an endpoint call: `['console', method, path, input]`. Without an input it
 * is the prefix that matches every call of the endpoint, for invalidation.
 * @example queryClient.invalidateQueries({ queryKey: endpointQueryKey(endpoints.client.list) })
 */
export function endpointQueryKey<E extends AnyEndpoint>(
  endpoint: EndpointRef<E>,
  input?: EndpointInput<E>,
): readonly unknown[] {
  const prefix = ['console', endpoint.method, endpoint.path] as const;
  return input === undefined ? prefix : [...prefix, input];
}

/**
 * Options of {@link useConsoleQuery}: React Query's, without the key and function.
 * @example useConsoleQuery(endpoints.client.list, {}, { staleTime: 60_000 })
 */
export type ConsoleQueryOptions<E extends AnyEndpoint> = Omit<
  UseQueryOptions<EndpointOutput<E>, Error>,
  'queryKey' | 'queryFn'
>;

/**
 * Calls a GET endpoint through React Query with the provider's client; the query is cancelled
 * (its request aborted) when React Query cancels it.
 * @example
 * const { data } = useConsoleQuery(endpoints.client.deviceCount, { params: { id: orgId } });
 */
export function useConsoleQuery<E extends AnyEndpoint>(
  endpoint: EndpointRef<E>,
  input: EndpointInput<E>,
  options?: ConsoleQueryOptions<E>,
): UseQueryResult<EndpointOutput<E>, Error> {
  const { client } = useConsole();
  return useQuery({
    ...options,
    queryKey: endpointQueryKey(endpoint, input),
    queryFn: ({ signal }) => client.call(endpoint, ...([input, { signal }] as CallArgs<E>)),
  });
}

/**
 * A mutation over an endpoint with the provider's client; `mutate(input)` takes the endpoint's
 * input (`{ params, query, body }`).
 * @example
 * const save = useConsoleMutation(endpoints.policy.create, { onSuccess: ({ policyId }) => navigate(...) });
 * save.mutate({ body: policy });
 */
export function useConsoleMutation<E extends AnyEndpoint>(
  endpoint: EndpointRef<E>,
  options?: Omit<UseMutationOptions<EndpointOutput<E>, Error, EndpointInput<E>>, 'mutationFn'> & {
    call?: CallOptions;
  },
): UseMutationResult<EndpointOutput<E>, Error, EndpointInput<E>> {
  const { client } = useConsole();
  const { call, ...mutationOptions } = options ?? {};
  return useMutation({
    ...mutationOptions,
    mutationFn: (input) => client.call(endpoint, ...([input, call] as CallArgs<E>)),
  });
}
