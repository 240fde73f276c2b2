/**
 * The terminal routes' sample requests for the route-wide tests (./samples.ts). No agent runs in
 * those tests, so a system administrator's call ends at the rule "the device is offline" (409
 * DEVICE_OFFLINE) after every permission and input check has passed.
 */
import { and, eq, isNotNull, like } from 'drizzle-orm';
import * as t from '../db/schema';
import { demoIds, type TestServer } from './helpers';
import type { Sample } from './sample';

/** Samples of POST /rtc/terminal and POST /nms/initiateTerminalSession. */
export async function buildTerminalSamples(server: TestServer): Promise<Record<string, Sample>> {
  const { db } = server;
  const division = (await demoIds(db)).division;
  const [device] = await db
    .select()
    .from(t.nodes)
    .where(and(eq(t.nodes.divisionId, division.id), eq(t.nodes.nodeClass, 'WINDOWS_WORKSTATION')))
    .limit(1);
  const [network] = await db
    .select()
    .from(t.nodes)
    .where(
      and(
        eq(t.nodes.divisionId, division.id),
        like(t.nodes.nodeClass, 'NMS_%'),
        isNotNull(t.nodes.parentNodeId),
      ),
    )
    .limit(1);
  if (!device || !network?.parentNodeId) throw new Error('terminal samples: seeded devices missing');
  return {
    'POST /rtc/terminal': {
      body: { nodeId: device.id },
      badQuery: { linktype: 'BOGUS' },
      accepts: [409],
    },
    'POST /nms/initiateTerminalSession': {
      body: { delegateNodeId: network.parentNodeId, targetNodeId: network.id, protocol: 'SSH' },
      badQuery: { linktype: 'BOGUS' },
      accepts: [409],
    },
  };
}
