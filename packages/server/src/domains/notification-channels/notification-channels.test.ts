/**
 * Notification channel records (001 §2 Apps › Notification channels): system administrators
 * create, change and delete them; technicians list them; every save applies the form's rules
 * (`validateNotificationChannel`) and refuses bad input with 400, writing nothing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { setupDemoServer } from '../../test/helpers';

const { server, ids, admin, tech } = setupDemoServer('admin', 'tech');

const rows = () =>
  server.db
    .select()
    .from(t.notificationChannels)
    .where(eq(t.notificationChannels.divisionId, ids.division.id));

describe('notification channels', () => {
  it('creates, lists, updates and deletes an email and a webhook channel', async () => {
    const created = await admin.post('/notificationchannel/', {
      name: ' NOC team ',
      type: 'EMAIL',
      recipients: ['noc@demo.console', ' oncall@demo.console'],
      url: 'https://ignored.example.com/',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.notificationChannel).toMatchObject({
      name: 'NOC team',
      type: 'EMAIL',
      recipients: ['noc@demo.console', 'oncall@demo.console'],
      url: '',
    });
    const hook = await admin.post('/notificationchannel/', {
      name: 'Chat hook',
      type: 'WEBHOOK',
      url: 'https://hooks.example.com/console',
    });
    expect(hook.status).toBe(200);
    expect(hook.body.notificationChannel).toMatchObject({ type: 'WEBHOOK', recipients: [] });

    // Technicians read the list (the condition's channel field); it is sorted by name.
    const list = await tech.get('/notificationchannel/list');
    expect(list.status).toBe(200);
    expect(list.body.map((channel: { name: string }) => channel.name)).toEqual(['Chat hook', 'NOC team']);

    const id = created.body.notificationChannel.id;
    const updated = await admin.put(`/notificationchannel/${id}`, {
      name: 'NOC',
      type: 'WEBHOOK',
      url: 'http://hooks.example.com/noc',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.notificationChannel).toMatchObject({
      name: 'NOC',
      recipients: [],
      url: 'http://hooks.example.com/noc',
    });

    expect((await admin.delete(`/notificationchannel/${id}`)).status).toBe(200);
    expect((await admin.delete(`/notificationchannel/${id}`)).status).toBe(404);
    expect((await rows()).map((row) => row.name)).toEqual(['Chat hook']);
  });

  it('refuses bad input with the form messages and writes nothing', async () => {
    const before = await rows();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '', type: 'EMAIL', recipients: ['a@demo.console'] }, 'name', 'Required'],
      [{ name: 'No one', type: 'EMAIL', recipients: [] }, 'recipients', 'Enter at least one email address.'],
      [
        { name: 'Bad', type: 'EMAIL', recipients: ['a@demo.console', 'not-an-address'] },
        'recipients',
        '"not-an-address" is not a valid email address.',
      ],
      [
        { name: 'Twice', type: 'EMAIL', recipients: ['a@demo.console', 'A@demo.console'] },
        'recipients',
        'Each email address can be listed only once.',
      ],
      [
        { name: 'Ftp', type: 'WEBHOOK', url: 'ftp://hooks.example.com/' },
        'url',
        'Enter a valid address starting with http:// or https://.',
      ],
      [
        { name: 'Empty', type: 'WEBHOOK', url: '' },
        'url',
        'Enter a valid address starting with http:// or https://.',
      ],
    ];
    for (const [body, path, text] of cases) {
      const response = await admin.post('/notificationchannel/', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.issues[0]).toMatchObject({ path, message: text });
    }
    // Schema refusals: an unknown type, too many recipients.
    expect((await admin.post('/notificationchannel/', { name: 'X', type: 'SMS' })).status).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => `r${i}@demo.console`);
    expect(
      (await admin.post('/notificationchannel/', { name: 'X', type: 'EMAIL', recipients: many })).status,
    ).toBe(400);
    // A private webhook address needs the division's private targets setting.
    const privateHook = await admin.post('/notificationchannel/', {
      name: 'Metadata',
      type: 'WEBHOOK',
      url: 'http://169.254.169.254/latest',
    });
    expect(privateHook.status).toBe(400);
    expect(privateHook.body.issues[0].path).toBe('url');
    // Names are unique in the division, ignoring case.
    expect(
      (
        await admin.post('/notificationchannel/', {
          name: 'CHAT HOOK',
          type: 'WEBHOOK',
          url: 'https://a.example.com/',
        })
      ).status,
    ).toBe(409);
    expect(await rows()).toEqual(before);
  });

  it('lets only system administrators change channels', async () => {
    const [row] = await rows();
    if (!row) throw new Error('no channel');
    const body = { name: 'Tech channel', type: 'EMAIL', recipients: ['tech@demo.console'] };
    expect((await tech.post('/notificationchannel/', body)).status).toBe(403);
    expect((await tech.put(`/notificationchannel/${row.id}`, body)).status).toBe(403);
    expect((await tech.delete(`/notificationchannel/${row.id}`)).status).toBe(403);
  });
});
