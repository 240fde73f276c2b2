import {
  ConsoleApiError,
  routes,
  VM_DELEGATE_POLL_MS,
  type VmDelegate,
  type VmHost,
  type VmHostType,
} from '@console/core';
import { endpointQueryKey, useConsole, useConsoleMutation, useMessage } from '@console/core/react';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  addErrorLabel,
  afterCheck,
  afterTest,
  canAdd,
  canTest,
  initialVmHostForm,
  isRunning,
  needsNewTest,
  type VmHostForm,
  type VmTestPhase,
  vmDashboardRoute,
  vmHostIssues,
} from './vm-host-flow';

/** Options of {@link useAddVmHost}. */
export interface UseAddVmHostOptions {
  /** The host type chosen in the Virtual infrastructure submenu. */
  type: VmHostType;
  /**
   * How often the delegate check is polled while it installs (000 §4.3, §9).
   * @default 5000
   */
  pollMs?: number;
}

/**
 * The headless Add VM host flow (000 §2.9, §4.3, §5.2, §8): the form with its rules, the monitor
 * delegates (`GET /virtualization/{type}/delegates/{clientId}`, 50 a page, "Load more"), Test
 * host (the staged delegate check polled every 5 s, then `POST /node/delegate/vmhost/test`),
 * Add host once a test passed (any change clears the result), and the added host.
 * @example const flow = useAddVmHost({ type: 'ESXI' });
 */
export function useAddVmHost({ type, pollMs = VM_DELEGATE_POLL_MS }: UseAddVmHostOptions) {
  const t = useMessage();
  const { client, navigate } = useConsole();
  const [form, setForm] = useState<VmHostForm>(() => initialVmHostForm(type));
  const [phase, setPhase] = useState<VmTestPhase>({ kind: 'idle' });
  const [addError, setAddError] = useState<string | null>(null);
  const [added, setAdded] = useState<VmHost | null>(null);
  const [pages, setPages] = useState(1);
  // Each test run has a number; a change of the form or a new run makes older runs stop.
  const run = useRef(0);
  useEffect(
    () => () => {
      run.current++;
    },
    [],
  );
  const kind: 'hyperv' | 'esxi' = form.type === 'HYPERV' ? 'hyperv' : 'esxi';
  const delegatePages = Array.from({ length: pages }, (_, index) => index + 1);
  const delegateInput = (page: number) => ({
    params: { type: kind, clientId: form.clientId ?? 0 },
    query: { page, pageSize: 50 },
  });
  const delegateQueries = useQueries({
    queries: delegatePages.map((page) => ({
      queryKey: endpointQueryKey(routes.vmHost.delegates, delegateInput(page)),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        client.call(routes.vmHost.delegates, delegateInput(page), { signal }),
      enabled: form.clientId !== null,
      staleTime: 30_000,
    })),
  });
  const delegates: VmDelegate[] = delegateQueries.flatMap((query) => query.data?.items ?? []);
  const total = delegateQueries[0]?.data?.total ?? 0;
  const addHost = useConsoleMutation(routes.vmHost.add);

  const update = (patch: Partial<VmHostForm>) => {
    run.current++;
    setForm((previous) => ({ ...previous, ...patch }));
    setPhase({ kind: 'idle' });
    setAddError(null);
    if ('clientId' in patch || 'type' in patch) setPages(1);
  };

  const body = () => ({
    type: form.type,
    clientId: form.clientId ?? 0,
    delegateNodeId: form.delegateNodeId,
    hostname: form.type === 'ESXI' ? form.hostname.trim() : null,
    apiPort: form.type === 'ESXI' ? form.apiPort.trim() : null,
    credentialId: form.type === 'ESXI' ? form.credentialId : null,
  });

  const test = async () => {
    if (!canTest(form, phase) || form.delegateNodeId === null) return;
    const mine = ++run.current;
    const current = () => run.current === mine;
    setAddError(null);
    setPhase({ kind: 'checking', label: 'addDevices.vm.stage.checking' });
    try {
      for (;;) {
        const check = await client.call(routes.vmHost.check, {
          params: { id: form.delegateNodeId },
          query: { type: kind },
        });
        if (!current()) return;
        const step = afterCheck(check);
        setPhase(step.phase);
        if (step.next === 'stop') return;
        if (step.next === 'test') break;
        await new Promise((resolve) => setTimeout(resolve, pollMs));
        if (!current()) return;
      }
      const result = await client.call(routes.vmHost.test, { body: body() });
      if (current()) setPhase(afterTest(result));
    } catch (cause) {
      if (!current()) return;
      const detail = cause instanceof ConsoleApiError ? cause.errorMessage : null;
      setPhase({ kind: 'failed', label: 'addDevices.vm.result.failed', detail });
    }
  };

  const add = async () => {
    if (!canAdd(phase, addHost.isPending)) return;
    setAddError(null);
    try {
      const answer = await addHost.mutateAsync({ body: body() });
      setAdded(answer.vmHost);
    } catch (cause) {
      const code = cause instanceof ConsoleApiError ? cause.resultCode : undefined;
      // The server re-ran the test and it failed: the shown pass is void, Add host needs a new test.
      if (needsNewTest(code)) setPhase({ kind: 'idle' });
      setAddError(t(addErrorLabel(code)));
    }
  };

  return {
    form,
    update,
    issues: vmHostIssues(form),
    delegates,
    delegatesLoading: delegateQueries.some((query) => query.isFetching),
    /** More delegates than loaded: "Load more" asks the next page of 50. */
    hasMoreDelegates: delegates.length < total,
    loadMoreDelegates: () => setPages((count) => count + 1),
    phase,
    running: isRunning(phase),
    canTest: canTest(form, phase),
    test,
    canAdd: canAdd(phase, addHost.isPending),
    adding: addHost.isPending,
    add,
    addError,
    added,
    /** Goes to the added host's dashboard (000 §4.3: /vmDashboard/{id}/overview). */
    openDashboard: () => {
      if (added) navigate(vmDashboardRoute(added.id));
    },
  };
}

/** What {@link useAddVmHost} returns. */
export type AddVmHostFlow = ReturnType<typeof useAddVmHost>;
