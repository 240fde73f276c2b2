import {
  type Automation,
  type BinaryRunInput,
  type InstallOs,
  normalizeParameters,
  routes,
  type ValidationIssue,
  validateAutomationName,
  validateParameters,
  validateRequiredText,
} from '@console/core';
import { useConsole, useMessage } from '@console/core/react';
import { TextInput } from '@console/ui';
import { useMemo } from 'react';
import { type AutomationListItem, useAutomationRecord, useAutomations } from '../api';
import {
  type AutomationFormBase,
  baseFromAutomation,
  basePayload,
  collectIssues,
  emptyBase,
} from '../internal/automation-form';
import { AutomationFormDialog } from '../internal/automation-form-dialog';
import * as styles from '../internal/form.css';
import { BasicsFields, FormParametersField, FormRunAsField, OsField } from '../internal/shared-fields';
import { type SavedAutomation, useAutomationForm } from '../internal/use-automation-form';

const scripting = routes.scripting;
const RUN_SYSTEMS = ['Windows', 'Mac'] as const;

/** The Run Application form. */
export interface RunFormState extends AutomationFormBase {
  os: InstallOs;
  path: string;
  scriptParameters: string[];
}

type RunField = 'name' | 'path' | 'runAs' | 'scriptParameters';

/** A new, empty run-application automation. */
export function emptyRunForm(): RunFormState {
  return { ...emptyBase(), path: '', scriptParameters: [] };
}

/** The form of an existing run-application automation. */
export function runFormFromAutomation(automation: Automation): RunFormState {
  return {
    ...baseFromAutomation(automation),
    os: automation.operatingSystems[0] === 'Mac' ? 'Mac' : 'Windows',
    path: automation.binaryRunSettings?.runnableLocalPath ?? '',
    runAs: automation.binaryRunSettings?.runAs ?? '',
    scriptParameters: [...automation.scriptParameters],
  };
}

/** The run-application rules (001 §5): name and path required, run-as required, parameters within limits. */
export function validateRunForm(state: RunFormState): Partial<Record<RunField, ValidationIssue>> {
  return collectIssues<RunField>({
    name: validateAutomationName(state.name, { language: 'binary_run' }),
    path: validateRequiredText(state.path),
    runAs: validateRequiredText(state.runAs),
    scriptParameters: validateParameters(state.scriptParameters),
  });
}

/** The create body. */
export function runPayload(state: RunFormState): BinaryRunInput {
  return {
    ...basePayload(state, 'binary_run', ['64', '32']),
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
  useAutomations();
  const record = useAutomationRecord(automation?.id, open);
  const whole = record.data?.script;
  const loaded = useMemo(() => (whole ? runFormFromAutomation(whole) : null), [whole]);
  const automationForm = useAutomationForm<RunFormState, RunField>({
    open,
    onOpenChange,
    automation,
    empty: emptyRunForm,
    loaded,
    loadFailed: record.isError,
    validate: validateRunForm,
    steps: {
      save: async (draft, _ids, signal) => {
        const body = runPayload(draft);
        const answer = draft.id
          ? await client.call(scripting.updateRun, { body: { ...body, id: draft.id } }, { signal })
          : await client.call(scripting.createRun, { body }, { signal });
        return answer.script;
      },
    },
    nameConflict: 'banner',
    onSaved,
  });
  const { form, update, touch, show } = automationForm;

  return (
    <AutomationFormDialog
      form={automationForm}
      title={t('automation.run.title')}
      size="md"
      loadFailedText={t('automation.library.errorFetching')}
    >
      <div className={styles.stack}>
        <BasicsFields form={automationForm} />
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
          onBlur={() => touch('path')}
        />
        <FormRunAsField form={automationForm} />
        <FormParametersField form={automationForm} />
      </div>
    </AutomationFormDialog>
  );
}
