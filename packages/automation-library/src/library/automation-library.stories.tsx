import { createTestSession } from '@console/testing/session';
import type { Story, StoryDefault } from '@ladle/react';
import { createFakeFetch, fakeRoutes, json } from '../testing/fake-api';
import { FakeConsole } from '../testing/fake-console';
import { makeManyAutomations } from '../testing/fixtures';
import { AutomationLibrary } from './automation-library';

export default { title: 'Automation library / Library' } satisfies StoryDefault;

/** The Scripts tab with the demo automations. */
export const Scripts: Story = () => (
  <FakeConsole>
    <AutomationLibrary settingsStorage={null} navigateOnTabChange={false} />
  </FakeConsole>
);

/** The Under review tab: one automation processing, one flagged as suspicious. */
export const UnderReview: Story = () => (
  <FakeConsole>
    <AutomationLibrary defaultTab="underReview" settingsStorage={null} navigateOnTabChange={false} />
  </FakeConsole>
);

/** The Template library tab. */
export const TemplateLibrary: Story = () => (
  <FakeConsole>
    <AutomationLibrary defaultTab="templateLibrary" settingsStorage={null} navigateOnTabChange={false} />
  </FakeConsole>
);

/** Loading: the list never answers. */
export const Loading: Story = () => (
  <FakeConsole delay={3_600_000}>
    <AutomationLibrary settingsStorage={null} navigateOnTabChange={false} />
  </FakeConsole>
);

/** Empty library. */
export const Empty: Story = () => (
  <FakeConsole automations={[]}>
    <AutomationLibrary settingsStorage={null} navigateOnTabChange={false} />
  </FakeConsole>
);

/** The list fails: 'Error fetching automations'. */
export const LoadError: Story = () => (
  <FakeConsole
    routes={{
      'GET /ws/scripting/scripts': json({ resultCode: 'INTERNAL_ERROR', errorMessage: 'down' }, 500),
    }}
  >
    <AutomationLibrary settingsStorage={null} navigateOnTabChange={false} />
  </FakeConsole>
);

/** A technician who may only read: no global menu, Edit only. */
export const ReadOnly: Story = () => (
  <FakeConsole
    session={createTestSession({
      sysadmin: false,
      grants: [{ type: 'SCRIPT_CATEGORY', name: 'View', entityId: null, nodeClass: null, nodeRoleId: null }],
    })}
  >
    <AutomationLibrary settingsStorage={null} navigateOnTabChange={false} />
  </FakeConsole>
);

/** Native automations preset as the only type: the Language filter hides until Script is chosen. */
export const PresetTypes: Story = () => (
  <FakeConsole>
    <AutomationLibrary
      defaultTypes={['NativeAutomation']}
      settingsStorage={null}
      navigateOnTabChange={false}
    />
  </FakeConsole>
);

// Built when the module loads, so the benchmark's timed mount starts with the answer ready to send.
const manyFetch = createFakeFetch(fakeRoutes({ automations: makeManyAutomations(10_000) }));
/** 10,000 automations (the benchmark's page). */
export const TenThousand: Story = () => (
  <FakeConsole fakeFetch={manyFetch}>
    <AutomationLibrary settingsStorage={null} navigateOnTabChange={false} />
  </FakeConsole>
);
