import type { NodeClass } from '@console/core';
import { createTestSession } from '@console/testing/session';
import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { CredentialPicker } from './credential-picker/credential-picker';
import { DeviceRolePicker } from './device-role-picker/device-role-picker';
import { LocationPicker } from './location-picker/location-picker';
import { OrganizationPicker } from './organization-picker/organization-picker';
import { PolicyPicker } from './policy-picker/policy-picker';
import { RoleTree } from './role-tree/role-tree';
import { ScriptPicker } from './script-picker/script-picker';
import { PickerStoryConsole } from './story-console';

export default { title: 'Widget kit / Pickers' } satisfies StoryDefault;

/** Organization, then its location: the location waits for the organization. */
export const OrganizationAndLocation: Story = () => {
  const [organizationId, setOrganizationId] = useState<number | null>(null);
  return (
    <PickerStoryConsole>
      <OrganizationPicker value={organizationId} onValueChange={(id) => setOrganizationId(id)} />
      <LocationPicker organizationId={organizationId} required />
    </PickerStoryConsole>
  );
};

export const OrganizationError: Story = () => (
  <PickerStoryConsole fail>
    <OrganizationPicker />
  </PickerStoryConsole>
);

/** 'Auto' first; switching the installer to Mac resets a Windows role. */
export const DeviceRole: Story = () => {
  const [classes, setClasses] = useState<NodeClass[]>(['WINDOWS_WORKSTATION', 'WINDOWS_SERVER']);
  return (
    <PickerStoryConsole>
      <button type="button" onClick={() => setClasses(['MAC'])}>
        Mac installer
      </button>
      <DeviceRolePicker allowedClasses={classes} reservedIds={[22]} />
    </PickerStoryConsole>
  );
};

export const RoleTreeOfUnmanagedDevices: Story = () => (
  <PickerStoryConsole>
    <RoleTree rootName="UNMANAGED_DEVICE" />
  </PickerStoryConsole>
);

export const RoleTreeOfEveryRole: Story = () => (
  <PickerStoryConsole>
    <RoleTree maxHeight={400} />
  </PickerStoryConsole>
);

export const Policy: Story = () => (
  <PickerStoryConsole>
    <PolicyPicker nodeClass="WINDOWS_WORKSTATION" label="Parent policy" />
  </PickerStoryConsole>
);

/** 'New Credential' frames the server's secure page (blank here: stories have no server). */
export const Credential: Story = () => (
  <PickerStoryConsole>
    <CredentialPicker organizationId={2} />
  </PickerStoryConsole>
);

export const CredentialWithoutOrganization: Story = () => (
  <PickerStoryConsole>
    <CredentialPicker organizationId={null} />
  </PickerStoryConsole>
);

export const CredentialReadOnly: Story = () => (
  <PickerStoryConsole
    session={createTestSession({
      sysadmin: false,
      grants: [{ type: 'ORGANIZATION', name: 'View', entityId: 2 }],
    })}
  >
    <CredentialPicker organizationId={2} />
  </PickerStoryConsole>
);

export const Script: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <PickerStoryConsole>
      <button type="button" onClick={() => setOpen(true)}>
        Choose a script
      </button>
      <ScriptPicker open={open} onOpenChange={setOpen} os="Windows" onChoose={() => setOpen(false)} />
    </PickerStoryConsole>
  );
};
