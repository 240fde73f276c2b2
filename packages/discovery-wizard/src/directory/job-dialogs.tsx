import { useMessage } from '@console/core/react';
import {
  DISCOVERED_DEVICE_STATUSES,
  type DiscoveredDeviceStatus,
  statusNeedsLocation,
  validateStatusAndLocation,
} from '@console/core/validation';
import { Button, Dialog, Select, TextInput } from '@console/ui';
import { LocationPicker } from '@console/widget-kit';
import { useState } from 'react';
import * as styles from './directory-discovery-wizard.css';

/** Props of {@link SetStatusDialog}. */
export interface SetStatusDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clientId: number;
  /** Called with the status and location chosen (location `null` for NEW and REJECTED). */
  onApply: (status: DiscoveredDeviceStatus, location: number | null) => void;
}

/**
 * Set status and location (002 §4.2, §5.3): status required; location required unless the status
 * is NEW, REJECTED or empty.
 */
export function SetStatusDialog({ open, onOpenChange, clientId, onApply }: SetStatusDialogProps) {
  const t = useMessage();
  const [status, setStatus] = useState<DiscoveredDeviceStatus | null>(null);
  const [location, setLocation] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const issue = validateStatusAndLocation(status, location);
  const shown = submitted ? issue : undefined;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('directoryDiscovery.wizard.setStatus')}
      size="sm"
      footer={
        <div className={styles.footer}>
          <Button onClick={() => onOpenChange(false)}>{t('directoryDiscovery.wizard.cancel')}</Button>
          <Button
            variant="primary"
            onClick={() => {
              setSubmitted(true);
              if (!issue && status) onApply(status, statusNeedsLocation(status) ? location : null);
            }}
          >
            {t('directoryDiscovery.wizard.ok')}
          </Button>
        </div>
      }
    >
      <div className={styles.form}>
        <Select
          label={t('directoryDiscovery.wizard.status')}
          placeholder={t('directoryDiscovery.wizard.status')}
          options={DISCOVERED_DEVICE_STATUSES.map((value) => ({
            value,
            label: t(`directoryDiscovery.status.${value}`),
          }))}
          value={status ?? ''}
          onValueChange={(value) => setStatus(value as DiscoveredDeviceStatus)}
          error={shown?.field === 'status' ? t(shown.key) : undefined}
        />
        <LocationPicker
          organizationId={clientId}
          label={t('directoryDiscovery.wizard.location')}
          required={statusNeedsLocation(status)}
          disabled={!statusNeedsLocation(status)}
          value={location}
          onValueChange={(id) => setLocation(id)}
          error={shown?.field === 'location' ? t(shown.key) : undefined}
        />
      </div>
    </Dialog>
  );
}

/** Props of {@link NameJobDialog}. */
export interface NameJobDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Required for a scheduled job; optional for an ad hoc one (002 §4.2). */
  required: boolean;
  defaultName?: string;
  saving?: boolean;
  /** Called with the name (empty: none). */
  onSave: (name: string) => void;
}

/** Name discovery job (002 §2.3, §4.2, §5.3: job name required for scheduled jobs). */
export function NameJobDialog({
  open,
  onOpenChange,
  required,
  defaultName = '',
  saving,
  onSave,
}: NameJobDialogProps) {
  const t = useMessage();
  const [name, setName] = useState(defaultName);
  const [submitted, setSubmitted] = useState(false);
  const missing = required && name.trim() === '';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('directoryDiscovery.wizard.nameJob')}
      size="sm"
      busy={saving}
      footer={
        <div className={styles.footer}>
          <Button onClick={() => onOpenChange(false)}>{t('directoryDiscovery.wizard.cancel')}</Button>
          <Button
            variant="primary"
            loading={saving}
            onClick={() => {
              setSubmitted(true);
              if (!missing) onSave(name.trim());
            }}
          >
            {t('directoryDiscovery.wizard.save')}
          </Button>
        </div>
      }
    >
      <TextInput
        label={t('directoryDiscovery.wizard.jobName')}
        required={required}
        maxLength={200}
        value={name}
        onValueChange={setName}
        error={submitted && missing ? t('errors.validation.required') : null}
        touched={submitted}
      />
    </Dialog>
  );
}
