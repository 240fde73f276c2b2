import type { OperatingSystem, UploadType } from '@console/core';
import { useCan, useMessage } from '@console/core/react';
import {
  Banner,
  Button,
  Field,
  FieldControl,
  RadioGroup,
  Select,
  TextArea,
  TextInput,
  VisuallyHidden,
} from '@console/ui';
import { forwardRef, useEffect, useMemo, useState } from 'react';
import { useCategories, useRunAsOptions } from '../api';
import type { ScriptChoice } from '../install-application/install-form';
import { categoryLabel, sortCategories } from '../library/library-model';
import { ParameterList } from '../parameters/parameter-list';
import type { AutomationFormBase } from './automation-form';
import * as styles from './form.css';
import type { AnyAutomationForm, AutomationForm } from './use-automation-form';

/**
 * The name, description and categories of an automation, as every app automation form begins: the
 * name is focused when the form shows and checked when it is left (001 §5).
 */
export function BasicsFields({
  form,
  nameMaxLength,
}: {
  form: AnyAutomationForm;
  /** The name's input limit (the rule's message shows past the rule's own limit). */
  nameMaxLength?: number;
}) {
  const t = useMessage();
  return (
    <>
      <NameField
        ref={form.nameRef}
        value={form.form.name}
        maxLength={nameMaxLength}
        error={form.show('name')}
        onValueChange={form.setName}
        onLeave={() => form.touch('name')}
      />
      <TextArea
        label={t('automation.form.description')}
        rows={3}
        value={form.form.description}
        onValueChange={(description) => form.update({ description })}
      />
      <CategoriesField
        value={form.form.categoriesIds}
        onValueChange={(categoriesIds) => form.update({ categoriesIds })}
      />
    </>
  );
}

/** The operating system, as radio buttons of the systems the automation may target. */
export function OsField<V extends OperatingSystem>({
  systems,
  value,
  onValueChange,
}: {
  systems: readonly V[];
  value: V;
  onValueChange: (os: V) => void;
}) {
  const t = useMessage();
  return (
    <RadioGroup
      label={t('automation.form.os')}
      orientation="horizontal"
      value={value}
      options={systems.map((os) => ({ value: os, label: t(`automation.os.${os}`) }))}
      onValueChange={onValueChange}
    />
  );
}

/** File or URL (001 §4: switching clears the file, the URL and the stored attachment). */
export function UploadTypeField({
  value,
  onValueChange,
}: {
  value: UploadType;
  onValueChange: (uploadType: UploadType) => void;
}) {
  const t = useMessage();
  return (
    <RadioGroup
      label={t('automation.form.uploadType')}
      orientation="horizontal"
      value={value}
      options={(['FILE', 'URL'] as const).map((type) => ({
        value: type,
        label: t(`automation.uploadType.${type}`),
      }))}
      onValueChange={onValueChange}
    />
  );
}

/** The categories field: the categories the user may create automations in, id 1 first. */
export function CategoriesField({
  value,
  onValueChange,
}: {
  value: number[];
  onValueChange: (value: number[]) => void;
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
    <Select
      multiple
      label={t('automation.form.categories')}
      options={options}
      value={value.map(String)}
      placeholder={t('automation.form.selectCategories')}
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
}: {
  os: OperatingSystem;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
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
    <Select
      label={<RequiredLabel text={t('automation.form.runAs')} />}
      value={options.some((o) => o.value === value) ? value : ''}
      options={options}
      placeholder={query.isLoading ? t('automation.form.loadingRunAs') : undefined}
      error={error}
      onValueChange={onValueChange}
    />
  );
}

/** The run-as of an app automation form, with its rule's message. */
export function FormRunAsField({ form }: { form: AnyAutomationForm }) {
  return (
    <RunAsField
      os={form.form.os}
      value={form.form.runAs}
      error={form.show('runAs')}
      onValueChange={form.setRunAs}
    />
  );
}

/** The preset parameters of an app automation form (install, run), with the list's rule's message. */
export function FormParametersField({
  form,
}: {
  form: Omit<AutomationForm<AutomationFormBase & { scriptParameters: string[] }, string>, 'setForm'>;
}) {
  return (
    <ParameterList
      value={form.form.scriptParameters}
      error={form.show('scriptParameters')}
      onValueChange={(scriptParameters) => form.update({ scriptParameters })}
    />
  );
}

/**
 * A label with the required mark, for the kit's Select (which has no `required`): the asterisk is
 * decorative, the hidden 'Required' is announced, as the kit's Field does it.
 */
export function RequiredLabel({ text }: { text: string }) {
  const t = useMessage();
  return (
    <>
      {text}
      <span aria-hidden="true" className={styles.asterisk}>
        *
      </span>
      <VisuallyHidden>{t('ui.required')}</VisuallyHidden>
    </>
  );
}

/** A pre- or post-script: the chosen script with Change and Remove, or Select script. */
export function ScriptField({
  label,
  value,
  onPick,
  onRemove,
}: {
  label: string;
  value: ScriptChoice | null;
  onPick: () => void;
  onRemove: () => void;
}) {
  const t = useMessage();
  return (
    <Field label={label} controlKind="group">
      <FieldControl>
        {(field) =>
          value ? (
            <fieldset className={styles.itemGroup} aria-labelledby={field.labelId}>
              <span className={styles.itemText}>{value.scriptName}</span>
              {value.parameters ? (
                <span className={`${styles.itemMeta} ${styles.code}`}>{value.parameters}</span>
              ) : null}
              <Button size="sm" variant="ghost" onClick={onPick}>
                {t('automation.form.changeScript')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={onRemove}
                aria-label={t('automation.form.removeScript', { name: value.scriptName })}
              >
                {t('automation.form.remove')}
              </Button>
            </fieldset>
          ) : (
            <div>
              <Button size="sm" onClick={onPick} aria-describedby={field.labelId}>
                {t('automation.form.selectScript')}
              </Button>
            </div>
          )
        }
      </FieldControl>
    </Field>
  );
}

/** The icon's picture: 'Loading image...' until it loads, 'Error loading attachment' if it cannot. */
export function IconPreview({ src }: { src: string }) {
  const t = useMessage();
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  return (
    <div className={styles.iconPreview} data-state={state}>
      {state === 'loading' ? <span>{t('automation.loadingImage')}</span> : null}
      {state === 'error' ? (
        <span className={styles.iconError}>{t('automation.errorLoadingAttachment')}</span>
      ) : null}
      <img
        className={styles.iconImage}
        src={src}
        alt=""
        hidden={state !== 'ready'}
        onLoad={() => setState('ready')}
        onError={() => setState('error')}
      />
    </div>
  );
}

/**
 * Cancel and Save of an app automation modal; while the save flow runs, Save is disabled and reads
 * 'Processing... This may take a minute' (001 §4).
 */
export function SaveFooter({
  busy,
  disabled = false,
  onCancel,
  onSave,
}: {
  busy: boolean;
  /** Save cannot start yet (the edited automation is loading). @default false */
  disabled?: boolean;
  onCancel: () => void;
  onSave: () => void;
}) {
  const t = useMessage();
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        {t('automation.form.cancel')}
      </Button>
      <Button variant="primary" disabled={busy || disabled} onClick={onSave}>
        {busy ? t('automation.form.processing') : t('automation.form.save')}
      </Button>
    </>
  );
}

/** A failed save's message over the form, dismissible. */
export function SaveError({ error, onDismiss }: { error: string | null; onDismiss: () => void }) {
  return error ? (
    <Banner tone="danger" dismissible open onOpenChange={onDismiss}>
      {error}
    </Banner>
  ) : null;
}

/**
 * The automation's name, focused when the modal opens. Leaving it marks it touched (its rules then
 * show, 001 §5 checks the name on blur), except while it is still empty: an untouched empty name
 * waits for Save, so leaving it does not shift the form under the pointer.
 */
export const NameField = forwardRef<
  HTMLInputElement,
  {
    value: string;
    error: string | undefined;
    onValueChange: (name: string) => void;
    /** The field was left with a name in it. */
    onLeave?: () => void;
    maxLength?: number;
  }
>(function NameField({ value, error, onValueChange, onLeave, maxLength }, ref) {
  const t = useMessage();
  return (
    <TextInput
      ref={ref}
      label={t('automation.form.name')}
      required
      data-autofocus
      autoComplete="off"
      value={value}
      maxLength={maxLength}
      error={error}
      touched
      onValueChange={onValueChange}
      onBlur={() => {
        if (value !== '') onLeave?.();
      }}
    />
  );
});
