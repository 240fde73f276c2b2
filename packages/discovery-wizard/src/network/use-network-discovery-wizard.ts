import { type Credential, type NodeRole, routes, type ValidationIssue } from '@console/core';
import { useConsoleQuery } from '@console/core/react';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { DiscoveryStep, SuppliedSnmpCredential } from '../logic/discovery-types';
import type { DiscoveryRunTiming } from '../logic/run-discovery';
import {
  type DiscoverySetupIssues,
  type DiscoverySetupValues,
  initialSetupValues,
  runKey,
  validateSetup,
} from '../logic/setup-rules';
import { createDiscoveryStore, type DiscoveryState, stepAvailability } from './discovery-store';
import { useDiscoveryReview } from './use-discovery-review';
import { useDiscoveryRun } from './use-discovery-run';

/** Options of {@link useNetworkDiscoveryWizard}. */
export interface UseNetworkDiscoveryWizardOptions {
  /** The organization chosen first (e.g. the one the host is showing). */
  defaultOrganizationId?: number | null;
  /** The location chosen first. */
  defaultLocationId?: number | null;
  /** Called after Finish added the devices, with their new ids. */
  onFinished?: (nodeIds: number[]) => void;
  /** Called when the wizard asks to close (after 'Stop discovery?' was confirmed, if running). */
  onClose?: () => void;
  /** Values the form starts with (e.g. the host's targets), over the defaults of 000 §3.5. */
  defaultValues?: Partial<DiscoverySetupValues>;
  /**
   * The state the wizard starts in, for stories and tests of one step (the form's values are
   * taken as those of the run shown).
   */
  initialState?: DiscoveryState;
  /** The run's timing (000 §4.4: 5 s polls, 5 s start delay, 10 retries); tests shorten it. */
  timing?: DiscoveryRunTiming;
}

/** A confirmation the wizard is asking for. */
export type DiscoveryConfirmation = 'rerun' | 'stopBack' | 'stopClose' | 'finish';

/**
 * The headless network discovery wizard (000 §2.11, §4.4, §5.3): the store, the Set up form with
 * its rules, the run (probe preparation, live results, stop), Review (edits, roles, selection)
 * and Finish. `NetworkDiscoveryWizard` renders what it returns; a partner's own view can too.
 * @example const wizard = useNetworkDiscoveryWizard({ onClose: () => setOpen(false) });
 */
export function useNetworkDiscoveryWizard(options: UseNetworkDiscoveryWizardOptions = {}) {
  const [store] = useState(() => createDiscoveryStore(options.initialState));
  const state: DiscoveryState = useSyncExternalStore(store.subscribe, store.get, store.get);
  const [values, setValues] = useState<DiscoverySetupValues>(() =>
    initialSetupValues({
      org: options.defaultOrganizationId ?? null,
      location: options.defaultOrganizationId ? (options.defaultLocationId ?? null) : null,
      ...options.defaultValues,
    }),
  );
  const [names, setNames] = useState({ organization: '', location: '' });
  const [submitted, setSubmitted] = useState(false);
  const [confirmation, setConfirmation] = useState<DiscoveryConfirmation | null>(null);
  const run = useDiscoveryRun(store, options.timing);

  const issues: DiscoverySetupIssues = useMemo(() => validateSetup(values), [values]);
  const valid = Object.keys(issues).length === 0;
  const shownIssues: DiscoverySetupIssues = submitted ? issues : {};

  const probes = useConsoleQuery(
    routes.discovery.probes,
    { query: { clientId: values.org ?? 0 } },
    { enabled: values.org !== null, staleTime: 30_000 },
  );
  const credentials = useConsoleQuery(
    routes.credential.list,
    { query: { clientId: values.org ?? undefined } },
    { enabled: values.org !== null, staleTime: 30_000 },
  );
  const roles = useConsoleQuery(routes.nodeRole.list, {}, { staleTime: 60_000 });
  // The names the header and Finish's question show, also for an organization chosen by the host.
  const locations = useConsoleQuery(
    routes.client.locations,
    { params: { id: values.org ?? 0 } },
    { enabled: values.org !== null, staleTime: 30_000 },
  );
  const organization = useConsoleQuery(
    routes.client.get,
    { params: { id: values.org ?? 0 } },
    { enabled: values.org !== null && names.organization === '', staleTime: 30_000 },
  );
  const shownNames = {
    organization: names.organization || (values.org !== null ? (organization.data?.client.name ?? '') : ''),
    location: locations.data?.find((item) => item.id === values.location)?.name ?? names.location,
  };
  const nmsRoles = useMemo(
    () =>
      (roles.data ?? []).filter(
        (role: NodeRole) => role.nodeClass?.startsWith('NMS_') && role.permissions.full,
      ),
    [roles.data],
  );

  // The credentials of the last run, one SNMP column each (000 §2.11).
  const [runValues, setRunValues] = useState<DiscoverySetupValues | null>(
    options.initialState ? values : null,
  );
  const suppliedCredentials: SuppliedSnmpCredential[] = useMemo(() => {
    if (!runValues) return [];
    const nameOf = (id: number) =>
      credentials.data?.find((item: Credential) => item.id === id)?.name ?? String(id);
    const list: SuppliedSnmpCredential[] = [];
    if (runValues.snmpCredOne !== null)
      list.push({
        id: runValues.snmpCredOne,
        protocol: runValues.protocolOne,
        name: nameOf(runValues.snmpCredOne),
      });
    if (runValues.snmpCredTwo !== null)
      list.push({
        id: runValues.snmpCredTwo,
        protocol: runValues.protocolTwo,
        name: nameOf(runValues.snmpCredTwo),
      });
    return list;
  }, [runValues, credentials.data]);

  const review = useDiscoveryReview({
    store,
    state,
    values: runValues ?? values,
    credentials: suppliedCredentials,
    onFinished: options.onFinished,
    askFinish: () => setConfirmation('finish'),
  });

  const setValue = useCallback(
    <K extends keyof DiscoverySetupValues>(field: K, value: DiscoverySetupValues[K]) => {
      setValues((current) => {
        const next = { ...current, [field]: value };
        // Choices that depend on the organization and location are cleared when those change.
        if (field === 'org' && value !== current.org) {
          next.location = null;
          next.networkProbe = null;
          next.snmpCredOne = null;
          next.snmpCredTwo = null;
          next.telnetSshCred = null;
        }
        return next;
      });
    },
    [],
  );

  const startRun = useCallback(() => {
    setRunValues(values);
    run.start(values);
  }, [run, values]);

  /** Set up's button: validates, then runs, shows the results, or asks before running again. */
  const submitSetup = useCallback(() => {
    setSubmitted(true);
    if (!valid) return;
    const key = runKey(values);
    if (state.lastRun === null) startRun();
    else if (state.lastRun !== key) setConfirmation('rerun');
    else if (state.phase === 'completed') store.openReview();
    else store.goTo('DISCOVERY');
  }, [valid, values, state.lastRun, state.phase, startRun, store]);

  const goTo = useCallback(
    (step: DiscoveryStep) => {
      if (step === state.step) return;
      if (step === 'SETUP') {
        if (store.isRunning()) setConfirmation('stopBack');
        else store.goTo('SETUP');
      } else if (step === 'DISCOVERY' && stepAvailability(state).DISCOVERY) store.goTo('DISCOVERY');
      else if (step === 'REVIEW' && stepAvailability(state).REVIEW) store.openReview();
    },
    [state, store],
  );

  const back = useCallback(() => goTo(state.step === 'REVIEW' ? 'DISCOVERY' : 'SETUP'), [goTo, state.step]);

  const close = useCallback(() => {
    if (store.isRunning()) setConfirmation('stopClose');
    else options.onClose?.();
  }, [store, options.onClose]);

  const confirm = useCallback(async () => {
    const asked = confirmation;
    if (asked === 'rerun') startRun();
    else if (asked === 'stopBack') {
      await run.stop();
      store.goTo('SETUP');
    } else if (asked === 'stopClose') {
      await run.stop();
      options.onClose?.();
    } else if (asked === 'finish') await review.add();
    setConfirmation(null);
  }, [confirmation, startRun, run, store, options.onClose, review]);

  const availability = useMemo(() => stepAvailability(state), [state]);
  const probe = probes.data?.find((item) => item.nodeId === values.networkProbe?.nodeId) ?? null;
  const error: ValidationIssue | null = state.error;

  return {
    /** The store's state (step, phase, results, review). */
    state,
    /** Which steps the step bar lets the user open (000 §2.11). */
    availability,
    /** The Set up form's values. */
    values,
    /** Changes one field of the form. */
    setValue,
    /** The form's broken rules, once Set up's button was pressed. */
    issues: shownIssues,
    /** The organization's and location's names (the header and Finish's question name them). */
    names: shownNames,
    /** Keeps the names the pickers report. */
    setNames,
    /** The organization's network probes. */
    probes,
    /** The chosen probe, with its delegate version. */
    probe,
    /** The probe's delegate version as the last status reported it, else as listed. */
    delegateVersion: run.delegateVersion ?? probe?.delegateVersion ?? null,
    /** The network device roles the user may assign. */
    roles: nmsRoles,
    /** The roles are loading or failed. */
    rolesStatus: roles.status,
    /** The SNMP credentials of the last run, one results column each. */
    suppliedCredentials,
    /** Addresses scanned and in total. */
    progress: run.progress,
    /** The error to show (000 §8), or null. */
    error,
    /** The confirmation being asked, or null. */
    confirmation,
    /** Answers the confirmation: yes. */
    confirm,
    /** Answers the confirmation: no. */
    cancelConfirmation: () => setConfirmation(null),
    /** A finished run's results match the form: Set up's button reads 'View discovery results'. */
    resultsCurrent: state.phase === 'completed' && state.lastRun === runKey(values),
    /** Set up's button ('Run discovery' or 'View discovery results'). */
    submitSetup,
    /** Opens a step from the step bar. */
    goTo,
    /** Back: Review to Run discovery, Run discovery to Set up (asking 'Stop discovery?' while running). */
    back,
    /** Stop discovery. */
    stop: run.stop,
    /** Close (asking 'Stop discovery?' while running). */
    close,
    /** Sets the results table's Type filter. */
    setResultsFilter: store.setResultsFilter,
    /** Sets the review table's Type filter. */
    setReviewFilter: store.setReviewFilter,
    /** Review's model and actions. */
    review,
  };
}

/** What {@link useNetworkDiscoveryWizard} returns. */
export type NetworkDiscoveryWizardModel = ReturnType<typeof useNetworkDiscoveryWizard>;
