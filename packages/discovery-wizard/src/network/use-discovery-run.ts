import { type DelegateStatus, isAbortError, routes, topicRoutes } from '@console/core';
import { useConsole } from '@console/core/react';
import { useTopic } from '@console/widget-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DiscoveryRunError, type DiscoveryRunTiming, prepareAndStart } from '../logic/run-discovery';
import { type DiscoverySetupValues, runKey, setupSettings } from '../logic/setup-rules';
import type { DiscoveryStore } from './discovery-store';

/** How often the scan's status is read while it runs, besides the live topic (000 §7.6, §9). */
const STATUS_POLL_MS = 5_000;
/** The results page read to catch up after subscribing. */
const RESULTS_PAGE = 5_000;

/** What {@link useDiscoveryRun} gives the wizard. */
export interface DiscoveryRun {
  /** The probe's delegate version, once its status was read. */
  delegateVersion: string | null;
  /** Addresses finished so far and in total (status poll). */
  progress: { scanned: number; total: number };
  /** Starts a run with these values (stopping the previous one, if any). */
  start: (values: DiscoverySetupValues) => void;
  /** Stops the running scan; errors are swallowed (000 §4.4 step 7, §8). */
  stop: () => Promise<void>;
}

/**
 * The run of a network discovery (000 §4.4): prepares the probe, starts the scan, follows its
 * results on `nm.nms-discovery.{jobId}` (catching up on what was published before the
 * subscription, and reading the status every 5 s), and stops it when asked or when the wizard
 * unmounts.
 */
export function useDiscoveryRun(store: DiscoveryStore, timing?: DiscoveryRunTiming): DiscoveryRun {
  const { client } = useConsole();
  const [delegateVersion, setDelegateVersion] = useState<string | null>(null);
  const [progress, setProgress] = useState({ scanned: 0, total: 0 });
  const [jobId, setJobId] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  const job = useRef<number | null>(null);
  const timingRef = useRef(timing);
  timingRef.current = timing;

  const stopJob = useCallback(
    async (id: number | null) => {
      if (id === null) return;
      try {
        await client.call(routes.discovery.stopScan, { params: { id } });
      } catch {
        // 000 §8: errors while stopping are swallowed.
      }
    },
    [client],
  );

  const stop = useCallback(async () => {
    controller.current?.abort();
    controller.current = null;
    const id = job.current;
    store.stopped();
    await stopJob(id);
  }, [store, stopJob]);

  const start = useCallback(
    (values: DiscoverySetupValues) => {
      controller.current?.abort();
      void stopJob(store.isRunning() ? job.current : null);
      const abort = new AbortController();
      controller.current = abort;
      job.current = null;
      setJobId(null);
      setProgress({ scanned: 0, total: 0 });
      store.runStarted(runKey(values));
      const nodeId = values.networkProbe?.nodeId ?? 0;
      let prepared = false;
      const remember = (answer: DelegateStatus) => {
        setDelegateVersion(answer.delegateVersion);
        return answer.status;
      };
      const api = {
        delegateStatus: async () => {
          const input = { params: { id: nodeId } };
          const answer = prepared
            ? await client.call(routes.discovery.delegateStatus, input, { signal: abort.signal })
            : await client.call(routes.discovery.prepareDelegate, input, { signal: abort.signal });
          prepared = true;
          return remember(answer);
        },
        start: async () => {
          const answer = await client.call(
            routes.discovery.startScan,
            {
              body: {
                nodeId,
                clientId: values.org ?? 0,
                locationId: values.location ?? 0,
                ipTargets: values.ipTargets,
                snmpCredOne: values.snmpCredOne ?? 0,
                protocolOne: values.protocolOne,
                snmpCredTwo: values.snmpCredTwo,
                protocolTwo: values.snmpCredTwo === null ? null : values.protocolTwo,
                telnetSshCred: values.telnetSshCred,
                ...setupSettings(values),
              },
            },
            { signal: abort.signal },
          );
          return { jobId: answer.jobId, targetCount: answer.targetIps.length };
        },
      };
      prepareAndStart(api, abort.signal, timingRef.current).then(
        ({ jobId: id, targetCount }) => {
          if (abort.signal.aborted) return;
          job.current = id;
          setJobId(id);
          setProgress({ scanned: 0, total: targetCount });
          store.scanStarted(id, targetCount);
        },
        (error: unknown) => {
          if (isAbortError(error) || abort.signal.aborted) return;
          store.failed(
            error instanceof DiscoveryRunError ? error.issue : { key: 'networkDiscovery.error.start_failed' },
          );
        },
      );
    },
    [client, store, stopJob],
  );

  const scanning = jobId !== null && store.get().phase === 'scanning';
  useTopic(
    topicRoutes.nmsDiscovery,
    { id: jobId ?? 0 },
    (event) => {
      if (event.jobId === job.current) store.update(event.discoveredTargets);
    },
    {
      enabled: scanning,
      onError: () => store.showError({ key: 'discovery.errors.subscribe' }),
    },
  );

  // Catch up on results published before the subscription, then read the status every 5 s: a
  // scan that ended without its completion event still completes.
  useEffect(() => {
    if (!scanning || jobId === null) return;
    const abort = new AbortController();
    const signal = abort.signal;
    const readResults = async () => {
      for (let offset = 0; ; offset += RESULTS_PAGE) {
        const page = await client.call(
          routes.discovery.scanResults,
          { params: { id: jobId }, query: { offset, limit: RESULTS_PAGE } },
          { signal },
        );
        if (job.current !== jobId) return;
        if (page.results.length > 0) store.update(page.results);
        if (offset + RESULTS_PAGE >= page.total || page.results.length === 0) return;
      }
    };
    let first = true;
    const catchUp = async () => {
      const status = await client.call(routes.discovery.scanStatus, { params: { id: jobId } }, { signal });
      setProgress({ scanned: status.scanned, total: status.total });
      const ended = status.state !== 'RUNNING';
      if (first || ended) await readResults();
      first = false;
      if (ended && job.current === jobId) store.stopped();
    };
    const tick = () => {
      catchUp().catch((error: unknown) => {
        if (!isAbortError(error) && !signal.aborted) store.showError({ key: 'discovery.errors.subscribe' });
      });
    };
    tick();
    const timer = setInterval(tick, timingRef.current?.pollIntervalMs ?? STATUS_POLL_MS);
    return () => {
      clearInterval(timer);
      abort.abort();
    };
  }, [client, jobId, scanning, store]);

  // 000 §4.4 step 7: leaving stops the job, errors swallowed.
  useEffect(
    () => () => {
      controller.current?.abort();
      if (store.isRunning()) void stopJob(job.current);
    },
    [store, stopJob],
  );

  return { delegateVersion, progress, start, stop };
}
