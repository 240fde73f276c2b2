import { installerNodeClasses } from '@console/core';
import { useMessage } from '@console/core/react';
import { Banner, Button, Dialog, RadioGroup, Select } from '@console/ui';
import { DeviceRolePicker, LocationPicker, OrganizationPicker } from '@console/widget-kit';
import { useState } from 'react';
import * as styles from '../internal/dialog.css';
import { COMPUTER_PLATFORMS, type ComputerPlatform } from '../logic/add-menu-rules';
import {
  COMPUTER_ARCHITECTURES,
  type ComputerDistribution,
  initialComputerForm,
} from '../logic/computer-options';
import { InstallerResultDialog } from './installer-result-dialog';
import { MdmProfileEmailDialog } from './lazy-profile-email';
import { type AddComputerFlow, useAddComputer } from './use-add-computer';

/** Props of {@link AddComputerDialog}. */
export interface AddComputerDialogProps {
  /** Whether the dialog shows. */
  open: boolean;
  /** Called with `false` when the dialog closes. */
  onOpenChange: (open: boolean) => void;
  /**
   * The installer type chosen in the Computer submenu (changeable in the dialog).
   * @default 'WINDOWS'
   */
  platform?: ComputerPlatform;
}

/**
 * The Add a computer dialog (000 §2.8, §4.2, §5.1): organization, location, installer type, node
 * role (Auto), the distribution (Windows MSI; Mac DMG or PKG, and the MDM enrollment profile with
 * the Mac MDM flag and a push certificate; Linux DEB or RPM for x86_64, ARM64 or ARMV7A), then
 * Generate installer: the success dialog with the link and size, the token modal with
 * `agent_tokenization`, or 'Error generating installer. Please try again.'. The MDM profile's
 * success dialog offers Send by email (the profile email, loaded on demand).
 * @example <AddComputerDialog open={open} onOpenChange={setOpen} platform="LINUX" />
 */
export function AddComputerDialog({ platform = 'WINDOWS', ...props }: AddComputerDialogProps) {
  // A new flow (form, result) each time the dialog opens.
  return props.open ? <AddComputerFlowDialog key={platform} platform={platform} {...props} /> : null;
}

function AddComputerFlowDialog({
  open,
  onOpenChange,
  platform,
}: AddComputerDialogProps & { platform: ComputerPlatform }) {
  const t = useMessage();
  const flow = useAddComputer({ platform });
  const [emailOpen, setEmailOpen] = useState(false);
  const { form } = flow;
  const { organizationId, locationId, pushCertificateId } = form;
  const profileTarget =
    flow.result.kind === 'profile' &&
    organizationId !== null &&
    locationId !== null &&
    pushCertificateId !== null
      ? { clientId: organizationId, locationId, nodeRole: form.nodeRoleId, pushCertificateId }
      : null;
  return (
    <>
      <Dialog
        open={open && flow.result.kind === 'none'}
        onOpenChange={onOpenChange}
        title={t('addMenu.computer.title')}
        busy={flow.generating}
        footer={
          <div className={styles.footer}>
            <Button onClick={() => onOpenChange(false)} disabled={flow.generating}>
              {t('ui.cancel')}
            </Button>
            <Button
              variant="primary"
              disabled={!flow.canGenerate}
              accessibleWhenDisabled
              loading={flow.generating}
              onClick={() => void flow.generate()}
            >
              {t('addMenu.computer.generate')}
            </Button>
          </div>
        }
      >
        <ComputerFields flow={flow} />
      </Dialog>
      <InstallerResultDialog
        result={flow.result}
        downloaded={flow.downloaded}
        onDownload={flow.markDownloaded}
        onClose={() => {
          flow.closeResult();
          onOpenChange(false);
        }}
        onSendProfile={profileTarget ? () => setEmailOpen(true) : undefined}
      />
      {profileTarget && emailOpen ? (
        <MdmProfileEmailDialog open onOpenChange={setEmailOpen} target={profileTarget} />
      ) : null}
    </>
  );
}

function ComputerFields({ flow }: { flow: AddComputerFlow }) {
  const t = useMessage();
  const { form, update } = flow;
  const certificates = flow.pushCertificates.data ?? [];
  const classes = installerNodeClasses(flow.installerType ?? 'MAC_DMG');
  return (
    <div
      className={styles.stack}
      data-state={flow.generating ? 'generating' : flow.error ? 'error' : 'ready'}
    >
      {flow.error ? (
        <Banner tone="danger">
          {flow.error.message}
          {flow.error.detail ? ` ${flow.error.detail}` : ''}
        </Banner>
      ) : null}
      <OrganizationPicker
        label={t('pickers.organization.label')}
        value={form.organizationId}
        onValueChange={(organizationId) => update({ organizationId, locationId: null })}
      />
      <LocationPicker
        label={t('pickers.location.label')}
        organizationId={form.organizationId}
        value={form.locationId}
        onValueChange={(locationId) => update({ locationId })}
        required={form.organizationId !== null}
      />
      <RadioGroup
        label={t('addMenu.computer.installerType')}
        orientation="horizontal"
        options={COMPUTER_PLATFORMS.map((value) => ({ value, label: t(`addMenu.computer.${value}`) }))}
        value={form.platform}
        onValueChange={(platform) => {
          const { distribution, pushCertificateId } = initialComputerForm(platform);
          update({ platform, distribution, pushCertificateId, nodeRoleId: null });
        }}
      />
      <RadioGroup<ComputerDistribution>
        label={t('addMenu.computer.distribution')}
        orientation="horizontal"
        options={flow.distributions.map((value) => ({ value, label: t(`addMenu.computer.${value}`) }))}
        value={form.distribution}
        onValueChange={(distribution) => update({ distribution })}
      />
      {form.platform === 'LINUX' ? (
        <Select
          label={t('addMenu.computer.architecture')}
          options={COMPUTER_ARCHITECTURES.map((value) => ({
            value,
            label: t(`addMenu.computer.arch.${value}`),
          }))}
          value={form.architecture}
          onValueChange={(architecture) => update({ architecture: architecture as ComputerArchitecture })}
        />
      ) : null}
      {form.distribution === 'MAC_MDM' ? (
        <Select
          label={t('addMenu.computer.pushCertificate')}
          placeholder={t('addMenu.computer.pushCertificatePlaceholder')}
          options={certificates.map((certificate) => ({
            value: String(certificate.id),
            label: certificate.name,
            disabled: certificate.expired,
          }))}
          value={form.pushCertificateId === null ? '' : String(form.pushCertificateId)}
          onValueChange={(id) => update({ pushCertificateId: id ? Number(id) : null })}
          description={
            flow.pushCertificates.isSuccess && certificates.length === 0
              ? t('addMenu.computer.noPushCertificates')
              : undefined
          }
        />
      ) : null}
      <DeviceRolePicker
        label={t('pickers.deviceRole.label')}
        allowedClasses={classes}
        value={form.nodeRoleId}
        onValueChange={(nodeRoleId) => update({ nodeRoleId })}
      />
    </div>
  );
}

type ComputerArchitecture = (typeof COMPUTER_ARCHITECTURES)[number];
