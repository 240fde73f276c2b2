import {
  type Automation,
  type BinaryRunInput,
  describeError,
  endpoints,
  type InstallOs,
  isConsoleApiError,
  normalizeParameters,
  type ValidationIssue,
  validateAutomationName,
  validateParameters,
  validateRequiredText,
} from '@console/core';
import { useConsole, useMessage } from '@console/core/react';
import { Banner, Dialog, Spinner, TextInput } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { type AutomationListItem, refreshAutomationLists, useAutomationRecord, useAutomations } from '../api';
import type { SavedAutomation } from '../install-application/install-application-modal';
import * as styles from '../internal/form.css';
import {
  DescriptionAndCategories,
  NameField,
  OsField,
  RunAsField,
  SaveError,
  SaveFooter,
} from '../internal/shared-fields';
import { useFocusWhenReady } from '../internal/use-focus-when-ready';
import { ParameterList } from '../parameters/parameter-list';
import { isBusyStep } from '../save-flow/save-flow';
import { useSaveFlow } from '../save-flow/use-save-flow';

const scripting = endpoints.scripting;
const RUN_SYSTEMS = ['Windows', 'Mac'] as const;

/** The Run Application form. */
export interface RunFormState {
  id: number | null;
  name: string;
  description: string;
  categoriesIds: number[];
  os: InstallOs;
  path: string;
  runAs: string;
  scriptParameters: string[];
}

type RunField = 'name' | 'path' | 'runAs' | 'scriptParameters';

/** A new, empty run-application automation. */
export function emptyRunForm(): RunFormState {
  return {
    id: null,
    name: '',
    description: '',
    categoriesIds: [],
    os: 'Windows',
    path: '',
    runAs: '',
    scriptParameters: [],
  };
}

/** The form of an existing run-application automation. */
export function runFormFromAutomation(automation: Automation): RunFormState {
  return {
    id: automation.id,
    name: automation.name,
    description: automation.description ?? '',
    categoriesIds: [...automation.categoriesIds],
    os: automation.operatingSystems[0] === 'Mac' ? 'Mac' : 'Windows',
    path: automation.binaryRunSettings?.runnableLocalPath ?? '',
    runAs: automation.binaryRunSettings?.runAs ?? '',
    scriptParameters: [...automation.scriptParameters],
  };
}

/** The run-application rules (001 §5): name and path required, run-as required, parameters within limits. */
export function validateRunForm(state: RunFormState): Partial<Record<RunField, ValidationIssue>> {
  const issues: Partial<Record<RunField, ValidationIssue>> = {};
  const name = validateAutomationName(state.name, { language: 'binary_run' });
  if (name) issues.name = name;
  const path = validateRequiredText(state.path);
  if (path) issues.path = path;
  const runAs = validateRequiredText(state.runAs);
  if (runAs) issues.runAs = runAs;
  const parameters = validateParameters(state.scriptParameters);
  if (parameters) issues.scriptParameters = parameters;
  return issues;
}

/** The create body. */
export function runPayload(state: RunFormState): BinaryRunInput {
  return {
    name: state.name.trim(),
    description: state.description.trim() || null,
    categoriesIds: state.categoriesIds,
    language: 'binary_run',
    operatingSystems: [state.os],
    architecture: ['64', '32'],
    scriptParameters: normalizeParameters(state.scriptParameters),
    binaryRunSettings: { runnableLocalPath: state.path.trim(), runAs: state.runAs },
  };
}

/** Props of {@link RunApplicationModal}. */
export interface RunApplicationModalProps {
  /** Whether the modal shows. */
  open: boolean;
  /** Called with `false` to close. */
  onOpenChange: (open: boolean) => void;
  /**
   * The run-application automation to edit (a list item is enough: the modal reads the whole
   * automation when it opens); without it a new one is created.
   */
  automation?: AutomationListItem | null;
  /** Called after a successful save, once the modal closes. */
  onSaved?: (saved: SavedAutomation) => void;
}

/**
 * The Run Application modal (001 §2.7, §4): name and path required; validate, create or update,
 * close, success message, refresh.
 * @example <RunApplicationModal open={open} onOpenChange={setOpen} onSaved={notify} />
 */
export function RunApplicationModal({ open, onOpenChange, automation, onSaved }: RunApplicationModalProps) {
  const t = useMessage();
  const { client } = useConsole();
  const queryClient = useQueryClient();
  useAutomations();
  const record = useAutomationRecord(automation?.id, open);
  const [form, setForm] = useState<RunFormState>(emptyRunForm);
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<RunField, boolean>>>({});
  const [error, setError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<number | null>(null);

  useEffect(() => {
    if (!open) return;
    setSubmitted(false);
    setTouched({});
    setError(null);
    if (!automation) {
      setForm(emptyRunForm());
      setLoaded(null);
    }
  }, [open, automation]);
  const whole = record.data?.script;
  useEffect(() => {
    if (!open || !whole || loaded === whole.id) return;
    setForm(runFormFromAutomation(whole));
    setLoaded(whole.id);
  }, [open, whole, loaded]);
  const loadingEdit =
    automation !== null && automation !== undefined && loaded !== automation.id && !record.isError;
  const nameRef = useFocusWhenReady<HTMLInputElement>(!loadingEdit && open);

  const [flowState, flow] = useSaveFlow<RunFormState, Automation>({
    validate: (draft) => {
      const found = validateRunForm(draft);
      return Object.keys(found).length > 0 ? found : undefined;
    },
    save: async (draft, _ids, signal) => {
      const body = runPayload(draft);
      const answer = draft.id
        ? await client.call(scripting.updateRun, { body: { ...body, id: draft.id } }, { signal })
        : await client.call(scripting.createRun, { body }, { signal });
      return answer.script;
    },
  });
  const busy = isBusyStep(flowState.step);
  const issues = validateRunForm(form);
  const show = (field: RunField) => {
    const issue = issues[field];
    return issue && (submitted || touched[field]) ? t(issue.key, issue.params) : undefined;
  };
  const update = (patch: Partial<RunFormState>) => setForm((previous) => ({ ...previous, ...patch }));
  const setRunAs = useCallback((runAs: string) => setForm((previous) => ({ ...previous, runAs })), []);
  const close = () => {
    flow.cancel();
    onOpenChange(false);
  };

  const submit = async () => {
    setSubmitted(true);
    setError(null);
    const outcome = await flow.start(form);
    if (outcome.status === 'saved') {
      await refreshAutomationLists(queryClient);
      onOpenChange(false);
      flow.reset();
      onSaved?.({ automation: outcome.result, created: form.id === null });
    } else if (outcome.status === 'failed') {
      const failure = outcome.error;
      setError(
        isConsoleApiError(failure) && failure.resultCode === 'NAME_ALREADY_IN_USE'
          ? t('automation.validation.nameExists')
          : (describeError(failure, t, 'automation.saveFailed') ?? null),
      );
      flow.reset();
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t('automation.run.title')}
      size="md"
      footer={<SaveFooter busy={busy} disabled={loadingEdit} onCancel={close} onSave={() => void submit()} />}
    >
      {loadingEdit ? (
        <Spinner showLabel />
      ) : (
        <fieldset disabled={busy} className={styles.fieldset} data-step={flowState.step}>
          <div className={styles.stack}>
            <SaveError error={error} onDismiss={() => setError(null)} />
            {record.isError ? <Banner tone="danger">{t('automation.library.errorFetching')}</Banner> : null}
            <NameField
              ref={nameRef}
              value={form.name}
              error={show('name')}
              onValueChange={(name) => update({ name })}
              onLeave={() => setTouched((previous) => ({ ...previous, name: true }))}
            />
            <DescriptionAndCategories
              description={form.description}
              categoriesIds={form.categoriesIds}
              onChange={update}
            />
            <OsField systems={RUN_SYSTEMS} value={form.os} onValueChange={(os) => update({ os })} />
            <TextInput
              label={t('automation.form.path')}
              required
              autoComplete="off"
              value={form.path}
              placeholder={
                form.os === 'Windows'
                  ? t('automation.form.pathPlaceholder')
                  : '/Applications/App.app/Contents/MacOS/app'
              }
              error={show('path')}
              touched
              onValueChange={(path) => update({ path })}
              onBlur={() => setTouched((previous) => ({ ...previous, path: true }))}
            />
            <RunAsField os={form.os} value={form.runAs} error={show('runAs')} onValueChange={setRunAs} />
            <ParameterList
              value={form.scriptParameters}
              error={show('scriptParameters')}
              onValueChange={(scriptParameters) => update({ scriptParameters })}
            />
          </div>
        </fieldset>
      )}
    </Dialog>
  );
}
