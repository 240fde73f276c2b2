import type { OperatingSystem, ValidationIssue } from '@console/core';
import { useCan, useMessage } from '@console/core/react';
import { Button } from '@console/ui';
import { useEffect, useMemo } from 'react';
import { useCategories, useRunAsOptions } from '../api';
import type { ScriptChoice } from '../install-application/install-form';
import { categoryLabel, sortCategories } from '../library/library-model';
import { MultiSelectMenu, SelectField } from './controls';
import * as styles from './controls.css';

/** The categories field: the categories the user may create automations in, id 1 first. */
export function CategoriesField({
  value,
  onValueChange,
  disabled,
}: {
  value: number[];
  onValueChange: (value: number[]) => void;
  disabled?: boolean;
}) {
  const t = useMessage();
  const can = useCan();
  const categories = useCategories();
  const options = useMemo(
    () =>
      sortCategories(categories.data ?? [], t)
        .filter((category) => can.canCreateScripts([category.id]) || value.includes(category.id))
        .map((category) => ({ value: String(category.id), label: categoryLabel(category, t) })),
    [categories.data, t, can, value],
  );
  return (
    <MultiSelectMenu
      label={t('automation.form.categories')}
      options={options}
      value={value.map(String)}
      placeholder={t('automation.form.selectCategories')}
      disabled={disabled}
      onValueChange={(next) => onValueChange(next.map(Number))}
    />
  );
}

/**
 * Run-as for an OS: loads the OS's choices and selects the first when the current one is not among
 * them (001 §4: changing OS reloads run-as credentials and selects the first).
 */
export function RunAsField({
  os,
  value,
  onValueChange,
  error,
  disabled,
}: {
  os: OperatingSystem;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const t = useMessage();
  const query = useRunAsOptions(os);
  const options = useMemo(
    () => (query.data ?? []).map((o) => ({ value: o.value, label: o.label })),
    [query.data],
  );
  useEffect(() => {
    if (!query.data || query.data.length === 0) return;
    if (!query.data.some((option) => option.value === value)) onValueChange(query.data[0]?.value ?? '');
  }, [query.data, value, onValueChange]);
  return (
    <SelectField
      label={t('automation.form.runAs')}
      required
      value={options.some((o) => o.value === value) ? value : ''}
      options={options}
      placeholder={query.isLoading ? t('automation.form.loadingRunAs') : undefined}
      error={error}
      disabled={disabled}
      onValueChange={onValueChange}
    />
  );
}

/** A pre- or post-script: the chosen script with Change and Remove, or Select script. */
export function ScriptField({
  label,
  value,
  onPick,
  onRemove,
  disabled,
}: {
  label: string;
  value: ScriptChoice | null;
  onPick: () => void;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const t = useMessage();
  return (
    <fieldset className={`${styles.field} ${styles.choiceGroup}`} style={{ flexDirection: 'column', gap: 4 }}>
      <legend className={styles.legend}>{label}</legend>
      {value ? (
        <div className={styles.fileRow}>
          <span className={styles.fileName}>{value.scriptName}</span>
          {value.parameters ? <span className={styles.fileMeta}>{value.parameters}</span> : null}
          <Button size="sm" variant="ghost" disabled={disabled} onClick={onPick}>
            {t('automation.form.changeScript')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={disabled}
            onClick={onRemove}
            aria-label={t('automation.form.removeScript', { name: value.scriptName })}
          >
            {t('automation.form.remove')}
          </Button>
        </div>
      ) : (
        <div>
          <Button size="sm" disabled={disabled} onClick={onPick}>
            {t('automation.form.selectScript')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

/** Turns an issue into its text, `undefined` for none. */
export function useIssueText() {
  const t = useMessage();
  return (issue: ValidationIssue | undefined) => (issue ? t(issue.key, issue.params) : undefined);
}
