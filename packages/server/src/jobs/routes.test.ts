/**
 * `GET /backgroundjob/{id}` and the `job.{id}` topic (widgets' `useJob`): a job is readable by the
 * user who enqueued it only, and each state change is published to them.
 */
import { topics } from '@console/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Unlisten } from '../db/client';
import { scriptAttachments, users } from '../db/schema';
import { REALTIME_CHANNEL, type RealtimeEnvelope } from '../realtime/events';
import {
  createTestServer,
  DEMO_USERS,
  multipart,
  signIn,
  type TestAgent,
  type TestServer,
} from '../test/helpers';
import { backgroundJobs } from './schema';

let server: TestServer;
let admin: TestAgent;
let tech: TestAgent;
let jobId: number;
const events: RealtimeEnvelope[] = [];
let unlisten: Unlisten;

beforeAll(async () => {
  server = await createTestServer({ jobs: { autoStart: false }, scripting: { scan: { clamav: 'off' } } });
  admin = await signIn(server, 'admin');
  tech = await signIn(server, 'tech');
  unlisten = await server.database.listen(REALTIME_CHANNEL, (payload) => {
    const envelope = JSON.parse(payload) as RealtimeEnvelope;
    if (envelope.topic.startsWith('job.')) events.push(envelope);
  });
  const uploaded = await admin.post(
    '/scripting/attachments/upload',
    multipart({ purpose: 'FILE_TRANSFER' }, { name: 'notes.txt', content: 'plain notes\n' }),
  );
  expect(uploaded.status).toBe(200);
  const [attachment] = await server.db
    .select()
    .from(scriptAttachments)
    .where(eq(scriptAttachments.resourceId, uploaded.body.resourceId));
  const [job] = await server.db
    .select()
    .from(backgroundJobs)
    .where(eq(backgroundJobs.singletonKey, `scripting.malware-scan:${attachment?.id}`));
  jobId = job?.id ?? -1;
});
afterAll(async () => {
  await unlisten?.();
  await server?.close();
});

describe('GET /backgroundjob/{id}', () => {
  it('answers the queued job to the user who enqueued it', async () => {
    const response = await admin.get(`/backgroundjob/${jobId}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: jobId,
      kind: 'scripting.malware-scan',
      state: 'queued',
      attempts: 0,
      maxAttempts: 3,
      runAt: expect.any(String),
      startedAt: null,
      finishedAt: null,
      progress: null,
      result: null,
      error: null,
    });
  });

  it('answers 404 to anyone else, as for a job that does not exist', async () => {
    const other = await tech.get(`/backgroundjob/${jobId}`);
    expect(other.status).toBe(404);
    expect(other.body.resultCode).toBe('NOT_FOUND');
    expect((await admin.get('/backgroundjob/999999')).status).toBe(404);
    expect((await server.agent().get(`/backgroundjob/${jobId}`)).status).toBe(401);
  });

  it('answers the outcome once the job ran, and published each state change to its owner', async () => {
    await server.app.jobs.drain();
    const response = await admin.get(`/backgroundjob/${jobId}`);
    expect(response.body).toMatchObject({ state: 'succeeded', attempts: 1, result: 'SUCCESS', error: null });
    expect(response.body.finishedAt).toEqual(expect.any(String));

    const [owner] = await server.db.select().from(users).where(eq(users.email, DEMO_USERS.admin.email));
    for (let i = 0; i < 100 && events.length < 2; i++) await new Promise((done) => setTimeout(done, 20));
    const mine = events.filter((event) => event.topic === `job.${jobId}`);
    expect(mine.map((event) => (event.data as { state: string }).state)).toEqual(['running', 'succeeded']);
    for (const event of mine) {
      expect(event.scope).toEqual({ userId: owner?.id });
      expect(topics.job.event.safeParse(event.data).success).toBe(true);
    }
    expect(mine.at(-1)?.data).toEqual(response.body);
  });
});
