import { createTestSession } from '@console/testing/session';
import type { Story, StoryDefault } from '@ladle/react';
import { action } from '@ladle/react';
import { pickerApi } from '../fixtures/add-menu-data';
import { StoryConsole } from '../testing/story-console';
import { CreatePolicyDialog } from './create-policy-dialog';

export default { title: 'Add menu / Create policy' } satisfies StoryDefault;

const created = [200, { resultCode: 'SUCCESS', policyId: 42, policy: {} }];

/** The empty form: Create shows 'Required' under the name and the role; the parent waits for a role. */
export const Empty: Story = () => (
  <StoryConsole routes={{ ...pickerApi(), 'POST /ws/policy': created }}>
    <CreatePolicyDialog open onOpenChange={action('openChange')} />
  </StoryConsole>
);

/** With MDM: the Android and Apple roles too. Choose NMS for the NMS role (the parent stays disabled). */
export const WithMdm: Story = () => (
  <StoryConsole
    routes={{ ...pickerApi(), 'POST /ws/policy': created }}
    session={createTestSession({ featureFlags: ['mdm'] })}
  >
    <CreatePolicyDialog open onOpenChange={action('openChange')} />
  </StoryConsole>
);

/** The server answers POLICY_NAME_ALREADY_IN_USE: 'A policy with this name already exists'. */
export const NameTaken: Story = () => (
  <StoryConsole
    routes={{
      ...pickerApi(),
      'POST /ws/policy': [
        409,
        { resultCode: 'POLICY_NAME_ALREADY_IN_USE', errorMessage: 'A policy with this name already exists' },
      ],
    }}
  >
    <CreatePolicyDialog open onOpenChange={action('openChange')} />
  </StoryConsole>
);

/** Any other failure: 'Error saving policy'. */
export const SaveError: Story = () => (
  <StoryConsole routes={{ ...pickerApi(), 'POST /ws/policy': [500, { resultCode: 'INTERNAL_ERROR' }] }}>
    <CreatePolicyDialog open onOpenChange={action('openChange')} />
  </StoryConsole>
);
