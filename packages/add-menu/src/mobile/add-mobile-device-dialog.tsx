import { ANDROID_USAGE_TYPES, type AndroidUsageType, type NodeClass } from '@console/core';
import { useConsole, useMessage } from '@console/core/react';
import { Banner, Button, Dialog, RadioGroup, Select } from '@console/ui';
import { DeviceRolePicker, LocationPicker, OrganizationPicker } from '@console/widget-kit';
import * as dialogStyles from '../internal/dialog.css';
import type { MobilePlatform } from '../logic/add-menu-rules';
import { EnrollmentResultDialog } from './enrollment-result-dialog';
import * as styles from './mobile.css';
import { type AddMobileDeviceFlow, useAddMobileDevice } from './use-add-mobile-device';

/** Props of {@link AddMobileDeviceDialog}. */
export interface AddMobileDeviceDialogProps {
  /** Whether the dialog shows. */
  open: boolean;
  /** Called with `false` when the dialog closes. */
  onOpenChange: (open: boolean) => void;
  /**
   * The platform chosen in the Mobile device submenu (changeable in the dialog when both MDM
   * features are on).
   * @default 'APPLE'
   */
  platform?: MobilePlatform;
}

/** The device classes a role of each platform may have. */
const PLATFORM_CLASSES: Record<MobilePlatform, readonly NodeClass[]> = {
  ANDROID: ['ANDROID'],
  APPLE: ['APPLE_IOS', 'APPLE_IPADOS'],
};

/** The MDM apps' pages (000 §2.5). */
const APP_ROUTES: Record<MobilePlatform, string> = {
  ANDROID: '/administration/apps/mdmAndroid',
  APPLE: '/administration/apps/mdmApple',
};

/**
 * The Add a mobile device dialog (000 §2.13, §4.7, §5.6, §8): platform, organization, location,
 * node role (Auto), usage type (Android) and connection, then Generate QR code and the
 * 'Successfully generated' dialog with the QR code and the delivery tabs.
 * @example <AddMobileDeviceDialog open={open} onOpenChange={setOpen} platform="ANDROID" />
 */
export function AddMobileDeviceDialog({ platform = 'APPLE', ...props }: AddMobileDeviceDialogProps) {
  // A new flow (form, result) each time the dialog opens.
  return props.open ? <MobileFlowDialog key={platform} platform={platform} {...props} /> : null;
}

function MobileFlowDialog({
  open,
  onOpenChange,
  platform,
}: AddMobileDeviceDialogProps & { platform: MobilePlatform }) {
  const t = useMessage();
  const flow = useAddMobileDevice({ platform, enabled: open });
  return (
    <>
      <Dialog
        open={open && flow.result.kind === 'none'}
        onOpenChange={onOpenChange}
        title={t('mobile.title')}
        busy={flow.generating}
        footer={
          <div className={dialogStyles.footer}>
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
              {t('mobile.generate')}
            </Button>
          </div>
        }
      >
        <MobileFields flow={flow} />
      </Dialog>
      <EnrollmentResultDialog
        result={flow.result}
        onClose={() => {
          flow.closeResult();
          onOpenChange(false);
        }}
      />
    </>
  );
}

function MobileFields({ flow }: { flow: AddMobileDeviceFlow }) {
  const t = useMessage();
  const { navigate } = useConsole();
  const { form, update } = flow;
  const android = form.platform === 'ANDROID';
  return (
    <div
      className={dialogStyles.stack}
      data-state={flow.generating ? 'generating' : flow.error ? 'error' : 'ready'}
    >
      {flow.error ? <Banner tone="danger">{flow.error}</Banner> : null}
      {flow.platforms.length > 1 ? (
        <RadioGroup<MobilePlatform>
          label={t('mobile.platform')}
          orientation="horizontal"
          options={flow.platforms.map((value) => ({ value, label: t(`mobile.platform.${value}`) }))}
          value={form.platform}
          onValueChange={(next) =>
            update({ platform: next, usageType: null, connectionId: null, nodeRoleId: null })
          }
        />
      ) : null}
      {flow.appEnabled ? null : (
        <Banner
          tone="warning"
          actions={
            <a
              className={styles.link}
              href={`#${APP_ROUTES[form.platform]}`}
              onClick={(event) => {
                event.preventDefault();
                navigate(APP_ROUTES[form.platform]);
              }}
            >
              {t('mobile.app.open')}
            </a>
          }
        >
          {t(android ? 'mobile.app.androidDisabled' : 'mobile.app.appleDisabled')}
        </Banner>
      )}
      <OrganizationPicker
        label={t('pickers.organization.label')}
        value={form.organizationId}
        onValueChange={(organizationId) => update({ organizationId, locationId: null })}
      />
      {flow.approvalMode === 'REJECT' && form.organizationId !== null ? (
        <Banner
          tone="warning"
          actions={
            flow.canChangeApproval ? (
              <a
                className={styles.link}
                href={`#/editor/customer/${form.organizationId}/security-node-approvals`}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(`/editor/customer/${form.organizationId}/security-node-approvals`);
                }}
              >
                {t('mobile.reject.link')}
              </a>
            ) : undefined
          }
        >
          {t('mobile.reject.warning')}
        </Banner>
      ) : null}
      <LocationPicker
        label={t('pickers.location.label')}
        organizationId={form.organizationId}
        value={form.locationId}
        onValueChange={(locationId) => update({ locationId })}
        required={form.organizationId !== null}
      />
      <DeviceRolePicker
        key={form.platform}
        label={t('pickers.deviceRole.label')}
        allowedClasses={PLATFORM_CLASSES[form.platform]}
        value={form.nodeRoleId}
        onValueChange={(nodeRoleId) => update({ nodeRoleId })}
      />
      {android ? (
        <Select
          label={t('mobile.usageType')}
          placeholder={t('mobile.usageType')}
          options={ANDROID_USAGE_TYPES.map((value) => ({ value, label: t(`mobile.usageType.${value}`) }))}
          value={form.usageType ?? ''}
          onValueChange={(value) => update({ usageType: value ? (value as AndroidUsageType) : null })}
        />
      ) : null}
      <Select
        label={t(android ? 'mobile.connection' : 'mobile.connection.pushCertificate')}
        placeholder={t(android ? 'mobile.connection' : 'mobile.connection.pushCertificate')}
        options={flow.connections.map((connection) => ({
          value: String(connection.id),
          label: connection.expired
            ? t('mobile.connection.expired', { name: connection.name })
            : connection.name,
          disabled: connection.expired,
        }))}
        value={form.connectionId === null ? '' : String(form.connectionId)}
        onValueChange={(id) => update({ connectionId: id ? Number(id) : null })}
        disabled={flow.connectionLocked || flow.noConnections}
        description={
          flow.noConnections
            ? t(android ? 'mobile.connection.noneAndroid' : 'mobile.connection.noneApple')
            : undefined
        }
      />
    </div>
  );
}
