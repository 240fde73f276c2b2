import { type Automation, isConsoleApiError, type ValidationIssue } from '@console/core';
import { useMessage } from '@console/core/react';
import { useWidgetForm } from '@console/widget-kit';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
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
 * Built on the kit's `useWidgetForm`: values, touched fields, rules and the server's 400 issues.
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
  const kit = useWidgetForm<S, F>({ initialValues: empty, validate, immediateIssues });
  // The effects below run on opening and loading only; they read the kit through a ref.
  const kitRef = useRef(kit);
  kitRef.current = kit;
  const form = kit.values;
  const [loadedId, setLoadedId] = useState<number | null>(null);

  // A fresh form each time the modal opens; an edited automation once it loads.
  useEffect(() => {
    if (!open) return;
    const current = kitRef.current;
    current.reset(automation ? current.values : empty());
    if (!automation) setLoadedId(null);
  }, [open, automation, empty]);
  useEffect(() => {
    if (!open || !loaded || loadedId === loaded.id) return;
    kitRef.current.setValues(loaded);
    setLoadedId(loaded.id);
    if (sourceField && loaded.attachment?.suspicious) kitRef.current.touch(sourceField);
  }, [open, loaded, loadedId, sourceField]);

  const issuesOf = (state: S): Partial<Record<F, ValidationIssue>> => {
    const found: Partial<Record<F, ValidationIssue | undefined>> = { ...validate(state), ...immediateIssues };
    for (const key of Object.keys(found) as F[]) if (!found[key]) delete found[key];
    return found as Partial<Record<F, ValidationIssue>>;
  };

  const [flowState, flow] = useSaveFlow<S, Automation>({
    ...steps,
    validate: (draft) => {
      const found = issuesOf(draft);
      return Object.keys(found).length > 0 ? found : undefined;
    },
  });
  const busy = isBusyStep(flowState.step);

  const close = useCallback(() => {
    flow.cancel();
    onOpenChange(false);
  }, [flow, onOpenChange]);
  const setValues = kit.setValues;
  const setRunAs = useCallback(
    (runAs: string) => setValues((previous) => ({ ...previous, runAs })),
    [setValues],
  );

  const submit = async () => {
    const invalid = kit.beginSubmit();
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
      if (nameConflict === 'banner') kit.setFormError(text);
      else {
        kit.setFieldError('name' as F, text);
        onInvalid?.(['name' as F]);
      }
    } else {
      // A 400's issues show under their fields; anything else over the form.
      const marked = kit.showServerError(failure, 'automation.saveFailed');
      if (marked.length > 0) onInvalid?.(marked);
    }
    flow.reset();
  };

  const loadingEdit =
    automation !== null && automation !== undefined && loadedId !== automation.id && !loadFailed;
  const nameRef = useFocusWhenReady<HTMLInputElement>(!loadingEdit && open);

  return {
    open,
    form,
    setForm: kit.setValues,
    update: kit.update,
    setRunAs,
    // `update` drops the server's refusal of the previous name.
    setName: (name) => kit.update({ name } as Partial<S>),
    touch: kit.touch,
    show: kit.errorOf,
    error: kit.formError,
    setError: kit.setFormError,
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
