import {
  type CloudMonitorType,
  CONDITION_PRIORITIES,
  CONDITION_SEVERITIES,
  CONTAINS_OPTIONS,
  DNS_RECORD_TYPES,
  EXPIRY_DAYS_MAX,
  EXPIRY_DAYS_MIN,
  type MonitorConditionInput,
  type MonitorConditionType,
  type MonitorFieldIssue,
  NOTIFICATION_ACTIONS,
  PORT_STATES,
  RESET_INTERVALS,
  RUN_COUNT_MAX,
  RUN_COUNT_MIN,
  routes,
  TICKETING_ACTIONS,
} from '@console/core';
import { useConsoleQuery, useMessage } from '@console/core/react';
import { Button, Dialog, NumberInput, Select, TextInput } from '@console/ui';
import { useState } from 'react';
import * as styles from './cloud-monitor-wizard.css';
import { conditionIssues, conditionTypesFor, newCondition, parameterFields } from './condition-rules';
import { formatSeconds } from './format';
import { NotificationChannelField } from './notification-channel-field';
import { fieldError } from './page-props';

/** Props of {@link ConditionDialog}. */
export interface ConditionDialogProps {
  /** The condition edited, or `null` for a new one. */
  condition: MonitorConditionInput | null;
  monitorType: CloudMonitorType;
  onApply: (condition: MonitorConditionInput) => void;
  onCancel: () => void;
}

const NUMBER_BOUNDS: Record<string, [number, number]> = {
  runCount: [RUN_COUNT_MIN, RUN_COUNT_MAX],
  thresholdPercent: [1, 100],
  ttlThreshold: [1, 255],
  roundTripThreshold: [1, 300_000],
  period: [1, 300_000],
  port: [1, 65535],
  code: [100, 599],
  daysUntilWhoisExpiration: [EXPIRY_DAYS_MIN, EXPIRY_DAYS_MAX],
  daysUntilSSLCertificateExpiration: [EXPIRY_DAYS_MIN, EXPIRY_DAYS_MAX],
};
const CHOICES: Record<string, readonly string[]> = {
  portState: PORT_STATES,
  dnsRecordType: DNS_RECORD_TYPES,
  containsOption: CONTAINS_OPTIONS,
};

function ParameterField({
  name,
  value,
  onChange,
  error,
}: {
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  error: string | undefined;
}) {
  const t = useMessage();
  const label = t(`monitorWizards.condition.${name}` as never);
  const choices = CHOICES[name];
  if (choices) {
    const optionLabel = (option: string) =>
      name === 'portState'
        ? t(`monitorWizards.portState.${option}` as never)
        : name === 'containsOption'
          ? t(`monitorWizards.contains.${option}` as never)
          : option;
    return (
      <Select
        label={label}
        options={choices.map((option) => ({ value: option, label: optionLabel(option) }))}
        value={String(value)}
        onValueChange={onChange}
      />
    );
  }
  if (name === 'keyword')
    return (
      <TextInput
        label={label}
        required
        value={String(value ?? '')}
        onValueChange={onChange}
        error={error}
        touched
      />
    );
  const [min, max] = NUMBER_BOUNDS[name] ?? [0, 2_147_483_647];
  return (
    <NumberInput
      label={label}
      required
      min={min}
      max={max}
      step={1}
      value={typeof value === 'number' ? value : null}
      onValueChange={(number) => onChange(number ?? Number.NaN)}
      error={error}
      touched
    />
  );
}

function SettingsDialog({
  condition,
  onApply,
  onCancel,
}: {
  condition: MonitorConditionInput;
  onApply: (condition: MonitorConditionInput) => void;
  onCancel: () => void;
}) {
  const t = useMessage();
  const [draft, setDraft] = useState(condition);
  const [tried, setTried] = useState(false);
  const ticketing = (draft.ticketingAction ?? 'NONE') !== 'NONE';
  const templates = useConsoleQuery(routes.ticketTemplate.list, {}, { enabled: ticketing });
  const missingTemplate = ticketing && !draft.ticketTemplateId;
  const set = (change: Partial<MonitorConditionInput>) =>
    setDraft((current) => ({ ...current, ...change }) as MonitorConditionInput);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t('monitorWizards.condition.settingsTitle')}
      footer={
        <>
          <Button onClick={onCancel}>{t('monitorWizards.condition.cancel')}</Button>
          <Button
            variant="primary"
            onClick={() => {
              setTried(true);
              if (!missingTemplate) onApply(draft);
            }}
          >
            {t('monitorWizards.condition.apply')}
          </Button>
        </>
      }
    >
      <div className={styles.page}>
        <Select
          label={t('monitorWizards.condition.reset')}
          options={RESET_INTERVALS.map((value) => ({
            value: String(value),
            label: value === 0 ? t('monitorWizards.reset.immediately') : formatSeconds(value, t),
          }))}
          value={String(draft.resetThreshold ?? 0)}
          onValueChange={(value) => set({ resetThreshold: Number(value) })}
        />
        <Select
          label={t('monitorWizards.condition.severity')}
          options={CONDITION_SEVERITIES.map((value) => ({
            value,
            label: t(`cloudMonitors.severity.${value}`),
          }))}
          value={draft.severity ?? 'NONE'}
          onValueChange={(value) => set({ severity: value as MonitorConditionInput['severity'] })}
        />
        <Select
          label={t('monitorWizards.condition.priority')}
          options={CONDITION_PRIORITIES.map((value) => ({
            value,
            label: t(`cloudMonitors.priority.${value}`),
          }))}
          value={draft.priority ?? 'NONE'}
          onValueChange={(value) => set({ priority: value as MonitorConditionInput['priority'] })}
        />
        <Select
          label={t('monitorWizards.condition.notificationAction')}
          options={NOTIFICATION_ACTIONS.map((value) => ({
            value,
            label: t(`monitorWizards.notification.${value}`),
          }))}
          value={draft.notificationAction ?? 'NONE'}
          onValueChange={(value) =>
            set({ notificationAction: value as MonitorConditionInput['notificationAction'] })
          }
        />
        {(draft.notificationAction ?? 'NONE') !== 'NONE' ? (
          <NotificationChannelField
            value={draft.notificationChannels ?? []}
            onValueChange={(notificationChannels) => set({ notificationChannels })}
          />
        ) : null}
        <Select
          label={t('monitorWizards.condition.ticketingAction')}
          options={TICKETING_ACTIONS.map((value) => ({
            value,
            label: t(`monitorWizards.ticketing.${value}`),
          }))}
          value={draft.ticketingAction ?? 'NONE'}
          onValueChange={(value) =>
            set(
              value === 'NONE'
                ? { ticketingAction: 'NONE', ticketTemplateId: null }
                : { ticketingAction: value as MonitorConditionInput['ticketingAction'] },
            )
          }
        />
        {ticketing ? (
          <Select
            label={t('monitorWizards.condition.ticketTemplate')}
            options={(templates.data ?? []).map((template) => ({
              value: String(template.id),
              label: template.name,
            }))}
            value={draft.ticketTemplateId ? String(draft.ticketTemplateId) : undefined}
            onValueChange={(value) => set({ ticketTemplateId: Number(value) })}
            error={tried && missingTemplate ? t('cloudMonitors.validation.ticketTemplate') : undefined}
          />
        ) : null}
      </div>
    </Dialog>
  );
}

/**
 * The condition modal (002 §2.3, §3): the condition type (only those of the monitor type), its
 * name and parameters, and a nested condition-settings modal (reset, severity, priority,
 * notification with its channels when it sends, ticketing; the ticket template only when ticketing
 * is not NONE).
 */
export function ConditionDialog({ condition, monitorType, onApply, onCancel }: ConditionDialogProps) {
  const t = useMessage();
  const types = conditionTypesFor(monitorType);
  const [draft, setDraft] = useState<MonitorConditionInput>(
    () => condition ?? newCondition(types[0] as MonitorConditionType),
  );
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [issues, setIssues] = useState<MonitorFieldIssue[]>([]);
  const parameters = draft.parameters as Record<string, unknown>;
  const error = (path: string) => fieldError(issues, path, t);
  const apply = () => {
    const found = conditionIssues(draft, monitorType);
    setIssues(found);
    if (found.length === 0) onApply(draft);
  };
  return (
    <>
      <Dialog
        open={!settingsOpen}
        onOpenChange={(open) => {
          if (!open) onCancel();
        }}
        title={t(condition ? 'monitorWizards.condition.editTitle' : 'monitorWizards.condition.newTitle')}
        footer={
          <>
            <Button onClick={onCancel}>{t('monitorWizards.condition.cancel')}</Button>
            <Button variant="primary" onClick={apply}>
              {t('monitorWizards.condition.apply')}
            </Button>
          </>
        }
      >
        <div className={styles.page}>
          <Select
            label={t('monitorWizards.condition.type')}
            options={types.map((value) => ({ value, label: t(`cloudMonitors.condition.${value}`) }))}
            value={draft.type}
            disabled={condition !== null}
            onValueChange={(value) => {
              const fresh = newCondition(value as MonitorConditionType);
              setDraft({ ...draft, type: fresh.type, parameters: fresh.parameters } as MonitorConditionInput);
              setIssues([]);
            }}
          />
          <TextInput
            label={t('monitorWizards.condition.name')}
            value={draft.conditionName ?? ''}
            onValueChange={(conditionName) => setDraft({ ...draft, conditionName })}
            error={error('conditionName')}
            touched
          />
          {parameterFields(draft.type).map((name) => (
            <ParameterField
              key={`${draft.type}-${name}`}
              name={name}
              value={parameters[name]}
              onChange={(value) =>
                setDraft({ ...draft, parameters: { ...parameters, [name]: value } } as MonitorConditionInput)
              }
              error={error(`parameters.${name}`)}
            />
          ))}
          <div>
            <Button onClick={() => setSettingsOpen(true)}>{t('monitorWizards.condition.settings')}</Button>
          </div>
          {error('ticketTemplateId') ? <p role="alert">{error('ticketTemplateId')}</p> : null}
        </div>
      </Dialog>
      {settingsOpen ? (
        <SettingsDialog
          condition={draft}
          onCancel={() => setSettingsOpen(false)}
          onApply={(next) => {
            setDraft(next);
            setSettingsOpen(false);
          }}
        />
      ) : null}
    </>
  );
}
