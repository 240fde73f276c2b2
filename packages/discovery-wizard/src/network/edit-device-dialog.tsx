import { DEVICE_NAME_MAX, type NodeRole } from '@console/core';
import { useMessage } from '@console/core/react';
import { Button, Dialog, Select, TextInput } from '@console/ui';
import { useEffect, useState } from 'react';
import type { ReviewedDevice } from '../logic/review-rules';
import * as styles from './network-discovery-wizard.css';

/** Props of {@link EditDeviceDialog}. */
interface EditDeviceDialogProps {
  /** The devices edited: one opens 'Edit device details', several 'Edit role'. Empty: closed. */
  devices: readonly ReviewedDevice[];
  /** The roles to choose from. */
  roles: readonly NodeRole[];
  /** Closes the dialog. */
  onClose: () => void;
  /** Saves one device's name and role. */
  onSave: (ip: string, edit: { name: string; role: number }) => void;
  /** Saves the role of several devices. */
  onSaveRoles: (ips: string[], role: number) => void;
}

/**
 * Edit device details (000 §2.11): IP address, DNS, Vendor, Model and Firmware read-only, the
 * editable Device name (empty means the IP) and the required Role. For several devices it is
 * 'Edit role', with only the role.
 */
export function EditDeviceDialog({ devices, roles, onClose, onSave, onSaveRoles }: EditDeviceDialogProps) {
  const t = useMessage();
  const single = devices.length === 1 ? devices[0] : undefined;
  const [name, setName] = useState('');
  const [role, setRole] = useState('');
  const [tried, setTried] = useState(false);
  useEffect(() => {
    setName(single && single.name !== single.ip ? single.name : '');
    const roles = new Set(devices.map((device) => device.roleId));
    const shared = roles.size === 1 ? [...roles][0] : null;
    setRole(shared === null || shared === undefined ? '' : String(shared));
    setTried(false);
  }, [devices, single]);
  const save = () => {
    setTried(true);
    if (role === '') return;
    if (single) onSave(single.ip, { name: name.trim(), role: Number(role) });
    else
      onSaveRoles(
        devices.map((device) => device.ip),
        Number(role),
      );
    onClose();
  };
  const readOnly = (label: string, value: string | null | undefined) => (
    <TextInput label={label} value={value ?? ''} readOnly />
  );
  return (
    <Dialog
      open={devices.length > 0}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={single ? t('discovery.network.review.editTitle') : t('discovery.network.review.editRole')}
      footer={
        <div className={styles.footer}>
          <Button onClick={onClose}>{t('discovery.network.cancel')}</Button>
          <Button variant="primary" onClick={save}>
            {t('discovery.network.review.save')}
          </Button>
        </div>
      }
    >
      <form
        className={styles.advanced}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {single ? (
          <>
            {readOnly(t('discovery.network.review.ip'), single.ip)}
            {readOnly(t('discovery.network.review.dns'), single.dnsName)}
            {readOnly(t('discovery.network.review.vendor'), single.vendor)}
            {readOnly(t('discovery.network.review.model'), single.model)}
            {readOnly(t('discovery.network.review.firmware'), single.firmware)}
            <TextInput
              label={t('discovery.network.review.name')}
              placeholder={single.ip}
              maxLength={DEVICE_NAME_MAX}
              value={name}
              onValueChange={setName}
            />
          </>
        ) : null}
        <Select
          label={t('discovery.network.review.role')}
          options={roles.map((item) => ({ value: String(item.id), label: item.name }))}
          value={role}
          onValueChange={setRole}
          error={tried && role === '' ? t('errors.validation.required') : undefined}
        />
      </form>
    </Dialog>
  );
}
