import {
  CLOUD_MONITOR_TYPES,
  type CloudMonitorType,
  HTTP_AUTHENTICATION_TYPES,
  HTTP_METHODS,
  MAX_MONITOR_PORTS,
  MONITOR_FREQUENCIES,
  MONITOR_TIMEOUTS,
} from '@console/core';
import { useMessage } from '@console/core/react';
import { Checkbox, Select, Switch, TagInput, TextInput } from '@console/ui';
import { LocationPicker, OrganizationPicker } from '@console/widget-kit';
import * as styles from './cloud-monitor-wizard.css';
import { formatSeconds } from './format';
import { changeMonitorType, type MonitorDraft } from './monitor-draft';
import { fieldError, type MonitorPageProps } from './page-props';

/**
 * Setup (002 §2.3, §3, §4.7): organization, location and type (changeable only when new; a new
 * organization reloads the locations, a new type resets the time-out), name, frequency, time-out,
 * the host or the HTTP fields.
 */
export default function SetupPage({ draft, update, replace, issues, isNew }: MonitorPageProps) {
  const t = useMessage();
  const error = (path: string) => fieldError(issues, path, t);
  const type = draft.monitorType;
  return (
    <div className={styles.page}>
      <Switch
        label={t('monitorWizards.field.enabled')}
        checked={draft.enabled}
        onCheckedChange={(enabled) => update({ enabled })}
      />
      <OrganizationPicker
        label={t('monitorWizards.field.organization')}
        value={draft.clientId}
        onValueChange={(clientId) => update({ clientId, locationId: null })}
        disabled={!isNew}
        error={error('clientId')}
      />
      <LocationPicker
        label={t('monitorWizards.field.location')}
        organizationId={draft.clientId}
        value={draft.locationId}
        onValueChange={(locationId) => update({ locationId })}
        disabled={!isNew}
        required
        error={error('locationId')}
      />
      <Select
        label={t('monitorWizards.field.type')}
        options={CLOUD_MONITOR_TYPES.map((value) => ({ value, label: t(`cloudMonitors.type.${value}`) }))}
        value={type}
        onValueChange={(value) => replace(changeMonitorType(draft, value as CloudMonitorType))}
        disabled={!isNew}
      />
      <TextInput
        label={t('monitorWizards.field.name')}
        required
        value={draft.systemName}
        onValueChange={(systemName) => update({ systemName })}
        error={error('systemName')}
        touched
      />
      <Select
        label={t('monitorWizards.field.frequency')}
        options={MONITOR_FREQUENCIES.map((value) => ({
          value: String(value),
          label: formatSeconds(value, t),
        }))}
        value={String(draft.frequency)}
        onValueChange={(value) => update({ frequency: Number(value) })}
        error={error('frequency')}
      />
      <Select
        label={t('monitorWizards.field.timeout')}
        options={MONITOR_TIMEOUTS[type].map((value) => ({
          value: String(value),
          label: formatSeconds(value, t),
        }))}
        value={String(draft.timeout)}
        onValueChange={(value) => update({ timeout: Number(value) })}
        error={error('timeout')}
      />
      {type === 'PING' || type === 'DNS' || type === 'PORT_SCAN' ? (
        <TextInput
          label={t('monitorWizards.field.hostname')}
          required
          value={draft.hostname}
          onValueChange={(hostname) => update({ hostname })}
          error={error('hostname')}
          touched
        />
      ) : null}
      {type === 'PORT_SCAN' ? (
        <TagInput
          label={t('monitorWizards.field.ports')}
          required
          restriction="port"
          counter
          max={MAX_MONITOR_PORTS}
          value={draft.ports.map(String)}
          onValueChange={(tags) => update({ ports: tags.map(Number) })}
          error={error('ports')}
          touched
        />
      ) : null}
      {type === 'HTTP' ? <HttpFields draft={draft} update={update} error={error} /> : null}
    </div>
  );
}

function HttpFields({
  draft,
  update,
  error,
}: {
  draft: MonitorDraft;
  update: (change: Partial<MonitorDraft>) => void;
  error: (path: string) => string | undefined;
}) {
  const t = useMessage();
  return (
    <>
      <TextInput
        label={t('monitorWizards.field.url')}
        required
        type="url"
        value={draft.url}
        onValueChange={(url) => update({ url })}
        error={error('url')}
        touched
      />
      <Checkbox
        label={t('monitorWizards.field.saveCertificateInformation')}
        checked={draft.saveCertificateInformation}
        onCheckedChange={(saveCertificateInformation) => update({ saveCertificateInformation })}
      />
      <Select
        label={t('monitorWizards.field.method')}
        options={HTTP_METHODS.map((value) => ({ value, label: value }))}
        value={draft.methodType}
        onValueChange={(value) => {
          const methodType = value as MonitorDraft['methodType'];
          update(methodType === 'HEAD' ? { methodType, saveResponseBody: false } : { methodType });
        }}
      />
      <Select
        label={t('monitorWizards.field.authentication')}
        options={HTTP_AUTHENTICATION_TYPES.map((value) => ({
          value,
          label: t(`monitorWizards.auth.${value}`),
        }))}
        value={draft.authenticationType}
        onValueChange={(value) => update({ authenticationType: value as MonitorDraft['authenticationType'] })}
      />
      {draft.authenticationType === 'BASIC' ? (
        <>
          <TextInput
            label={t('monitorWizards.field.username')}
            required
            autoComplete="off"
            value={draft.authenticationUsername}
            onValueChange={(authenticationUsername) => update({ authenticationUsername })}
            error={error('authenticationUsername')}
            touched
          />
          <TextInput
            label={t('monitorWizards.field.password')}
            required={!draft.secretsSet.includes('authenticationPassword')}
            type="password"
            autoComplete="new-password"
            placeholder={
              draft.authenticationPassword === null ? t('monitorWizards.confirm.storedPassword') : undefined
            }
            value={draft.authenticationPassword ?? ''}
            onValueChange={(authenticationPassword) => update({ authenticationPassword })}
            error={error('authenticationPassword')}
            touched
          />
        </>
      ) : null}
      {draft.methodType !== 'HEAD' ? (
        <Checkbox
          label={t('monitorWizards.field.saveResponseBody')}
          checked={draft.saveResponseBody}
          onCheckedChange={(saveResponseBody) => update({ saveResponseBody })}
        />
      ) : null}
    </>
  );
}
