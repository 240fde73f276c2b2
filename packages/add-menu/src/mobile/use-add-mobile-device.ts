import {
  type AndroidEnrollment,
  type AndroidUsageType,
  type AppleEnrollment,
  ConsoleApiError,
  canGenerateMobileQr,
  DIVISION_CONFIG,
  FEATURE_FLAGS,
  routes,
} from '@console/core';
import { useCan, useConsoleMutation, useConsoleQuery, useMessage, useSession } from '@console/core/react';
import { useEffect, useState } from 'react';
import type { MobilePlatform } from '../logic/add-menu-rules';

/** The form of "Add a mobile device" (000 §2.13, §3.7). */
export interface MobileForm {
  platform: MobilePlatform;
  organizationId: number | null;
  locationId: number | null;
  /** Null: Auto (000 §2.13). */
  nodeRoleId: number | null;
  /** Android only. */
  usageType: AndroidUsageType | null;
  /** The Android connection or the Apple push certificate. */
  connectionId: number | null;
}

/** What the flow shows after Generate QR code (000 §4.7). */
export type MobileResult =
  | { kind: 'none' }
  | { kind: 'apple'; enrollment: AppleEnrollment; pushCertificateId: number }
  | { kind: 'android'; enrollment: AndroidEnrollment; enterpriseId: string; usageType: AndroidUsageType };

/** One connection choice: an Android Enterprise connection or an Apple push certificate. */
export interface MobileConnection {
  id: number;
  name: string;
  /** Apple: the certificate expired (not selectable). */
  expired: boolean;
  /** Android: the enterprise id. */
  enterpriseId?: string;
}

/** Options of {@link useAddMobileDevice}. */
export interface UseAddMobileDeviceOptions {
  /** The platform chosen in the Mobile device submenu. */
  platform: MobilePlatform;
  /** Load only while true. @default true */
  enabled?: boolean;
}

/** The initial form of a platform: Auto role, no usage type. */
export function initialMobileForm(platform: MobilePlatform): MobileForm {
  return {
    platform,
    organizationId: null,
    locationId: null,
    nodeRoleId: null,
    usageType: null,
    connectionId: null,
  };
}

/**
 * The headless "Add a mobile device" flow (000 §2.13, §4.7, §5.6, §7.4, §8): the form and its
 * rules, the platform's MDM feature and app, the connections (the only one auto-selected), the
 * organization's approval mode (the REJECT warning), Generate QR code and its result or error.
 * @example const flow = useAddMobileDevice({ platform: 'ANDROID' });
 */
export function useAddMobileDevice({ platform, enabled = true }: UseAddMobileDeviceOptions) {
  const t = useMessage();
  const session = useSession();
  const can = useCan();
  const [form, setForm] = useState<MobileForm>(() => initialMobileForm(platform));
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<MobileResult>({ kind: 'none' });
  const flags = session.featureFlags;
  const featureOn = (p: MobilePlatform) =>
    flags.includes(FEATURE_FLAGS.mdm) &&
    flags.includes(p === 'ANDROID' ? FEATURE_FLAGS.mdmAndroid : FEATURE_FLAGS.mdmApple);
  const platforms = (['ANDROID', 'APPLE'] as const).filter(featureOn);
  const appEnabled = session.divisionConfig.some(
    (entry) =>
      entry.enabled &&
      entry.name ===
        (form.platform === 'ANDROID' ? DIVISION_CONFIG.mdmAndroidApp : DIVISION_CONFIG.mdmAppleApp),
  );
  const android = form.platform === 'ANDROID';
  const androidConnections = useConsoleQuery(
    routes.mdm.androidConnections,
    {},
    { enabled: enabled && android },
  );
  const certificates = useConsoleQuery(
    routes.mdm.applePushCertificates,
    {},
    { enabled: enabled && !android },
  );
  const organization = useConsoleQuery(
    routes.client.get,
    { params: { id: form.organizationId ?? 0 } },
    { enabled: enabled && form.organizationId !== null },
  );
  const connectionsQuery = android ? androidConnections : certificates;
  const connections: MobileConnection[] = android
    ? (androidConnections.data ?? []).map((c) => ({ ...c, expired: false }))
    : (certificates.data ?? []).map((c) => ({ id: c.id, name: c.name, expired: c.expired }));
  const usable = connections.filter((connection) => !connection.expired);
  const onlyConnection = usable.length === 1 ? usable[0] : undefined;
  // 000 §5.6: a single connection is chosen for the user (and its picker disabled).
  useEffect(() => {
    if (onlyConnection && form.connectionId !== onlyConnection.id) {
      setForm((previous) => ({ ...previous, connectionId: onlyConnection.id }));
    }
  }, [onlyConnection, form.connectionId]);
  const approvalMode =
    form.organizationId !== null && organization.data?.client.id === form.organizationId
      ? organization.data.client.nodeApprovalMode
      : null;
  const generateAndroid = useConsoleMutation(routes.mdm.generateAndroidQr);
  const generateApple = useConsoleMutation(routes.mdm.generateAppleQr);
  const generating = generateAndroid.isPending || generateApple.isPending;
  const canGenerate = canGenerateMobileQr({
    platform: form.platform,
    organizationId: form.organizationId,
    locationId: form.locationId,
    pending: generating,
    approvalMode,
    appEnabled,
    usageType: form.usageType,
    connectionId: form.connectionId,
  });

  const update = (patch: Partial<MobileForm>) => {
    setForm((previous) => ({ ...previous, ...patch }));
    setError(null);
  };

  const generate = async () => {
    const { organizationId, locationId, connectionId, usageType } = form;
    if (!canGenerate || organizationId === null || locationId === null || connectionId === null) return;
    setError(null);
    try {
      if (form.platform === 'ANDROID') {
        if (usageType === null) return;
        const enrollment = await generateAndroid.mutateAsync({
          body: {
            organizationId,
            locationId,
            allowPersonalUsage: usageType,
            nodeRole: form.nodeRoleId,
            connectionId,
          },
        });
        const enterpriseId = connections.find((c) => c.id === connectionId)?.enterpriseId ?? '';
        setResult({ kind: 'android', enrollment, enterpriseId, usageType });
      } else {
        const enrollment = await generateApple.mutateAsync({
          body: {
            clientId: organizationId,
            locationId,
            nodeRole: form.nodeRoleId,
            pushCertificateId: connectionId,
          },
        });
        setResult({ kind: 'apple', enrollment, pushCertificateId: connectionId });
      }
    } catch (cause) {
      const expired =
        cause instanceof ConsoleApiError && cause.resultCode === 'client_push_certificate_expired';
      setError(t(expired ? 'mobile.qr.errorCertificateExpired' : 'mobile.qr.error'));
    }
  };

  return {
    form,
    update,
    /** The platforms whose MDM feature is on (000 §2.13). */
    platforms,
    /** The platform's MDM app is enabled (else 'Enable {product} MDM ... app'). */
    appEnabled,
    connections,
    /** Connections loaded and there are none. */
    noConnections: connectionsQuery.isSuccess && connections.length === 0,
    /** The connection picker is disabled: only one connection exists (000 §5.6). */
    connectionLocked: onlyConnection !== undefined,
    approvalMode,
    /** The REJECT warning's link is shown to users who can update the organization (000 §5.6). */
    canChangeApproval: form.organizationId !== null && can.canUpdateCustomers(form.organizationId),
    canGenerate,
    generating,
    error,
    generate,
    result,
    /** Back to the form (the success dialog closed). */
    closeResult: () => setResult({ kind: 'none' }),
  };
}

/** What {@link useAddMobileDevice} returns. */
export type AddMobileDeviceFlow = ReturnType<typeof useAddMobileDevice>;
