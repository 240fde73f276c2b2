/**
 * The notification channels' sample requests for the route-wide tests (./samples.ts): one channel
 * is stored for the update and delete samples; the create sample adds another.
 */
import * as t from '../db/schema';
import { demoIds, type TestServer } from './helpers';
import type { Sample } from './sample';

/** Samples of the notification channel routes. */
export async function buildNotificationChannelSamples(server: TestServer): Promise<Record<string, Sample>> {
  const { division } = await demoIds(server.db);
  const [channel] = await server.db
    .insert(t.notificationChannels)
    .values({ divisionId: division.id, name: 'Sample NOC', type: 'EMAIL', recipients: ['noc@demo.console'] })
    .returning();
  if (!channel) throw new Error('sample channel missing');
  return {
    'GET /notificationchannel/list': {},
    'POST /notificationchannel/': {
      body: { name: 'Matrix channel', type: 'WEBHOOK', url: 'https://hooks.example.com/console' },
    },
    'PUT /notificationchannel/{id}': {
      params: { id: channel.id },
      body: { name: 'Sample NOC', type: 'EMAIL', recipients: ['noc@demo.console', 'oncall@demo.console'] },
    },
    'DELETE /notificationchannel/{id}': { params: { id: channel.id } },
  };
}
