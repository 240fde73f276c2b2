import { routes } from '@console/core';
import { useConsoleMutation } from '@console/core/react';
import { useCallback, useMemo, useState } from 'react';
import { answeredWith, anyFound, isExisting } from '../logic/device-rules';
import type { DiscoveredDevice, SuppliedSnmpCredential } from '../logic/discovery-types';
import { type ReviewedDevice, reviewedDevice, validateReview } from '../logic/review-rules';
import type { DiscoverySetupValues } from '../logic/setup-rules';
import type { DiscoveryState, DiscoveryStore } from './discovery-store';

interface ReviewOptions {
  store: DiscoveryStore;
  state: DiscoveryState;
  values: DiscoverySetupValues;
  credentials?: readonly SuppliedSnmpCredential[];
  onFinished?: ((nodeIds: number[]) => void) | undefined;
  askFinish: () => void;
}

function snmpCredentialOf(device: DiscoveredDevice, credentials: readonly SuppliedSnmpCredential[]) {
  return credentials.find((credential) => answeredWith(device, credential))?.id ?? null;
}

/**
 * Review's model (000 §2.11, §4.4, §5.3): the devices with the reviewer's names and roles, the
 * selection, the rules that block Finish, and adding the devices.
 */
export function useDiscoveryReview({
  store,
  state,
  values,
  credentials = [],
  onFinished,
  askFinish,
}: ReviewOptions) {
  const [failed, setFailed] = useState(false);
  const [added, setAdded] = useState<number | null>(null);
  const addDevices = useConsoleMutation(routes.discovery.addDevices);

  // The table's rows are the discovered devices themselves (no copy while nothing is removed); a
  // device's reviewed form (name and role) is made when asked for and kept until the edits change.
  const devices = useMemo(() => {
    if (state.removed.length === 0) return state.devices as DiscoveredDevice[];
    const removed = new Set(state.removed);
    return state.devices.filter((device) => !removed.has(device.ip));
  }, [state.devices, state.removed]);
  const reviewed = useMemo(() => {
    const made = new WeakMap<DiscoveredDevice, ReviewedDevice>();
    return (device: DiscoveredDevice): ReviewedDevice => {
      let result = made.get(device);
      if (!result) {
        result = reviewedDevice(device, state.edits[device.ip]);
        made.set(device, result);
      }
      return result;
    };
  }, [state.edits]);

  const selection = state.selection ?? [];
  const selected = useMemo(() => {
    if (selection.length === 0) return [];
    const chosen = new Set(selection);
    return devices.filter((device) => chosen.has(device.ip) && !isExisting(device)).map(reviewed);
  }, [devices, selection, reviewed]);
  const issues = useMemo(() => validateReview(selected), [selected]);

  /** Opens Review; without found devices its selection error shows at once (000 §2.11). */
  const open = useCallback(() => {
    store.openReview();
    if (!anyFound(store.get().devices)) store.finishTried();
  }, [store]);

  /** Finish: shows the rules' errors, or asks 'Add {n} devices?'. */
  const finish = useCallback(() => {
    store.finishTried();
    setFailed(false);
    if (issues.selection || issues.roles) return;
    askFinish();
  }, [store, issues, askFinish]);

  /** Adds the selected devices as NMS devices (000 §7.6). */
  const add = useCallback(async () => {
    if (values.org === null || values.location === null || values.networkProbe === null) return;
    try {
      const answer = await addDevices.mutateAsync({
        body: {
          orgId: values.org,
          locationId: values.location,
          nmsDelegateNodeId: values.networkProbe.nodeId,
          telnetSshCred: values.telnetSshCred,
          devices: selected.map((device) => ({
            ip: device.ip,
            name: device.name,
            roleId: device.roleId ?? 0,
            dnsName: device.dnsName ?? null,
            netbiosName: device.netbiosName ?? null,
            hostname: device.hostname ?? null,
            os: device.os ?? null,
            model: device.model ?? null,
            vendor: device.vendor ?? null,
            firmware: device.firmware ?? null,
            snmpCredentialId: snmpCredentialOf(device, credentials),
          })),
        },
      });
      setAdded(answer.nodeIds.length);
      onFinished?.(answer.nodeIds);
    } catch {
      setFailed(true);
    }
  }, [values, selected, credentials, addDevices, onFinished]);

  return {
    /** Every device not removed. */
    devices,
    /** A device with the reviewer's name and role. */
    reviewed,
    /** The selected IPs. */
    selection,
    /** Selects these IPs. */
    select: store.select,
    /** The selected devices that can be added. */
    selected,
    /** What blocks Finish; shown once Finish was tried. */
    issues: state.finishTried ? issues : { missingRole: [] as string[] },
    /** Edits one device. */
    edit: store.edit,
    /** Sets the role of several devices. */
    editRoles: store.editRoles,
    /** Removes devices from Review. */
    remove: store.remove,
    /** Opens Review (the Run discovery step's Review button). */
    open,
    /** Finish. */
    finish,
    /** Adds the devices (after the confirmation). */
    add,
    /** Adding is under way. */
    adding: addDevices.isPending,
    /** Adding failed ('Error adding devices. Please try again.'). */
    failed,
    /** How many devices were added, once done. */
    added,
  };
}
