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
import { Button, Dialog } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { refreshAutomationLists, useAutomations } from '../api';
import type { SavedAutomation } from '../install-application/install-application-modal';
import { Notice, RadioGroupField, TextField } from '../internal/controls';
import * as styles from '../internal/controls.css';
import { CategoriesField, RunAsField } from '../internal/shared-fields';
import { ParameterList } from '../parameters/parameter-list';
import { isBusyStep } from '../save-flow/save-flow';
import { useSaveFlow } from '../save-flow/use-save-flow';

const scripting = endpoints.scripting;

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
  /** The run-application automation to edit; without it a new one is created. */
  automation?: Automation | null;
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
  const [form, setForm] = useState<RunFormState>(emptyRunForm);
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<RunField, boolean>>>({});
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setForm(automation ? runFormFromAutomation(automation) : emptyRunForm());
    setSubmitted(false);
    setTouched({});
    setError(null);
  }, [open, automation]);

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
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('automation.form.cancel')}
          </Button>
          <Button variant="primary" disabled={busy} onClick={() => void submit()}>
            {busy ? t('automation.form.processing') : t('automation.form.save')}
          </Button>
        </>
      }
    >
      <fieldset
        disabled={busy}
        style={{ border: 'none', margin: 0, padding: 0, minWidth: 0 }}
        data-step={flowState.step}
      >
        <div className={styles.stack}>
          {error ? (
            <Notice tone="danger" onDismiss={() => setError(null)}>
              {error}
            </Notice>
          ) : null}
          <TextField
            label={t('automation.form.name')}
            required
            autoFocus
            value={form.name}
            error={show('name')}
            onValueChange={(name) => update({ name })}
            onBlur={() => {
              if (form.name !== '') setTouched((previous) => ({ ...previous, name: true }));
            }}
          />
          <TextField
            label={t('automation.form.description')}
            multiline
            value={form.description}
            onValueChange={(description) => update({ description })}
          />
          <CategoriesField
            value={form.categoriesIds}
            onValueChange={(categoriesIds) => update({ categoriesIds })}
          />
          <RadioGroupField
            label={t('automation.form.os')}
            value={form.os}
            options={(['Windows', 'Mac'] as const).map((os) => ({
              value: os,
              label: t(`automation.os.${os}`),
            }))}
            onValueChange={(os) => update({ os })}
          />
          <TextField
            label={t('automation.form.path')}
            required
            value={form.path}
            placeholder={
              form.os === 'Windows'
                ? t('automation.form.pathPlaceholder')
                : '/Applications/App.app/Contents/MacOS/app'
            }
            error={show('path')}
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
    </Dialog>
  );
}
