import type { Story } from '@ladle/react';
import { action } from '@ladle/react';
import { useState } from 'react';
import {
  discoveryResults,
  discoveryRoutes,
  type FakeDiscoveryOptions,
  slash16Results,
  streamingRealtime,
} from '../fixtures/discovery-data';
import { StoryConsole } from '../fixtures/story-console';
import type { DiscoverySetupValues } from '../logic/setup-rules';
import { type DiscoveryState, initialDiscoveryState } from './discovery-store';
import { NetworkDiscoveryWizard } from './network-discovery-wizard';

export default { title: 'Discovery wizard / Network discovery' };

/** The form of a run over Northwind's /24 with both SNMP credentials. */
const filled: Partial<DiscoverySetupValues> = {
  org: 2,
  location: 201,
  networkProbe: { nodeId: 90, nodeName: 'SEA-PROBE-01' },
  ipTargets: '10.0.0.0/24',
  snmpCredOne: 2,
  snmpCredTwo: 3,
  protocolTwo: 3,
};

function Wizard({
  server = {},
  initialState,
  defaultValues,
  live = false,
}: {
  server?: FakeDiscoveryOptions;
  initialState?: DiscoveryState;
  defaultValues?: Partial<DiscoverySetupValues>;
  live?: boolean;
}) {
  const [open, setOpen] = useState(true);
  const [routes] = useState(() => discoveryRoutes(server));
  const [realtime] = useState(() => (live ? streamingRealtime(discoveryResults) : undefined));
  return (
    <StoryConsole routes={routes} realtime={realtime}>
      <button type="button" onClick={() => setOpen(true)}>
        Open network discovery
      </button>
      <NetworkDiscoveryWizard
        open={open}
        onOpenChange={setOpen}
        onFinished={action('finished')}
        timing={{ pollIntervalMs: 1000, startDelayMs: 1000 }}
        initialState={initialState}
        defaultValues={defaultValues}
      />
    </StoryConsole>
  );
}

const completed = (devices = discoveryResults): DiscoveryState => ({
  ...initialDiscoveryState,
  step: 'DISCOVERY',
  phase: 'completed',
  jobId: 31,
  targetCount: 254,
  devices,
  lastRun: 'story',
});

/** Set up, empty: choose the organization first. */
export const SetUp: Story = () => <Wizard />;

/** Set up, filled in: Run discovery prepares the probe and streams results live. */
export const LiveRun: Story = () => <Wizard defaultValues={filled} live />;

/** The probe is preparing (status checked every 5 s). */
export const Preparing: Story = () => (
  <Wizard
    defaultValues={filled}
    initialState={{ ...initialDiscoveryState, step: 'DISCOVERY', phase: 'preparing', lastRun: 'story' }}
  />
);

/** Results arriving. */
export const Scanning: Story = () => (
  <Wizard
    defaultValues={filled}
    initialState={{ ...completed(discoveryResults.slice(0, 3)), phase: 'scanning' }}
  />
);

/** 'Discovery completed'. */
export const Completed: Story = () => <Wizard defaultValues={filled} initialState={completed()} />;

/** The probe could not be prepared. */
export const DelegateInstallFailed: Story = () => (
  <Wizard defaultValues={filled} server={{ delegateStatuses: ['INSTALL_FAILED'] }} />
);

/** A second scan on the same probe. */
export const ScanInProgress: Story = () => (
  <Wizard defaultValues={filled} server={{ refuseStart: [409, 'network_scan_is_in_progress'] }} />
);

/** Review, as first opened. */
export const Review: Story = () => (
  <Wizard
    defaultValues={filled}
    initialState={{ ...completed(), step: 'REVIEW', selection: ['10.0.0.1', '10.0.0.7', '10.0.0.9'] }}
  />
);

/** Review after Finish with devices lacking a role. */
export const ReviewRolesMissing: Story = () => (
  <Wizard
    defaultValues={filled}
    initialState={{
      ...completed(),
      step: 'REVIEW',
      selection: ['10.0.0.1', '10.0.0.7', '10.0.0.9'],
      finishTried: true,
    }}
  />
);

/** Review with nothing selected. */
export const ReviewNothingSelected: Story = () => (
  <Wizard
    defaultValues={filled}
    initialState={{ ...completed(), step: 'REVIEW', selection: [], finishTried: true }}
  />
);

/** Review of a /16: 65,536 rows, virtualized. */
export const LargeReview: Story = () => {
  const [state] = useState(() => {
    const devices = slash16Results();
    return { ...completed(devices), step: 'REVIEW' as const, selection: [] };
  });
  return <Wizard defaultValues={{ ...filled, ipTargets: '10.0.0.0/16' }} initialState={state} />;
};
