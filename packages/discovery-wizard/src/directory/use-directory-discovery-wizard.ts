import {
  type CredentialCheckCode,
  type DiscoveredDeviceStatus,
  type DiscoveryJobDetail,
  routes,
  type Schedule,
} from '@console/core';
import { endpointQueryKey, useConsoleMutation, useConsoleQuery } from '@console/core/react';
import { findDiscoveryJobConflict, isOuPathSyntax } from '@console/core/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import {
  applyStatus,
  type CandidateRow,
  canFinish,
  canGoNext,
  type DirectoryJobType,
  type DirectoryStep,
  type DirectoryWizardValues,
  EMPTY_DEPLOYMENT,
  mergeCandidates,
  type OuPathState,
  type StatusFilter,
  toJobRequest,
} from './directory-rules';

/** Options of {@link useDirectoryDiscoveryWizard}. */
export interface UseDirectoryDiscoveryWizardOptions {
  /** The organization (client) whose domain controllers and jobs the wizard works on. */
  clientId: number;
  /** Ad hoc (final button Apply) or scheduled (Save). Ignored when editing: the job's type wins. */
  jobType: DirectoryJobType;
  /** A saved job to edit (or to run, with `runMode`). */
  jobId?: number | null;
  /**
   * Run mode: a saved ad hoc job runs again; the wizard opens on step 2 and Back is hidden.
   * @default false
   */
  runMode?: boolean;
  /** Called with the job's id once saved. */
  onSaved?: (id: number) => void;
  /** Called when the wizard asks to close. */
  onClose?: () => void;
  /** Delay before a typed OU path is checked with the server, in ms. @default 400 */
  validateDelayMs?: number;
}

/** A sub-dialog the wizard shows (002 §2.3). */
export type DirectoryDialog = 'status' | 'schedule' | 'name' | null;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

function initialValues(jobType: DirectoryJobType): DirectoryWizardValues {
  return {
    jobType,
    domainControllerId: null,
    domainControllerName: '',
    ouPath: '',
    recursive: false,
    credentialId: null,
    schedule: null,
    deployment: EMPTY_DEPLOYMENT,
    name: '',
  };
}

function valuesOfJob(job: DiscoveryJobDetail): DirectoryWizardValues {
  return {
    jobType: job.jobType,
    domainControllerId: job.content.domainController.id,
    domainControllerName: job.content.domainController.name,
    ouPath: job.content.ouPath,
    recursive: job.content.recursiveOuPath,
    credentialId: job.credentialId,
    schedule: job.content.schedule,
    deployment: job.content.deployment,
    name: job.name ?? '',
  };
}

/**
 * The headless directory (AD) discovery wizard (002 §2.3, §4.2, §5.3): domain controllers (up
 * only), the OU path (picked in the lazily loaded tree or typed, checked with the directory),
 * Recursive, the conflicts with the client's saved jobs, the credential check once a credential
 * and a domain controller are chosen, candidate devices with their statuses and locations, the
 * schedule and deployment of a scheduled job, and saving. `DirectoryDiscoveryWizard` renders it.
 * @example const wizard = useDirectoryDiscoveryWizard({ clientId: 3, jobType: 'AD_HOC', onClose });
 */
export function useDirectoryDiscoveryWizard(options: UseDirectoryDiscoveryWizardOptions) {
  const { clientId, jobId = null, runMode = false, validateDelayMs = 400 } = options;
  const queryClient = useQueryClient();
  const [step, setStep] = useState<DirectoryStep>(runMode ? 2 : 1);
  const [values, setValues] = useState<DirectoryWizardValues>(() => initialValues(options.jobType));
  const [loadedJob, setLoadedJob] = useState<number | null>(null);
  // The path last picked in the tree: valid without asking the directory again.
  const [pickedPath, setPickedPath] = useState<string | null>(null);
  const [choices, setChoices] = useState<
    Map<string, { status: DiscoveredDeviceStatus; location: number | null }>
  >(() => new Map());
  const [selection, setSelection] = useState<string[]>([]);
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('ALL');
  const [dialog, setDialog] = useState<DirectoryDialog>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const domainControllers = useConsoleQuery(routes.directoryDiscovery.domainControllers, {
    params: { id: clientId },
  });
  const savedJobs = useConsoleQuery(routes.directoryDiscovery.list, { params: { id: clientId } });
  const job = useConsoleQuery(
    routes.directoryDiscovery.get,
    { params: { id: jobId ?? 0 } },
    { enabled: jobId !== null },
  );
  const defaultCredential = useConsoleQuery(
    routes.directoryDiscovery.defaultCredential,
    { params: { id: clientId } },
    { enabled: jobId === null },
  );

  // A saved job fills the form once; a new job takes the client's default credential.
  useEffect(() => {
    if (job.data && loadedJob !== job.data.id) {
      setLoadedJob(job.data.id);
      setValues(valuesOfJob(job.data));
      setPickedPath(job.data.content.ouPath);
    }
  }, [job.data, loadedJob]);
  const defaultCredentialId = defaultCredential.data?.credentialId ?? null;
  useEffect(() => {
    if (jobId === null && defaultCredentialId !== null)
      setValues((current) =>
        current.credentialId === null ? { ...current, credentialId: defaultCredentialId } : current,
      );
  }, [jobId, defaultCredentialId]);

  const dcId = values.domainControllerId;
  const trimmedPath = values.ouPath.trim();
  const debouncedPath = useDebounced(trimmedPath, validateDelayMs);
  const typedSyntaxOk = trimmedPath !== '' && isOuPathSyntax(trimmedPath);
  const picked = pickedPath !== null && pickedPath === trimmedPath;
  const validation = useConsoleQuery(
    routes.directoryDiscovery.validateOuPath,
    { body: { domainControllerId: dcId ?? 0, ouPath: debouncedPath, credentialId: values.credentialId } },
    { enabled: dcId !== null && !picked && typedSyntaxOk && debouncedPath === trimmedPath, retry: false },
  );
  const ouPathState: OuPathState = (() => {
    if (trimmedPath === '') return 'empty';
    if (picked) return 'valid';
    if (!typedSyntaxOk) return 'invalid';
    if (dcId === null || debouncedPath !== trimmedPath || validation.isFetching) return 'checking';
    if (validation.isError) return 'error';
    if (validation.data?.resultCode === 'SUCCESS') return 'valid';
    if (validation.data?.resultCode === 'INVALID_OU_PATH') return 'invalid';
    return 'checking';
  })();

  const listing = useConsoleQuery(
    routes.directoryDiscovery.ouChildren,
    {
      body: {
        domainControllerId: dcId ?? 0,
        ou: trimmedPath,
        recursive: values.recursive,
        credentialId: values.credentialId,
      },
    },
    { enabled: dcId !== null && ouPathState === 'valid', retry: false, staleTime: 30_000 },
  );
  const credentialCheck = useConsoleQuery(
    routes.directoryDiscovery.validateCredentials,
    { body: { domainControllerId: dcId ?? 0, credentialId: values.credentialId ?? 0 } },
    { enabled: dcId !== null && values.credentialId !== null, retry: false, staleTime: 30_000 },
  );
  const credentialCode: CredentialCheckCode | 'CHECKING' | null =
    dcId === null || values.credentialId === null
      ? null
      : credentialCheck.isFetching
        ? 'CHECKING'
        : credentialCheck.isError
          ? 'FAILURE'
          : (credentialCheck.data?.resultCode ?? 'CHECKING');

  const conflict = useMemo(() => {
    if (dcId === null || !typedSyntaxOk || !savedJobs.data) return undefined;
    return findDiscoveryJobConflict(
      {
        id: jobId,
        jobType: values.jobType,
        domainControllerId: dcId,
        ouPath: trimmedPath,
        recursive: values.recursive,
      },
      savedJobs.data.map((saved) => ({
        id: saved.id,
        jobType: saved.jobType,
        domainControllerId: saved.content.domainController.id,
        ouPath: saved.content.ouPath,
        recursive: saved.content.recursiveOuPath,
      })),
    );
  }, [dcId, typedSyntaxOk, savedJobs.data, jobId, values.jobType, trimmedPath, values.recursive]);

  const rows: CandidateRow[] = useMemo(() => {
    const merged = mergeCandidates(listing.data?.ouComputers ?? [], job.data?.candidateNodes);
    if (choices.size === 0) return merged;
    return merged.map((row) => {
      const choice = choices.get(row.objectGuid);
      return choice ? { ...row, newStatus: choice.status, newLocation: choice.location } : row;
    });
  }, [listing.data, job.data, choices]);

  const loading =
    domainControllers.isLoading ||
    listing.isFetching ||
    ouPathState === 'checking' ||
    (jobId !== null && job.isLoading);
  const nextEnabled = canGoNext(values, {
    ouPathState,
    loading,
    computers: listing.data?.ouComputers.length ?? 0,
    conflict: conflict !== undefined,
  });
  const finishEnabled = canFinish(values, credentialCode, rows, runMode);

  const create = useConsoleMutation(routes.directoryDiscovery.create);
  const update = useConsoleMutation(routes.directoryDiscovery.update);
  const saving = create.isPending || update.isPending;

  const update_ = (patch: Partial<DirectoryWizardValues>) =>
    setValues((current) => ({ ...current, ...patch }));

  async function save(name: string | null) {
    setSaveError(null);
    const body = toJobRequest(values, clientId, rows, name ?? (values.name || null));
    try {
      const answer =
        jobId === null
          ? await create.mutateAsync({ body })
          : await update.mutateAsync({ params: { id: jobId }, body });
      setDialog(null);
      await queryClient.invalidateQueries({ queryKey: endpointQueryKey(routes.directoryDiscovery.list) });
      await queryClient.invalidateQueries({ queryKey: endpointQueryKey(routes.directoryDiscovery.get) });
      options.onSaved?.(answer.id);
      options.onClose?.();
    } catch (error) {
      setDialog(null);
      setSaveError(error instanceof Error ? error.message : String(error));
    }
  }

  return {
    step,
    values,
    runMode,
    isEdit: jobId !== null,
    domainControllers,
    ouPathState,
    validationFailed: validation.isError,
    listing,
    conflict,
    credentialCode,
    rows,
    selection,
    statusFilter,
    dialog,
    saving,
    saveError,
    loading,
    nextEnabled,
    finishEnabled,
    /** Back shows on step 2 only, and only outside run mode (002 §4.2). */
    backVisible: step === 2 && !runMode,
    /**
     * The tree is read with a credential: without a default discovery credential for the
     * organization, step 1 asks for one (chosen: the spec's step 2 shows the same choice).
     */
    askCredentialFirst: jobId === null && defaultCredential.isSuccess && defaultCredentialId === null,
    chooseDomainController(id: number | null, name: string) {
      update_({ domainControllerId: id, domainControllerName: name, ouPath: '', recursive: false });
      setPickedPath(null);
      setChoices(new Map());
      setSelection([]);
    },
    pickOuPath(path: string) {
      setPickedPath(path);
      update_({ ouPath: path });
      setChoices(new Map());
      setSelection([]);
    },
    typeOuPath(path: string) {
      update_({ ouPath: path });
      setChoices(new Map());
      setSelection([]);
    },
    setRecursive(recursive: boolean) {
      update_({ recursive });
    },
    setCredential(credentialId: number | null) {
      update_({ credentialId });
    },
    setSchedule(schedule: Schedule) {
      update_({ schedule });
      setDialog(null);
    },
    setDeployment(deployment: DirectoryWizardValues['deployment']) {
      update_({ deployment });
    },
    setSelection,
    setStatusFilter,
    openDialog: setDialog,
    applyStatus(status: DiscoveredDeviceStatus, location: number | null) {
      const guids = new Set(selection);
      const next = new Map(choices);
      for (const row of applyStatus(rows, guids, status, location)) {
        if (guids.has(row.objectGuid) && row.newStatus)
          next.set(row.objectGuid, { status: row.newStatus, location: row.newLocation ?? null });
      }
      setChoices(next);
      setDialog(null);
    },
    next() {
      if (nextEnabled) setStep(2);
    },
    back() {
      if (step === 2 && !runMode) setStep(1);
    },
    /**
     * The final button: a new job asks for a name first (optional for ad hoc with devices,
     * required for scheduled), then saves.
     */
    finish() {
      if (!finishEnabled) return;
      const rowsChosen = rows.some((row) => row.newStatus !== undefined);
      if (jobId === null && (values.jobType === 'SCHEDULED' || rowsChosen)) setDialog('name');
      else void save(null);
    },
    save,
    close() {
      options.onClose?.();
    },
  };
}

/** What {@link useDirectoryDiscoveryWizard} returns. */
export type DirectoryDiscoveryWizardModel = ReturnType<typeof useDirectoryDiscoveryWizard>;
