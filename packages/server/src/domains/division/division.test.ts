import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { DEMO_DIVISION_UID, setupDemoServer } from '../../test/helpers';

const { server, admin, tech, enduser } = setupDemoServer('admin', 'tech', 'enduser');

describe('trial banner (000 §7.1)', () => {
  it('carries the trial data in the session', async () => {
    const session = (await tech.get('/auth/session')).body;
    expect(session.division).toMatchObject({ uid: DEMO_DIVISION_UID, isTrialLicense: true });
    const daysLeft =
      (session.division.licenseExpirationDateTime * 1000 - server.clock.now.getTime()) / 86_400_000;
    expect(Math.round(daysLeft)).toBe(12);
  });

  it('answers the sales contact', async () => {
    const response = await tech.get(`/division/trial-banner/contact-us/${DEMO_DIVISION_UID}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ contactEmail: 'sales@example.com', contactName: 'Jordan Rivera' });
  });

  it('records a call request (no body) and answers SUCCESS', async () => {
    const response = await tech.post(`/division/trial-banner-contact-us-request-call/${DEMO_DIVISION_UID}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ resultCode: 'SUCCESS' });
    expect(await server.db.select().from(t.trialCallRequests)).toHaveLength(1);
  });

  it('answers the purchase link', async () => {
    const response = await tech.get(`/division/trial-banner/buy-now/${DEMO_DIVISION_UID}`);
    expect(response.body.url).toContain(`divisionUid=${DEMO_DIVISION_UID}`);
  });

  it('answers 404 for another account and 400 for a malformed uid', async () => {
    const [lab] = await server.db.select().from(t.divisions).where(eq(t.divisions.companyName, 'Demo Lab'));
    expect((await tech.get(`/division/trial-banner/contact-us/${lab?.uid}`)).status).toBe(404);
    expect((await tech.get('/division/trial-banner/contact-us/not-a-uid')).status).toBe(400);
  });

  it('refuses end users', async () => {
    expect(
      (await enduser.post(`/division/trial-banner-contact-us-request-call/${DEMO_DIVISION_UID}`)).status,
    ).toBe(403);
  });
});

describe('announcements (000 §2.14, §7.2)', () => {
  it('lists current announcements and dismisses one for the user only', async () => {
    const before = await tech.get('/appuser/application-announcement');
    expect(before.status).toBe(200);
    expect(before.body).toHaveLength(2);
    expect(before.body[0]).toMatchObject({
      id: expect.any(Number),
      message: expect.stringContaining('**demo**'),
    });
    const id = before.body[0].id;
    const dismissed = await tech.patch('/appuser/application-announcement', id);
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toEqual({ resultCode: 'SUCCESS' });
    const after = await tech.get('/appuser/application-announcement');
    expect(after.body.map((a: { id: number }) => a.id)).not.toContain(id);
    expect((await admin.get('/appuser/application-announcement')).body).toHaveLength(2);
    expect((await tech.patch('/appuser/application-announcement', id)).status).toBe(200);
  });

  it('hides expired announcements and answers 404 when dismissing one', async () => {
    const [expired] = await server.db
      .insert(t.announcements)
      .values({ message: 'Old news', endTime: new Date(server.clock.now.getTime() - 1000) })
      .returning();
    expect(
      (await admin.get('/appuser/application-announcement')).body.map((a: { id: number }) => a.id),
    ).not.toContain(expired?.id);
    expect((await admin.patch('/appuser/application-announcement', expired?.id)).status).toBe(404);
    expect((await admin.patch('/appuser/application-announcement', 'abc')).status).toBe(400);
  });
});

describe('division configuration and feature flags', () => {
  it('lists the entries and lets a sysadmin switch one', async () => {
    const list = await tech.get('/divisionconfig');
    expect(list.body).toEqual(expect.arrayContaining([{ name: 'TEAMVIEWER', enabled: false }]));
    expect((await tech.put('/divisionconfig/TEAMVIEWER', { enabled: true })).status).toBe(403);
    const updated = await admin.put('/divisionconfig/TEAMVIEWER', { enabled: true });
    expect(updated.body).toEqual({ name: 'TEAMVIEWER', enabled: true });
    expect((await tech.get('/auth/session')).body.divisionConfig).toEqual(
      expect.arrayContaining([{ name: 'TEAMVIEWER', enabled: true }]),
    );
    expect((await admin.put('/divisionconfig/UNKNOWN', { enabled: true })).status).toBe(400);
  });

  it('lists feature flags and switches one', async () => {
    const flags = await tech.get('/featureflags');
    expect(flags.body).toEqual(
      expect.arrayContaining([
        { name: 'agent_tokenization', enabled: false },
        { name: 'mdm', enabled: true },
      ]),
    );
    const updated = await admin.put('/featureflags/agent_tokenization', { enabled: true });
    expect(updated.status).toBe(200);
    expect((await tech.get('/auth/session')).body.featureFlags).toContain('agent_tokenization');
    expect((await admin.put('/featureflags/made_up_flag', { enabled: true })).status).toBe(400);
  });
});

describe('ticket templates (002 §7) and the PSA default', () => {
  it('refuses deleting the default template and moves the default through /divisionconfig/psa', async () => {
    const list = await admin.get('/tickettemplate/list');
    const defaultTemplate = list.body.find((tt: { isDefault: boolean }) => tt.isDefault);
    const other = list.body.find((tt: { isDefault: boolean }) => !tt.isDefault);
    const refused = await admin.delete(`/tickettemplate/${defaultTemplate.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      resultCode: 'CANNOT_DELETE_DEFAULT_TICKET_TEMPLATE',
      errorMessage: "You can't delete the default ticket template.",
    });
    expect((await admin.get('/divisionconfig/psa')).body).toEqual({
      content: { defaultTicketTemplateId: defaultTemplate.id },
    });
    const moved = await admin.put('/divisionconfig/psa', { content: { defaultTicketTemplateId: other.id } });
    expect(moved.body.content.defaultTicketTemplateId).toBe(other.id);
    expect((await admin.delete(`/tickettemplate/${defaultTemplate.id}`)).status).toBe(200);
  });

  it('creates, reads and updates templates; the first one saved becomes the default', async () => {
    await server.db.delete(t.ticketTemplates);
    const first = await admin.post('/tickettemplate/', { name: 'First', content: { Priority: 'Low' } });
    expect(first.status).toBe(200);
    expect(first.body.ticketTemplate).toMatchObject({ name: 'First', isDefault: true });
    const second = await admin.post('/tickettemplate', { name: 'Second' });
    expect(second.body.ticketTemplate.isDefault).toBe(false);
    const updated = await admin.put(`/tickettemplate/${second.body.ticketTemplate.id}`, {
      name: 'Second (edited)',
      content: {},
    });
    expect(updated.body.ticketTemplate.name).toBe('Second (edited)');
    expect(
      (await admin.get(`/tickettemplate/${first.body.ticketTemplate.id}`)).body.ticketTemplate.name,
    ).toBe('First');
    expect((await admin.post('/tickettemplate/', { name: 'first' })).status).toBe(409);
    expect((await tech.post('/tickettemplate/', { name: 'By tech' })).status).toBe(403);
  });
});

describe('API key pairs (002 §7 /apikeypair)', () => {
  it('creates a key (secret shown once), lists, updates and deletes it', async () => {
    const created = await admin.post('/apikeypair', { name: 'Monitoring export', scopes: ['monitoring'] });
    expect(created.status).toBe(200);
    expect(created.body.clientSecret).toEqual(expect.any(String));
    const stored = await server.db.select().from(t.apiKeys);
    expect(stored[0]?.secretHash).not.toBe(created.body.clientSecret);
    const list = await admin.get('/apikeypair/list');
    expect(JSON.stringify(list.body)).not.toContain(created.body.clientSecret);
    const updated = await admin.put('/apikeypair', { id: created.body.apiKeyPair.id, enabled: false });
    expect(updated.body.apiKeyPair.enabled).toBe(false);
    expect((await tech.get('/apikeypair/list')).status).toBe(403);
    expect((await admin.delete(`/apikeypair/${created.body.apiKeyPair.id}`)).status).toBe(200);
  });
});
