import type { AppliedAutomation, Automation, OperatingSystem } from '@console/core';
import { useMessage } from '@console/core/react';
import { ScriptPicker as KitScriptPicker } from '@console/widget-kit';
import { useState } from 'react';
import { type AutomationListItem, randomRowId, useAutomationRecord, useAutomations } from '../api';
import { ApplyParametersDialog } from '../apply-parameters/apply-parameters-dialog';

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
 * The pre- and post-script chooser (001 §2.7): the widget kit's script picker over the library's
 * cached list, then the apply-parameters dialog; a file transfer is applied at once with run-as
 * system and an empty parameter (001 §9).
 * @example <ScriptPicker open={open} onOpenChange={setOpen} os="Windows" onPick={(row) => setPreScript(row)} />
 */
export function ScriptPicker({ open, onOpenChange, onPick, os, title }: ScriptPickerProps) {
  const t = useMessage();
  const automations = useAutomations();
  const [chosen, setChosen] = useState<AutomationListItem | null>(null);
  // The parameter dialog needs the script's variables and presets: the whole automation.
  const record = useAutomationRecord(chosen?.id);
  const whole = record.data?.script;

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
      <KitScriptPicker
        open={open && !whole}
        onOpenChange={onOpenChange}
        onChoose={pick}
        os={os}
        title={title ?? t('automation.picker.title')}
        items={automations.data ?? []}
        loading={automations.isLoading}
        busy={chosen !== null && record.isLoading}
        error={record.isError ? t('automation.library.errorFetching') : undefined}
      />
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
