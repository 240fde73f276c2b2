import { z } from 'zod';
import { defineTopic } from './define';

/** The signed-in user's division settings changed: read the session again. */
export const sessionTopic = defineTopic({
  name: 'session',
  summary: 'A division configuration or feature flag changed; the session should be read again.',
  event: z.object({ action: z.enum(['divisionConfig', 'featureFlag']), name: z.string() }),
  scope: { kind: 'session' },
});

/** Announcements (000 §7.2) changed for this user. */
export const announcementsTopic = defineTopic({
  name: 'announcements',
  summary: 'Announcements changed; the list should be read again.',
  event: z.object({ action: z.enum(['created', 'updated', 'deleted', 'dismissed']), id: z.number().int() }),
  scope: { kind: 'user' },
});
