import { ConsoleApiError, type NmsDevice, routes } from '@console/core';
import { useConsoleMutation, useConsoleQuery, useMessage } from '@console/core/react';
import { useState } from 'react';
import { canSaveNms, initialNmsForm, type NmsForm, nmsIssues, nmsRequestBody, nmsRoles } from './nms-form';

/**
 * The headless Add NMS device flow (000 §2.10): the form and its rules, the network probes of the
 * chosen location (`GET /nms/probes/{clientId}`), the NMS roles, and Add device
 * (`POST /nms/device`), which polls the device once over SNMP: the added device with what it
 * reported, or the server's message (the device did not answer, the name did not resolve...).
 * @example const flow = useAddNmsDevice();
 */
export function useAddNmsDevice() {
  const t = useMessage();
  const [form, setForm] = useState<NmsForm>(initialNmsForm);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<NmsDevice | null>(null);
  const probes = useConsoleQuery(
    routes.nmsDevice.probes,
    {
      params: { clientId: form.clientId ?? 0 },
      query: { page: 1, pageSize: 50, ...(form.locationId === null ? {} : { locationId: form.locationId }) },
    },
    { enabled: form.clientId !== null && form.locationId !== null, staleTime: 30_000 },
  );
  const roles = useConsoleQuery(routes.nodeRole.list, {}, { staleTime: 60_000 });
  const save = useConsoleMutation(routes.nmsDevice.create);
  const update = (patch: Partial<NmsForm>) => {
    setForm((previous) => ({ ...previous, ...patch }));
    setError(null);
  };
  const add = async () => {
    if (!canSaveNms(form, save.isPending)) return;
    setError(null);
    try {
      const answer = await save.mutateAsync({ body: nmsRequestBody(form) });
      setAdded(answer.nmsDevice);
    } catch (cause) {
      // The server's own words say why (no answer, unresolved name, refused); otherwise the generic text.
      const known = cause instanceof ConsoleApiError && cause.status >= 400 && cause.status < 500;
      setError(known ? cause.errorMessage : t('addDevices.nms.addError'));
    }
  };
  return {
    form,
    update,
    issues: nmsIssues(form),
    probes: probes.data?.items ?? [],
    probesLoaded: probes.isSuccess,
    roles: nmsRoles(roles.data ?? []),
    canSave: canSaveNms(form, save.isPending),
    saving: save.isPending,
    add,
    error,
    added,
  };
}

/** What {@link useAddNmsDevice} returns. */
export type AddNmsDeviceFlow = ReturnType<typeof useAddNmsDevice>;
