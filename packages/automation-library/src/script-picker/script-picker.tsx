import type { AppliedAutomation, Automation, OperatingSystem } from '@console/core';
import { useMessage } from '@console/core/react';
import { Banner, Button, Dialog, Spinner, TextInput } from '@console/ui';
import { useMemo, useState } from 'react';
import { type AutomationListItem, randomRowId, useAutomationRecord, useAutomations } from '../api';
import { ApplyParametersDialog } from '../apply-parameters/apply-parameters-dialog';
import * as styles from './script-picker.css';

/** Languages the picker never lists (001 §2.7: install and run automations are hidden). */
export const PICKER_HIDDEN_LANGUAGES: readonly string[] = ['binary_install', 'binary_run'];

/** Props of {@link ScriptPicker}. */
export interface ScriptPickerProps {
  /** Whether the picker shows. */
  open: boolean;
  /** Called with `false` to close. */
  onOpenChange: (open: boolean) => void;
  /**
   * Called with the chosen automation applied with its parameters (with the whole automation when
   * the parameter dialog read it, the list item for a file transfer).
   */
  onPick: (applied: AppliedAutomation, automation: Automation | AutomationListItem) => void;
  /** Only automations for this OS. */
  os?: OperatingSystem;
  /** The title. @default 'Select script' */
  title?: string;
}

/**
 * The script picker of pre- and post-scripts (001 §2.7): searchable list of automations without
 * install and run automations. Choosing one opens the apply-parameters dialog; a file transfer is
 * applied at once with run-as system and an empty parameter (001 §9).
 * @example <ScriptPicker open={open} onOpenChange={setOpen} os="Windows" onPick={(row) => setPreScript(row)} />
 */
export function ScriptPicker({ open, onOpenChange, onPick, os, title }: ScriptPickerProps) {
  const t = useMessage();
  const automations = useAutomations();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<AutomationListItem | null>(null);
  // The parameter dialog needs the script's variables and presets: the whole automation.
  const record = useAutomationRecord(chosen?.id);
  const whole = record.data?.script;
  const list = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    return (automations.data ?? []).filter(
      (automation) =>
        !PICKER_HIDDEN_LANGUAGES.includes(automation.language) &&
        (!os || automation.operatingSystems.includes(os)) &&
        (needle === '' || automation.name.toLocaleLowerCase().includes(needle)),
    );
  }, [automations.data, search, os]);

  const pick = (automation: AutomationListItem) => {
    if (automation.language === 'file_transfer') {
      onPick(
        {
          id: randomRowId(),
          scriptId: automation.id,
          scriptName: automation.name,
          parameters: { runAs: 'system', scriptParam: '' },
          scriptVariables: [],
        },
        automation,
      );
      onOpenChange(false);
      return;
    }
    setChosen(automation);
  };

  return (
    <>
      <Dialog
        open={open && !whole}
        onOpenChange={onOpenChange}
        title={title ?? t('automation.picker.title')}
        size="md"
        bodyHeight={420}
        footer={
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('automation.form.cancel')}
          </Button>
        }
      >
        <TextInput
          type="search"
          label={t('ui.search')}
          hideLabel
          data-autofocus
          className={styles.search}
          value={search}
          placeholder={t('ui.search')}
          autoComplete="off"
          onValueChange={setSearch}
        />
        {record.isError ? <Banner tone="danger">{t('automation.library.errorFetching')}</Banner> : null}
        {automations.isLoading || (chosen !== null && record.isLoading) ? (
          <Spinner showLabel />
        ) : list.length === 0 ? (
          <p className={styles.empty}>{t('automation.picker.empty')}</p>
        ) : (
          <ul className={styles.list} aria-label={t('automation.picker.tableLabel')}>
            {list.map((automation) => (
              <li key={automation.id}>
                <button type="button" className={styles.item} onClick={() => pick(automation)}>
                  <span className={styles.name}>{automation.name}</span>
                  <span className={styles.meta}>
                    {t(`automation.language.${automation.language}`)} ·{' '}
                    {automation.operatingSystems.join(', ')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
      {chosen && whole ? (
        <ApplyParametersDialog
          open
          automation={whole}
          os={os}
          onOpenChange={(next) => {
            if (!next) setChosen(null);
          }}
          onSubmit={(applied) => {
            onPick(applied, whole);
            setChosen(null);
            onOpenChange(false);
          }}
        />
      ) : null}
    </>
  );
}
