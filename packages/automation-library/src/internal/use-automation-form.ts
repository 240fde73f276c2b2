import { type Automation, describeError, isConsoleApiError, type ValidationIssue } from '@console/core';
import { useMessage } from '@console/core/react';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback, useEffect, useState } from 'react';
import { type AutomationListItem, refreshAutomationLists } from '../api';
import { isBusyStep, type SaveFlow, type SaveFlowOptions, type SaveFlowState } from '../save-flow/save-flow';
import { useSaveFlow } from '../save-flow/use-save-flow';
import type { AutomationFormBase, StoredSource } from './automation-form';
import { useFocusWhenReady } from './use-focus-when-ready';

/** How a save ended, for the host's success message. */
export interface SavedAutomation {
  automation: Automation;
  /** True for a new automation, false for an update. */
  created: boolean;
}

/** Options of {@link useAutomationForm}. */
export interface AutomationFormOptions<S extends AutomationFormBase, F extends string> {
  /** Whether the modal shows: each opening starts with a fresh form. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The automation being edited, or none for a new one. */
  automation: AutomationListItem | null | undefined;
  /** A new, empty form (a stable function). */
  empty: () => S;
  /**
   * The edited automation's form once it (and whatever else it needs) has loaded, `null` before;
   * memoized, it is taken once per automation.
   */
  loaded: S | null;
  /** Reading the edited automation failed: the form shows what it has. */
  loadFailed: boolean;
  /** The field of the stored source: marked touched at load when the malware scan flagged it. */
  sourceField?: F;
  /** Every rule of the form; an empty object means valid. */
  validate: (state: S) => Partial<Record<F, ValidationIssue>>;
  /** Issues found outside the rules (a refused file): they show at once. */
  immediateIssues?: Partial<Record<F, ValidationIssue>>;
  /** The save flow's steps after validation. */
  steps: Omit<SaveFlowOptions<S, Automation>, 'validate'>;
  /**
   * Where the server's 'This name already exists' shows: under the name, or over the form.
   * @default 'field'
   */
  nameConflict?: 'field' | 'banner';
  /** Called with the fields that stop a save (and with `name` when the server refuses the name). */
  onInvalid?: (fields: F[]) => void;
  /** Called after a successful save, once the modal closes. */
  onSaved?: ((saved: SavedAutomation) => void) | undefined;
}

/** What {@link useAutomationForm} gives the modal. */
export interface AutomationForm<S extends AutomationFormBase, F extends string> {
  open: boolean;
  form: S;
  setForm(next: S | ((previous: S) => S)): void;
  /** Merges a patch into the form. */
  update(patch: Partial<S>): void;
  /** Sets run-as (a stable function, as the run-as field wants). */
  setRunAs(runAs: string): void;
  /** Sets the name and drops the server's refusal of the previous one. */
  setName(name: string): void;
  /** Marks a field left: its rules show from now on. */
  touch(field: F): void;
  /** The text of a field's issue once it shows (after the field is left, or Save), else `undefined`. */
  show(field: F): string | undefined;
  /** The failed save's message over the form. */
  error: string | null;
  setError(error: string | null): void;
  /** A save is running: the form is disabled and Save reads 'Processing...'. */
  busy: boolean;
  flowState: SaveFlowState<Automation>;
  flow: SaveFlow<S, Automation>;
  /** The edited automation is still loading. */
  loadingEdit: boolean;
  loadFailed: boolean;
  /** Focused once the form shows. */
  nameRef: RefObject<HTMLInputElement | null>;
  /** Cancels the save and closes. */
  close(): void;
  /** Runs the save flow and handles its outcome. */
  submit(): Promise<void>;
}

/** What the shared fields and the modal frame read from any {@link AutomationForm}. */
export type AnyAutomationForm = Omit<AutomationForm<AutomationFormBase, string>, 'setForm'>;

/**
 * The state and save of an app automation modal (install, run, file transfer): a fresh form each
 * time it opens, the edited automation once it loads, touched fields and the rules they show, the
 * server's refusals, and Save (validate → the flow's steps → refresh the lists, close, `onSaved`).
 * @example const automationForm = useAutomationForm({ open, onOpenChange, automation, empty: emptyRunForm, ... });
 */
export function useAutomationForm<
  S extends AutomationFormBase & { attachment?: StoredSource | null },
  F extends string,
>({
  open,
  onOpenChange,
  automation,
  empty,
  loaded,
  loadFailed,
  sourceField,
  validate,
  immediateIssues,
  steps,
  nameConflict = 'field',
  onInvalid,
  onSaved,
}: AutomationFormOptions<S, F>): AutomationForm<S, F> {
  const t = useMessage();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<S>(empty);
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [serverIssues, setServerIssues] = useState<Partial<Record<F, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [loadedId, setLoadedId] = useState<number | null>(null);

  // A fresh form each time the modal opens; an edited automation once it loads.
  useEffect(() => {
    if (!open) return;
    setSubmitted(false);
    setTouched({});
    setServerIssues({});
    setError(null);
    if (!automation) {
      setForm(empty());
      setLoadedId(null);
    }
  }, [open, automation, empty]);
  useEffect(() => {
    if (!open || !loaded || loadedId === loaded.id) return;
    setForm(loaded);
    setLoadedId(loaded.id);
    if (sourceField && loaded.attachment?.suspicious)
      setTouched((previous) => ({ ...previous, [sourceField]: true }));
  }, [open, loaded, loadedId, sourceField]);

  const issuesOf = (state: S): Partial<Record<F, ValidationIssue>> => ({
    ...validate(state),
    ...immediateIssues,
  });
  const issues = issuesOf(form);

  const [flowState, flow] = useSaveFlow<S, Automation>({
    ...steps,
    validate: (draft) => {
      const found = issuesOf(draft);
      return Object.keys(found).length > 0 ? found : undefined;
    },
  });
  const busy = isBusyStep(flowState.step);

  const show = (field: F): string | undefined => {
    if (serverIssues[field]) return serverIssues[field];
    const issue = issues[field];
    if (!issue || !(submitted || touched[field] || immediateIssues?.[field])) return undefined;
    return t(issue.key, issue.params);
  };

  const close = useCallback(() => {
    flow.cancel();
    onOpenChange(false);
  }, [flow, onOpenChange]);
  const setRunAs = useCallback((runAs: string) => setForm((previous) => ({ ...previous, runAs })), []);
  const update = (patch: Partial<S>) => setForm((previous) => ({ ...previous, ...patch }));
  const touch = (field: F) => setTouched((previous) => ({ ...previous, [field]: true }));

  const submit = async () => {
    setSubmitted(true);
    setError(null);
    setServerIssues({});
    const invalid = Object.keys(issuesOf(form)) as F[];
    if (invalid.length > 0) onInvalid?.(invalid);
    const outcome = await flow.start(form);
    if (outcome.status === 'saved') {
      await refreshAutomationLists(queryClient);
      onOpenChange(false);
      flow.reset();
      onSaved?.({ automation: outcome.result, created: form.id === null });
      return;
    }
    // Invalid and cancelled runs end quietly, and so does a silent pre-check failure (001 §4).
    if (outcome.status !== 'failed' && !(outcome.status === 'precheck-failed' && !outcome.silent)) return;
    const failure = outcome.error;
    if (isConsoleApiError(failure) && failure.resultCode === 'NAME_ALREADY_IN_USE') {
      const text = t('automation.validation.nameExists');
      if (nameConflict === 'banner') setError(text);
      else {
        setServerIssues({ name: text } as Partial<Record<F, string>>);
        onInvalid?.(['name' as F]);
      }
    } else {
      setError(describeError(failure, t, 'automation.saveFailed') ?? null);
    }
    flow.reset();
  };

  const loadingEdit =
    automation !== null && automation !== undefined && loadedId !== automation.id && !loadFailed;
  const nameRef = useFocusWhenReady<HTMLInputElement>(!loadingEdit && open);

  return {
    open,
    form,
    setForm,
    update,
    setRunAs,
    setName: (name) => {
      update({ name } as Partial<S>);
      setServerIssues(
        ({ name: _name, ...rest }: Partial<Record<string, string>>) => rest as Partial<Record<F, string>>,
      );
    },
    touch,
    show,
    error,
    setError,
    busy,
    flowState,
    flow,
    loadingEdit,
    loadFailed,
    nameRef,
    close,
    submit,
  };
}
