import { describe, expect, it } from 'vitest';
import { addDiscoveredDevicesRequestSchema, startScanRequestSchema } from './endpoints/discovery';
import { topicKey } from './topics/define';
import { discoveryEventSchema, nmsDiscoveryTopic } from './topics/discovery';

const base = {
  nodeId: 4,
  clientId: 2,
  locationId: 3,
  ipTargets: '10.0.0.0/24',
  snmpCredOne: 9,
  protocolOne: 2,
};
const messages = (input: unknown) => {
  const parsed = startScanRequestSchema.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the network discovery contract', () => {
  it('fills the advanced settings with their defaults', () => {
    expect(startScanRequestSchema.parse(base)).toMatchObject({
      pingTimeoutMS: 500,
      pingPacketTTL: 127,
      pingsPerNode: 2,
      delayBetweenPingsMS: 300,
      snmpCredTwo: null,
      protocolTwo: null,
      telnetSshCred: null,
    });
  });

  it('refuses settings out of bounds, bad targets and unknown protocols with the spec messages', () => {
    expect(
      messages({ ...base, pingsPerNode: 6, pingTimeoutMS: 0, pingPacketTTL: 256, delayBetweenPingsMS: 1.5 }),
    ).toEqual([
      'pingTimeoutMS: Must be between 1 and 1000',
      'pingPacketTTL: Must be between 1 and 255',
      'pingsPerNode: Must be between 1 and 5',
      'delayBetweenPingsMS: Must be between 1 and 1000',
    ]);
    expect(messages({ ...base, ipTargets: ' ' })).toEqual(['ipTargets: Required']);
    expect(messages({ ...base, ipTargets: '10.0.0.1, x' })).toEqual(['ipTargets: Invalid IP(s): x']);
    expect(messages({ ...base, protocolOne: 4 })).toHaveLength(1);
  });

  it('needs at least one device to add', () => {
    const parsed = addDiscoveredDevicesRequestSchema.safeParse({
      orgId: 1,
      locationId: 1,
      nmsDelegateNodeId: 1,
      devices: [],
    });
    expect(parsed.error?.issues[0]?.message).toBe('Select at least 1 device to add to the organization.');
    const ok = addDiscoveredDevicesRequestSchema.parse({
      orgId: 1,
      locationId: 1,
      nmsDelegateNodeId: 1,
      devices: [{ ip: '2001:db8::1', roleId: 5, name: '' }],
    });
    expect(ok.devices[0]?.name).toBeNull();
    expect(ok.telnetSshCred).toBeNull();
    expect(
      addDiscoveredDevicesRequestSchema.safeParse({ ...ok, devices: [{ ip: '10.0.0.0/24', roleId: 5 }] })
        .success,
    ).toBe(false);
  });

  it('publishes on nm.nms-discovery.{jobId}', () => {
    expect(topicKey(nmsDiscoveryTopic, { id: 12 })).toBe('nm.nms-discovery.12');
    expect(discoveryEventSchema.parse({ jobId: 12, discoveredTargets: [] })).toEqual({
      jobId: 12,
      discoveredTargets: [],
    });
  });
});
