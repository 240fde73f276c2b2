import { ConsoleApiError, type Installer, type InstallerType, routes } from '@console/core';
import { useConsoleMutation, useConsoleQuery, useMessage, useSession } from '@console/core/react';
import { useEffect, useRef, useState } from 'react';
import type { ComputerPlatform } from '../logic/add-menu-rules';
import {
  type ComputerForm,
  canGenerate,
  distributionsFor,
  initialComputerForm,
  installerTypeOf,
} from '../logic/computer-options';

/** How long the download flag stays up after a download starts (000 §4.2). */
export const DOWNLOAD_FLAG_MS = 3000;

/** What the Add a computer flow shows (000 §4.2): the form, then the success dialog or the token modal. */
export type AddComputerResult =
  | { kind: 'none' }
  | { kind: 'installer'; installer: Installer }
  | { kind: 'token'; installer: Installer & { enrollmentToken: string }; installerType: InstallerType }
  | { kind: 'profile'; url: string; expiresAt: number };

/** Options of {@link useAddComputer}. */
export interface UseAddComputerOptions {
  /** The platform chosen in the Computer submenu. */
  platform: ComputerPlatform;
}

/**
 * The headless Add a computer flow (000 §2.8, §4.2, §5.1): the form, its rules, Generate installer
 * (`POST /installer/generate`, or for the Mac MDM profile `POST /mdm/apple/mac-profile`), the error
 * banner ('Error generating installer. Please try again.', also for an answer without a url, with
 * the server's reason for a type it cannot build), the success dialog or, with
 * `agent_tokenization`, the token modal, and the download flag that resets after 3 s.
 * @example const flow = useAddComputer({ platform: 'LINUX' });
 */
export function useAddComputer({ platform }: UseAddComputerOptions) {
  const t = useMessage();
  const session = useSession();
  const [form, setForm] = useState<ComputerForm>(() => initialComputerForm(platform));
  const [error, setError] = useState<{ message: string; detail?: string } | null>(null);
  const [result, setResult] = useState<AddComputerResult>({ kind: 'none' });
  const [downloaded, setDownloaded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const generateInstaller = useConsoleMutation(routes.installer.generate);
  const generateProfile = useConsoleMutation(routes.mdm.generateMacProfile);
  const mdm = form.distribution === 'MAC_MDM';
  const pushCertificates = useConsoleQuery(routes.mdm.applePushCertificates, {}, { enabled: mdm });
  const generating = generateInstaller.isPending || generateProfile.isPending;
  const update = (patch: Partial<ComputerForm>) => {
    setForm((previous) => ({ ...previous, ...patch }));
    setError(null);
  };

  const fail = (cause: unknown) => {
    const notAvailable =
      cause instanceof ConsoleApiError && cause.resultCode === 'INSTALLER_NOT_AVAILABLE'
        ? cause.errorMessage
        : undefined;
    setError({ message: t('installers.generateError'), ...(notAvailable ? { detail: notAvailable } : {}) });
  };

  const generate = async () => {
    if (!canGenerate(form, generating) || form.organizationId === null || form.locationId === null) return;
    setError(null);
    try {
      const type = installerTypeOf(form);
      if (type === null) {
        if (form.pushCertificateId === null) return;
        const profile = await generateProfile.mutateAsync({
          body: {
            clientId: form.organizationId,
            locationId: form.locationId,
            nodeRole: form.nodeRoleId,
            pushCertificateId: form.pushCertificateId,
          },
        });
        if (!profile.qrCode) return fail(undefined);
        setResult({ kind: 'profile', url: profile.qrCode, expiresAt: profile.expiresAt });
        return;
      }
      const installer = await generateInstaller.mutateAsync({
        body: {
          organizationId: form.organizationId,
          locationId: form.locationId,
          installerType: type,
          nodeRoleId: form.nodeRoleId,
        },
      });
      // 000 §4.2: an answer without a url counts as an error.
      if (!installer.url) return fail(undefined);
      const { enrollmentToken } = installer;
      setResult(
        enrollmentToken
          ? { kind: 'token', installer: { ...installer, enrollmentToken }, installerType: type }
          : { kind: 'installer', installer },
      );
    } catch (cause) {
      fail(cause);
    }
  };

  return {
    form,
    update,
    distributions: distributionsFor(platform, session.featureFlags),
    installerType: installerTypeOf(form),
    pushCertificates,
    canGenerate: canGenerate(form, generating),
    generating,
    error,
    generate,
    result,
    /** Back to the form (the success dialog or token modal closed). */
    closeResult: () => setResult({ kind: 'none' }),
    /** The download flag (000 §4.2): up once a download starts, down again after 3 s. */
    downloaded,
    markDownloaded: () => {
      setDownloaded(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setDownloaded(false), DOWNLOAD_FLAG_MS);
    },
  };
}

/** What {@link useAddComputer} returns. */
export type AddComputerFlow = ReturnType<typeof useAddComputer>;
