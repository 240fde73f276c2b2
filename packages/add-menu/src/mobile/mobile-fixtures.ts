/** Demo data of the mobile enrollment dialogs, for their stories and tests. */
import { pickerApi, pushCertificates } from '../fixtures/add-menu-data';

/** A session's flags and division config with both MDM platforms and apps on. */
export const mdmSession = {
  featureFlags: ['mdm', 'mdm_apple', 'mdm_android', 'mac_mdm'],
  divisionConfig: [
    { name: 'MDM_APPLE', enabled: true },
    { name: 'MDM_ANDROID', enabled: true },
  ],
};

/** One Android Enterprise connection (auto-selected), or two. */
export const androidConnections = [{ id: 7, name: 'Contoso Android Enterprise', enterpriseId: 'LC03demo7x' }];

/** An Apple enrollment as `POST /mdm/apple/qrcode` answers. */
export const appleEnrollment = {
  code: 'K7Q2MX9PRT4WZ8HC',
  qrCode: 'https://console.example.com/ws/mdm/apple/enroll/K7Q2MX9PRT4WZ8HC',
  tokenValue: 'cet_demo-apple-token',
  qrCodeJson: JSON.stringify({
    url: 'https://console.example.com/ws/mdm/apple/enroll/K7Q2MX9PRT4WZ8HC',
    code: 'K7Q2MX9PRT4WZ8HC',
  }),
  expiresAt: 1_900_000_000_000,
};

const androidPayload = JSON.stringify({
  'android.app.extra.PROVISIONING_DEVICE_ADMIN_COMPONENT_NAME':
    'com.google.android.apps.work.clouddpc/.receivers.CloudDeviceAdminReceiver',
  'android.app.extra.PROVISIONING_ADMIN_EXTRAS_BUNDLE': {
    'com.google.android.apps.work.clouddpc.EXTRA_ENROLLMENT_TOKEN': 'cet_demo-android-token',
  },
});

/** An Android enrollment as `POST /mdm/android/qrcode` answers. */
export const androidEnrollment = {
  enrollmentUuid: '6f0d7a4e-2b1c-4d3e-8f5a-9b8c7d6e5f4a',
  qrCode: androidPayload,
  tokenValue: 'cet_demo-android-token',
  qrCodeJson: androidPayload,
  expiresAt: 1_900_000_000_000,
};

/** Users an enrollment email can go to. */
export const recipients = [
  { uid: '0b7f5c1e-1111-4e5b-9c7d-1a2b3c4d5e6f', name: 'Ana Lima', email: 'ana@contoso.test' },
  { uid: '0b7f5c1e-2222-4e5b-9c7d-1a2b3c4d5e6f', name: 'Bo Chen', email: 'bo@contoso.test' },
];

/** `GET /client/{id}` of the demo organizations, with an approval mode. */
export function organizationAnswer(
  id: number,
  nodeApprovalMode: 'AUTOMATIC' | 'MANUAL' | 'REJECT' = 'AUTOMATIC',
) {
  return {
    resultCode: 'SUCCESS',
    client: {
      id,
      name: id === 1 ? 'Contoso Health' : 'Northwind Traders',
      description: null,
      nodeApprovalMode,
      deleteBackupDataPermanently: false,
      hasBackupData: false,
      locations: [],
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    },
  };
}

/** The pickers, connections and organization answers the mobile dialogs read. */
export function mobileApi(options: { approval?: 'AUTOMATIC' | 'REJECT' } = {}): Record<string, unknown> {
  return {
    ...pickerApi(),
    'GET /ws/client/1': organizationAnswer(1, options.approval),
    'GET /ws/client/2': organizationAnswer(2),
    'GET /ws/mdm/android/connections': androidConnections,
    'GET /ws/mdm/apple/push-certificates': pushCertificates,
    'GET /ws/mdm/enrollment/recipients': recipients,
    'POST /ws/mdm/apple/qrcode': appleEnrollment,
    'POST /ws/mdm/android/qrcode': androidEnrollment,
    'POST /ws/mdm/apple/enrollment/send': { resultCode: 'SUCCESS', sent: 1 },
    'POST /ws/mdm/android/enrollment/send': { resultCode: 'SUCCESS', sent: 1 },
    'POST /ws/mdm/apple/mac-profile/send': { resultCode: 'SUCCESS', sent: 1 },
  };
}
