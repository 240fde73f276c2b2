import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { setupDemoServer } from '../../test/helpers';

const { server, ids, admin } = setupDemoServer('admin');

const save = (body: unknown) => admin.put('/mfa/policy', body, { mfaCode: admin.code() });

async function policy(name: string) {
  const [row] = await server.db
    .select()
    .from(t.policies)
    .where(and(eq(t.policies.name, name), eq(t.policies.divisionId, ids.division.id)));
  if (!row) throw new Error(`no policy ${name}`);
  return row;
}

describe("a policy's scheduled automations (content.actionsetSchedules)", () => {
  it('saves them with the rules of the form, writing nothing refused', async () => {
    const target = await policy('Domain Controllers');
    const weekly = {
      actionsetScheduleUid: '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      actionsetScheduleName: 'Clear temp files',
      scriptId: 1,
      scriptName: 'Clear Temp Files',
      repeats: 'WEEKLY',
      runAtHour: 22,
      runAtMinute: 30,
      daysOfWeek: ['MON', 'THU'],
    };
    const saved = await save({ id: target.id, content: { ...target.content, actionsetSchedules: [weekly] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.policy.content.actionsetSchedules).toEqual([
      { ...weekly, enabled: true, dayOfMonth: null },
    ]);

    const refused = await save({
      id: target.id,
      content: {
        actionsetSchedules: [
          { ...weekly, actionsetScheduleName: ' ', scriptId: null, runAtHour: 24, daysOfWeek: [] },
          {
            ...weekly,
            actionsetScheduleUid: '8d2f3e4a-5b6c-4d7e-9f8a-0b1c2d3e4f5a',
            repeats: 'MONTHLY',
            dayOfMonth: 0,
          },
        ],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues.map((issue: { message: string }) => issue.message).sort()).toEqual([
      'Must be between 0 and 23',
      'Must be between 1 and 31',
      'Required',
      'Required',
      'Required',
    ]);
    expect((await policy('Domain Controllers')).content.actionsetSchedules).toHaveLength(1);
  });
});
