import {
  type AppliedAutomation,
  type Automation,
  type OperatingSystem,
  type ScriptVariable,
  type ValidationIssue,
  type VariableValue,
  validateAppliedAutomation,
  variableKey,
} from '@console/core';
import { useMessage } from '@console/core/react';
import { Checkbox, Select, TextInput } from '@console/ui';
import { useEffect, useState } from 'react';
import { randomRowId, useRunAsOptions } from '../api';
import { ActionDialog, DialogForm } from '../internal/dialog-parts';
import { RequiredLabel } from '../internal/shared-fields';

/** Props of {@link ApplyParametersDialog}. */
export interface ApplyParametersDialogProps {
  /** Whether the dialog shows. */
  open: boolean;
  /** Called with `false` to close. */
  onOpenChange: (open: boolean) => void;
  /** The automation to apply or run. */
  automation: Automation;
  /**
   * `apply` adds the automation to a list (policy, pre/post script); `run` runs it now.
   * @default 'apply'
   */
  mode?: 'apply' | 'run';
  /** The OS whose run-as choices show. @default the automation's first OS */
  os?: OperatingSystem;
  /** A row to edit (its run-as, parameter and variable values are shown). */
  initial?: AppliedAutomation | null;
  /** Called with the applied row when the form is valid; the dialog closes after it resolves. */
  onSubmit: (applied: AppliedAutomation) => void | Promise<void>;
}

const BUILT_IN_LABELS: Record<string, Parameters<ReturnType<typeof useMessage>>[0]> = {
  appName: 'automation.apply.field.appName',
  exePath: 'automation.apply.field.exePath',
  msiUrlPath: 'automation.apply.field.msiUrlPath',
  urlPath: 'automation.apply.field.urlPath',
  serviceName: 'automation.apply.field.serviceName',
  start: 'automation.apply.field.start',
  enabled: 'automation.apply.field.enabled',
  volumeName: 'automation.apply.field.volumeName',
  checkList: 'automation.apply.field.checkList',
  supportedArchitecture: 'automation.apply.field.supportedArchitecture',
};

function initialValues(
  automation: Automation,
  initial: AppliedAutomation | null | undefined,
): Record<string, VariableValue> {
  const values: Record<string, VariableValue> = {};
  for (const variable of automation.scriptVariables) {
    const key = variableKey(variable);
    const fromRow = initial?.scriptVariables.find((v) => variableKey(v) === key)?.value;
    const value = fromRow ?? variable.value ?? variable.defaultValue;
    values[key] = variable.type === 'CHECKBOX' ? Boolean(value) : ((value as VariableValue) ?? '');
  }
  return values;
}

/**
 * The parameter modal (001 §2.7, §5) with Apply or Run: run-as (required), the preset parameters,
 * free parameters, the built-in automations' required fields (with secure URLs) and the script
 * variables (required ones need a value). Hands back an applied automation row (001 §3) with a
 * random 10-character id.
 * @example
 * <ApplyParametersDialog open automation={script} mode="run" onOpenChange={setOpen} onSubmit={run} />
 */
export function ApplyParametersDialog({
  open,
  onOpenChange,
  automation,
  mode = 'apply',
  os,
  initial,
  onSubmit,
}: ApplyParametersDialogProps) {
  const t = useMessage();
  const targetOs = os ?? automation.operatingSystems[0] ?? 'Windows';
  const runAsQuery = useRunAsOptions(targetOs);
  const [runAs, setRunAs] = useState<string>(initial?.parameters.runAs ?? automation.defaultRunAs ?? '');
  const presets = automation.scriptParameters;
  const [scriptParam, setScriptParam] = useState<string>(
    initial?.parameters.scriptParam ??
      (automation.useFirstParametersOptionAsDefault ? (presets[0] ?? '') : ''),
  );
  const [values, setValues] = useState<Record<string, VariableValue>>(() =>
    initialValues(automation, initial),
  );
  const [issues, setIssues] = useState<Record<string, ValidationIssue>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  // Default to the first run-as choice once they load.
  useEffect(() => {
    const first = runAsQuery.data?.[0]?.value;
    if (!runAs && first) setRunAs(first);
  }, [runAsQuery.data, runAs]);

  const check = (next: { runAs: string; values: Record<string, VariableValue> }) =>
    validateAppliedAutomation({
      runAs: next.runAs,
      language: automation.language,
      variables: automation.scriptVariables,
      values: next.values,
    });

  const message = (key: string) => {
    const issue = submitted ? issues[key] : undefined;
    return issue ? t(issue.key, issue.params) : undefined;
  };

  const setValue = (key: string, value: VariableValue) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) setIssues(check({ runAs, values: next }));
  };

  const submit = async () => {
    const found = check({ runAs, values });
    setSubmitted(true);
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    const variables: ScriptVariable[] = automation.scriptVariables.map((variable) => ({
      ...variable,
      value: values[variableKey(variable)],
    }));
    const builtIn = Object.fromEntries(
      automation.language === 'native'
        ? automation.scriptVariables
            .filter((v) => variableKey(v) in BUILT_IN_LABELS)
            .map((v) => [variableKey(v), values[variableKey(v)]])
        : [],
    );
    setBusy(true);
    try {
      await onSubmit({
        id: initial?.id ?? randomRowId(),
        scriptId: automation.id,
        scriptName: automation.name,
        parameters: { ...builtIn, runAs, scriptParam },
        scriptVariables: variables,
      });
      onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };

  const runAsOptions = (runAsQuery.data ?? []).map((option) => ({
    value: option.value,
    label: option.label,
  }));

  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('automation.apply.title', { name: automation.name })}
      size="md"
      busy={busy}
      label={mode === 'run' ? t('automation.apply.run') : t('automation.apply.apply')}
      onConfirm={() => void submit()}
    >
      <DialogForm onSubmit={() => void submit()}>
        <Select
          label={<RequiredLabel text={t('automation.form.runAs')} />}
          value={runAs}
          options={runAsOptions}
          placeholder={runAsQuery.isLoading ? t('automation.form.loadingRunAs') : undefined}
          error={message('runAs')}
          onValueChange={(value) => {
            setRunAs(value);
            if (submitted) setIssues(check({ runAs: value, values }));
          }}
        />
        {presets.length > 0 ? (
          <Select
            label={t('automation.apply.presetParameters')}
            value={presets.includes(scriptParam) ? scriptParam : ''}
            options={presets.map((preset) => ({ value: preset, label: preset }))}
            placeholder={t('automation.apply.noPreset')}
            onValueChange={setScriptParam}
          />
        ) : null}
        <TextInput
          label={t('automation.apply.customParameters')}
          autoComplete="off"
          value={scriptParam}
          onValueChange={setScriptParam}
        />
        {automation.scriptVariables.map((variable) => {
          const key = variableKey(variable);
          const builtIn = automation.language === 'native' ? BUILT_IN_LABELS[key] : undefined;
          const label = builtIn ? t(builtIn) : variable.name;
          const required = Boolean(builtIn) || variable.required;
          if (variable.type === 'CHECKBOX') {
            return (
              <Checkbox
                key={key}
                label={label}
                checked={values[key] === true}
                onCheckedChange={(checked) => setValue(key, checked)}
              />
            );
          }
          if (variable.type === 'DROPDOWN' && variable.valueList) {
            return (
              <Select
                key={key}
                label={required ? <RequiredLabel text={label} /> : label}
                value={String(values[key] ?? '')}
                options={variable.valueList.map((item) => ({ value: String(item), label: String(item) }))}
                error={message(key)}
                onValueChange={(value) => setValue(key, value)}
              />
            );
          }
          return (
            <TextInput
              key={key}
              label={label}
              required={required}
              autoComplete="off"
              description={variable.description ?? undefined}
              value={String(values[key] ?? '')}
              error={message(key)}
              touched
              onValueChange={(value) => setValue(key, value)}
            />
          );
        })}
      </DialogForm>
    </ActionDialog>
  );
}
