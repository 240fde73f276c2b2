import type { Policy } from '@console/core';
import type { Story } from '@ladle/react';
import { busyCpuCondition, windowsServersPolicy } from '../fixtures/policy';
import { StoryConsole } from '../fixtures/story-console';
import { PolicyConditionDialog } from './policy-condition-dialog';
import { PolicyConditionsSection } from './policy-conditions-section';
import { PolicyGeneralSection } from './policy-general-section';
import { PolicySettingsSection } from './policy-settings-section';

export default { title: 'Monitor wizards / Policy editor' };

const policy: Policy = {
  ...windowsServersPolicy,
  antivirusProductCode: 'AV-1',
  content: {
    conditions: [
      busyCpuCondition,
      {
        conditionUid: '5f0f3c56-8a43-4c55-9a43-2f1f4f1b2a02',
        enabled: false,
        conditionName: 'Spooler down',
        type: 'SERVICE',
        severity: 'MINOR',
        priority: 'LOW',
        threshold: null,
        durationMinutes: 10,
        target: 'Spooler',
      },
    ],
    antivirus: { general: { enabled: true } },
    patchManagement: { enabled: true, scanSchedule: 'WEEKLY' },
    softwarePatchManagement: { enabled: false },
  },
};

/** A fake server keeping the policy between saves. */
function routes(stored: Policy) {
  let current = stored;
  return {
    'GET /ws/policy/12': () => ({ resultCode: 'SUCCESS', policy: current }),
    'PUT /ws/policy': ({ body }: { body: unknown }) => {
      const { id: _id, ...patch } = body as Record<string, unknown>;
      current = { ...current, ...patch, updateTime: current.updateTime + 1 } as Policy;
      return { resultCode: 'SUCCESS', policy: current };
    },
    'GET /ws/query/policies': { items: [], total: 0, page: 1, pageSize: 50 },
  };
}

export const General: Story = () => (
  <StoryConsole routes={routes(policy)}>
    <PolicyGeneralSection policyId={12} />
  </StoryConsole>
);

export const Conditions: Story = () => (
  <StoryConsole routes={routes(policy)}>
    <PolicyConditionsSection policyId={12} />
  </StoryConsole>
);

export const NoConditions: Story = () => (
  <StoryConsole routes={routes({ ...policy, content: {} })}>
    <PolicyConditionsSection policyId={12} />
  </StoryConsole>
);

export const ConditionDialog: Story = () => (
  <StoryConsole routes={{}}>
    <PolicyConditionDialog condition={null} onApply={() => undefined} onCancel={() => undefined} />
  </StoryConsole>
);

export const AntivirusAndPatching: Story = () => (
  <StoryConsole routes={routes(policy)}>
    <PolicySettingsSection policyId={12} />
  </StoryConsole>
);
