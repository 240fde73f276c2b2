import {
  AGENT_SETTINGS_NUMBERS,
  type ImageManagerAgentSettingsInput,
  validateAgentSettings,
  validateAgentSettingsNumbers,
} from '@console/core';
import { useMessage } from '@console/core/react';
import { Switch, TextInput } from '@console/ui';
import { useState } from 'react';
import { FormDialog } from './form-dialog';
import { NumberField, PasswordPair, useFieldError } from './form-fields';
import * as styles from './image-manager.css';
import { ImageManagerTexts } from './texts';

/** Props of {@link AgentSettingsDialog}. */
export interface AgentSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The saved settings; leave out (or `null`) when none are saved yet. */
  settings?: ImageManagerAgentSettingsInput | null;
  /** Save: called with the settings once their rules pass; return `false` or throw to stay open. */
  onSave: (settings: ImageManagerAgentSettingsInput) => unknown;
}

const NUMBERS = ['processingHour', 'throttlePercent', 'folderConcurrencyLimit'] as const;

/**
 * The image manager agent settings (002 §2.3, §3): daily processing, processing hour, throttle
 * percent, folder processing concurrency limit, and the default folder credentials (domain,
 * computer or NAS name, user name, password with confirmation; a stored password arrives masked).
 * @example <AgentSettingsDialog open settings={plans.agentSettings} onOpenChange={setOpen} onSave={save} />
 */
export function AgentSettingsDialog(props: AgentSettingsDialogProps) {
  return (
    <ImageManagerTexts>
      <AgentSettingsDialogBody {...props} />
    </ImageManagerTexts>
  );
}

function AgentSettingsDialogBody({ open, onOpenChange, settings, onSave }: AgentSettingsDialogProps) {
  const t = useMessage();
  const [draft, setDraft] = useState<ImageManagerAgentSettingsInput>(() => ({
    dailyProcessingEnabled: true,
    processingHour: 1,
    throttlePercent: 100,
    folderConcurrencyLimit: 2,
    domainOrComputerOrNASName: '',
    userName: '',
    password: '',
    passwordConfirm: '',
    ...settings,
  }));
  const [submitted, setSubmitted] = useState(false);
  const issues = [...validateAgentSettings(draft), ...validateAgentSettingsNumbers(draft)];
  const error = useFieldError(issues, submitted);
  const update = (change: Partial<ImageManagerAgentSettingsInput>) =>
    setDraft((current) => ({ ...current, ...change }));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('imageManager.agent.title')}
      valid={issues.length === 0}
      onInvalid={() => setSubmitted(true)}
      onSave={() => onSave(draft)}
    >
      <Switch
        label={t('imageManager.agent.dailyProcessingEnabled')}
        checked={draft.dailyProcessingEnabled ?? true}
        onCheckedChange={(dailyProcessingEnabled) => update({ dailyProcessingEnabled })}
      />
      {NUMBERS.map((name) => (
        <NumberField
          key={name}
          label={t(`imageManager.agent.${name}`)}
          path={name}
          required
          disabled={name === 'processingHour' && draft.dailyProcessingEnabled === false}
          bounds={AGENT_SETTINGS_NUMBERS[name]}
          value={draft[name]}
          onChange={(value) => update({ [name]: value as number })}
          error={error}
        />
      ))}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('imageManager.agent.credentials')}</legend>
        <TextInput
          label={t('imageManager.agent.domainOrComputerOrNASName')}
          value={draft.domainOrComputerOrNASName ?? ''}
          onValueChange={(domainOrComputerOrNASName: string) => update({ domainOrComputerOrNASName })}
        />
        <TextInput
          label={t('imageManager.agent.userName')}
          autoComplete="off"
          value={draft.userName ?? ''}
          onValueChange={(userName: string) => update({ userName })}
          error={error('userName')}
          touched
        />
        <PasswordPair
          labels={[t('imageManager.agent.password'), t('imageManager.agent.passwordConfirm')]}
          paths={['password', 'passwordConfirm']}
          password={draft.password ?? ''}
          confirm={draft.passwordConfirm ?? ''}
          onChange={(password, passwordConfirm) => update({ password, passwordConfirm })}
          error={error}
        />
      </fieldset>
    </FormDialog>
  );
}
