import type { Story, StoryDefault } from '@ladle/react';
import { AddMobileDeviceDialog } from './add-mobile-device-dialog';
import { EnrollmentResultDialog } from './enrollment-result-dialog';
import { MdmProfileEmailDialog } from './mdm-profile-email-dialog';
import { androidEnrollment, appleEnrollment, mdmSession } from './mobile-fixtures';
import { MobileStoryConsole } from './mobile-story-console';

export default { title: 'Add menu / Mobile device' } satisfies StoryDefault;

const noop = () => {};
const expired = {
  status: 422,
  body: { resultCode: 'client_push_certificate_expired', errorMessage: 'expired' },
};
const failed = { status: 502, body: { resultCode: 'ENROLLMENT_SEND_FAILED', errorMessage: 'failed' } };

/** Apple: the valid push certificate is chosen for the user (the expired one is not choosable). */
export const Apple: Story = () => (
  <MobileStoryConsole>
    <AddMobileDeviceDialog open onOpenChange={noop} platform="APPLE" />
  </MobileStoryConsole>
);

/** Android: usage type and the only connection (auto-selected, disabled). */
export const Android: Story = () => (
  <MobileStoryConsole>
    <AddMobileDeviceDialog open onOpenChange={noop} platform="ANDROID" />
  </MobileStoryConsole>
);

/** Android without a connection: 'No Android MDM connections configured.'. */
export const NoConnections: Story = () => (
  <MobileStoryConsole routes={{ 'GET /ws/mdm/android/connections': [] }}>
    <AddMobileDeviceDialog open onOpenChange={noop} platform="ANDROID" />
  </MobileStoryConsole>
);

/** The MDM Apple app is off: 'Enable Console MDM Apple app', Generate stays disabled. */
export const AppDisabled: Story = () => (
  <MobileStoryConsole session={{ featureFlags: mdmSession.featureFlags, divisionConfig: [] }}>
    <AddMobileDeviceDialog open onOpenChange={noop} platform="APPLE" />
  </MobileStoryConsole>
);

/** Choose Contoso Health: it rejects new devices, the warning links to its setting. */
export const RejectingOrganization: Story = () => (
  <MobileStoryConsole approval="REJECT">
    <AddMobileDeviceDialog open onOpenChange={noop} platform="APPLE" />
  </MobileStoryConsole>
);

/** Generate answers the expired certificate: its own QR error. */
export const CertificateExpired: Story = () => (
  <MobileStoryConsole routes={{ 'POST /ws/mdm/apple/qrcode': expired }}>
    <AddMobileDeviceDialog open onOpenChange={noop} platform="APPLE" />
  </MobileStoryConsole>
);

/** 'Successfully generated' for Apple: QR code, code, instructions, Download / email / SMS. */
export const AppleGenerated: Story = () => (
  <MobileStoryConsole>
    <EnrollmentResultDialog
      result={{ kind: 'apple', enrollment: appleEnrollment, pushCertificateId: 4 }}
      onClose={noop}
    />
  </MobileStoryConsole>
);

/** 'Successfully generated' for Android with personal usage: the JSON payload, email and SMS. */
export const AndroidGenerated: Story = () => (
  <MobileStoryConsole>
    <EnrollmentResultDialog
      result={{
        kind: 'android',
        enrollment: androidEnrollment,
        enterpriseId: 'LC03demo7x',
        usageType: 'PERSONAL_USAGE_ALLOWED',
      }}
      onClose={noop}
    />
  </MobileStoryConsole>
);

/** Every send fails: 'There was an error sending the enrollment profile, please try again.'. */
export const SendFails: Story = () => (
  <MobileStoryConsole routes={{ 'POST /ws/mdm/apple/enrollment/send': failed }}>
    <EnrollmentResultDialog
      result={{ kind: 'apple', enrollment: appleEnrollment, pushCertificateId: 4 }}
      onClose={noop}
    />
  </MobileStoryConsole>
);

const macTarget = { clientId: 1, locationId: 101, nodeRole: null, pushCertificateId: 4 };

/** The Mac MDM profile email: users (at least one) and typed addresses. */
export const MacProfileEmail: Story = () => (
  <MobileStoryConsole>
    <MdmProfileEmailDialog open onOpenChange={noop} target={macTarget} />
  </MobileStoryConsole>
);

/** The Mac profile email with an expired push certificate. */
export const MacProfileCertificateExpired: Story = () => (
  <MobileStoryConsole routes={{ 'POST /ws/mdm/apple/mac-profile/send': expired }}>
    <MdmProfileEmailDialog open onOpenChange={noop} target={macTarget} />
  </MobileStoryConsole>
);
