import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { setupDemoServer } from '../../test/helpers';

const { server, admin, tech } = setupDemoServer('admin', 'tech');
const path = '/appuser/preference/addMenu.guideDismissed';

describe('a user preference (the Add menu guide, 000 §2.7)', () => {
  it('reads null until set, then the value, for that user only', async () => {
    expect((await tech.get(path)).body).toEqual({ key: 'addMenu.guideDismissed', value: null });
    const set = await tech.put(path, { value: true });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ resultCode: 'SUCCESS' });
    expect((await tech.get(path)).body).toEqual({ key: 'addMenu.guideDismissed', value: true });
    expect((await admin.get(path)).body.value).toBeNull();
  });

  it('keeps one row per user and key when set again', async () => {
    await admin.put(path, { value: true });
    await admin.put(path, { value: false });
    expect((await admin.get(path)).body.value).toBe(false);
    const rows = await server.db.select().from(t.userPreferences);
    expect(rows.filter((row) => row.key === 'addMenu.guideDismissed')).toHaveLength(2);
  });

  it('refuses an unknown key and a malformed value with 400, writing nothing', async () => {
    const before = (await server.db.select().from(t.userPreferences)).length;
    expect((await tech.get('/appuser/preference/theme')).status).toBe(400);
    expect((await tech.put('/appuser/preference/theme', { value: true })).status).toBe(400);
    expect((await tech.put(path, { value: { nested: true } })).status).toBe(400);
    expect((await tech.put(path, { value: 'x'.repeat(1001) })).status).toBe(400);
    expect((await tech.put(path, {})).status).toBe(400);
    expect((await server.db.select().from(t.userPreferences)).length).toBe(before);
  });
});
