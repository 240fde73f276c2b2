import type { ValidationIssue } from '@console/core';
import { anyFound, mergeDevices } from '../logic/device-rules';
import type { DeviceEdit, DiscoveredDevice, DiscoveryFilter, DiscoveryStep } from '../logic/discovery-types';
import { initialReviewSelection } from '../logic/review-rules';

/** The run's phase: shown as `data-state` on the Run discovery step. */
export type DiscoveryPhase = 'idle' | 'preparing' | 'scanning' | 'completed' | 'failed';

/** The wizard's whole state, one value (000 §2.11, §4.4). */
export interface DiscoveryState {
  /** The open step. */
  step: DiscoveryStep;
  /** Where the run is. */
  phase: DiscoveryPhase;
  /** Why the run failed, or a later error (subscription, stopping is swallowed). */
  error: ValidationIssue | null;
  /** The scan's job id once started. */
  jobId: number | null;
  /** How many addresses the scan covers. */
  targetCount: number;
  /** The results, in order of arrival. */
  devices: readonly DiscoveredDevice[];
  /** The form's run key of the last run (see `runKey`), `null` before any run. */
  lastRun: string | null;
  /** The results table's Type filter. */
  resultsFilter: DiscoveryFilter;
  /** The review table's Type filter. */
  reviewFilter: DiscoveryFilter;
  /** IPs selected on Review; `null` until Review first opens after a run. */
  selection: readonly string[] | null;
  /** IPs removed from Review. */
  removed: readonly string[];
  /** The reviewer's names and roles, by IP. */
  edits: Readonly<Record<string, DeviceEdit>>;
  /** Finish was tried: the review's errors show. */
  finishTried: boolean;
}

/** The state before anything happened. */
export const initialDiscoveryState: DiscoveryState = {
  step: 'SETUP',
  phase: 'idle',
  error: null,
  jobId: null,
  targetCount: 0,
  devices: [],
  lastRun: null,
  resultsFilter: 'all',
  reviewFilter: 'all',
  selection: null,
  removed: [],
  edits: {},
  finishTried: false,
};

/**
 * The network discovery wizard's framework-free store: its state and transitions (000 §2.11,
 * §4.4). `useNetworkDiscoveryWizard` wires it to React and the server; node tests drive it directly.
 * @example
 * const store = createDiscoveryStore();
 * store.runStarted(runKey(values));
 */
export function createDiscoveryStore(initial: DiscoveryState = initialDiscoveryState) {
  let state = initial;
  const listeners = new Set<() => void>();
  const set = (patch: Partial<DiscoveryState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  const running = () => state.phase === 'preparing' || state.phase === 'scanning';
  return {
    /** The current state. */
    get: (): DiscoveryState => state,
    /** Calls `listener` after each change; returns the unsubscribe. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** True while the probe prepares or the scan runs. */
    isRunning: running,
    /** Opens a step (the hook checks the step bar's rules first). */
    goTo: (step: DiscoveryStep) => set({ step }),
    /** A run starts: the results are cleared and the Run discovery step opens. */
    runStarted: (key: string) =>
      set({
        step: 'DISCOVERY',
        phase: 'preparing',
        error: null,
        jobId: null,
        targetCount: 0,
        devices: [],
        lastRun: key,
        selection: null,
        removed: [],
        edits: {},
        finishTried: false,
      }),
    /** The scan started on the server. */
    scanStarted: (jobId: number, targetCount: number) => set({ phase: 'scanning', jobId, targetCount }),
    /** A topic update: devices merged; an empty update means discovery is complete (000 §4.4 step 5). */
    update(devices: readonly DiscoveredDevice[]) {
      if (devices.length === 0) {
        if (running()) set({ phase: 'completed' });
        return;
      }
      set({ devices: mergeDevices(state.devices, devices) });
    },
    /** Stopping marks discovery complete (000 §4.4 step 5). */
    stopped: () => {
      if (running()) set({ phase: 'completed' });
    },
    /** The run failed with a message; the form's key is forgotten so Run discovery runs again. */
    failed: (error: ValidationIssue) => set({ phase: 'failed', error, lastRun: null }),
    /** An error to show without ending the run (e.g. the subscription failed). */
    showError: (error: ValidationIssue | null) => set({ error }),
    /** The results table's Type filter. */
    setResultsFilter: (resultsFilter: DiscoveryFilter) => set({ resultsFilter }),
    /** The review table's Type filter. */
    setReviewFilter: (reviewFilter: DiscoveryFilter) => set({ reviewFilter }),
    /** Opens Review; the first time after a run, the found new devices are selected. */
    openReview() {
      const selection = state.selection ?? initialReviewSelection(state.devices);
      set({ step: 'REVIEW', selection });
    },
    /** The IPs selected on Review (the same IPs again change nothing). */
    select(selection: readonly string[]) {
      const current = state.selection;
      if (current && current.length === selection.length && current.every((ip, i) => ip === selection[i]))
        return;
      set({ selection });
    },
    /** Sets one device's name and role (Edit device details). */
    edit: (ip: string, edit: DeviceEdit) =>
      set({ edits: { ...state.edits, [ip]: { ...state.edits[ip], ...edit } } }),
    /** Sets the role of several devices (Edit role). */
    editRoles(ips: readonly string[], role: number | null) {
      const edits = { ...state.edits };
      for (const ip of ips) edits[ip] = { ...edits[ip], role };
      set({ edits });
    },
    /** Removes devices from Review (and from its selection). */
    remove(ips: readonly string[]) {
      const gone = new Set(ips);
      set({
        removed: [...state.removed, ...ips.filter((ip) => !state.removed.includes(ip))],
        selection: (state.selection ?? []).filter((ip) => !gone.has(ip)),
      });
    },
    /** Finish was tried (its errors show from now on). */
    finishTried: () => set({ finishTried: true }),
  };
}

/** The store {@link createDiscoveryStore} makes. */
export type DiscoveryStore = ReturnType<typeof createDiscoveryStore>;

/**
 * The step bar's rules (000 §2.11): Set up always; Run discovery once discovery completed (or
 * while it is the open step); Review once there are found devices and nothing is running.
 * @example stepAvailability(state).REVIEW // false before any device answered
 */
export function stepAvailability(state: DiscoveryState): Record<DiscoveryStep, boolean> {
  const completed = state.phase === 'completed';
  return {
    SETUP: true,
    DISCOVERY: completed || state.step === 'DISCOVERY',
    REVIEW: state.phase !== 'preparing' && state.phase !== 'scanning' && anyFound(state.devices),
  };
}
