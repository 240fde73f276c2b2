import type { Policy, PolicyAutomation } from '@console/core';
import type { Story } from '@ladle/react';
import { action } from '@ladle/react';
import { windowsServersPolicy } from '../fixtures/policy';
import { StoryConsole } from '../fixtures/story-console';
import { PolicyAutomationDialog } from './policy-automation-dialog';
import { PolicyAutomationTexts } from './policy-automation-texts';
import { PolicyAutomationsSection } from './policy-automations-section';

export default { title: 'Monitor wizards / Policy editor / Scheduled automation' };

const weekly: PolicyAutomation = {
  actionsetScheduleUid: '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  enabled: true,
  actionsetScheduleName: 'Weekly cleanup',
  scriptId: 1,
  scriptName: 'Clear Temp Files',
  repeats: 'WEEKLY',
  runAtHour: 22,
  runAtMinute: 30,
  daysOfWeek: ['MON', 'THU'],
  dayOfMonth: null,
};
const monthly: PolicyAutomation = {
  ...weekly,
  actionsetScheduleUid: '8d2f3e4a-5b6c-4d7e-9f8a-0b1c2d3e4f5a',
  enabled: false,
  actionsetScheduleName: 'Monthly DNS flush',
  scriptId: 2,
  scriptName: 'Flush DNS Cache',
  repeats: 'MONTHLY',
  daysOfWeek: [],
  dayOfMonth: 1,
};

function Section({ schedules, saves = true }: { schedules: PolicyAutomation[]; saves?: boolean }) {
  let policy: Policy = { ...windowsServersPolicy, content: { actionsetSchedules: schedules } };
  return (
    <StoryConsole
      routes={{
        'GET /ws/policy/12': () => ({ resultCode: 'SUCCESS', policy }),
        'PUT /ws/policy': saves
          ? ({ body }: { body: unknown }) => {
              const { id: _id, ...patch } = body as Record<string, unknown>;
              policy = { ...policy, ...patch } as Policy;
              return { resultCode: 'SUCCESS', policy };
            }
          : undefined,
        'GET /ws/scripting/scripts': [],
      }}
    >
      <PolicyAutomationsSection policyId={12} />
    </StoryConsole>
  );
}

/** No scheduled automation yet. */
export const Empty: Story = () => <Section schedules={[]} />;
/** A weekly and a disabled monthly automation. */
export const List: Story = () => <Section schedules={[weekly, monthly]} />;
/** Saves are refused by the server (the section shows its reason). */
export const SaveError: Story = () => <Section schedules={[weekly]} saves={false} />;
/** Editing the weekly automation. */
export const Editing: Story = () => (
  <StoryConsole routes={{ 'GET /ws/scripting/scripts': [] }}>
    <PolicyAutomationTexts>
      <PolicyAutomationDialog automation={weekly} onApply={action('apply')} onCancel={action('cancel')} />
    </PolicyAutomationTexts>
  </StoryConsole>
);
