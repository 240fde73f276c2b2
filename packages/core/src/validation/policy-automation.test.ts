import { describe, expect, it } from 'vitest';
import { policyAutomationSchema } from '../contract/entities/policy-automation';
import { validatePolicyAutomation } from './policy-automation';

const good = {
  actionsetScheduleName: 'Nightly cleanup',
  scriptId: 4,
  repeats: 'DAILY',
  runAtHour: 2,
  runAtMinute: 0,
};

describe('scheduled automation rules', () => {
  it('accepts daily, weekly with a day and monthly with a day of the month', () => {
    expect(validatePolicyAutomation(good)).toEqual({});
    expect(validatePolicyAutomation({ ...good, repeats: 'WEEKLY', daysOfWeek: ['SUN'] })).toEqual({});
    expect(validatePolicyAutomation({ ...good, repeats: 'MONTHLY', dayOfMonth: 31 })).toEqual({});
  });
  it('asks for a name, an automation, a valid time and the recurrence day', () => {
    expect(
      validatePolicyAutomation({
        actionsetScheduleName: ' ',
        repeats: 'WEEKLY',
        runAtHour: 24,
        runAtMinute: null,
      }),
    ).toEqual({
      actionsetScheduleName: { key: 'errors.validation.required' },
      scriptId: { key: 'errors.validation.required' },
      runAtHour: { key: 'errors.validation.between', params: { min: 0, max: 23 } },
      runAtMinute: { key: 'errors.validation.required' },
      daysOfWeek: { key: 'errors.validation.required' },
    });
    expect(validatePolicyAutomation({ ...good, repeats: 'MONTHLY', dayOfMonth: 32 })).toEqual({
      dayOfMonth: { key: 'errors.validation.between', params: { min: 1, max: 31 } },
    });
    expect(validatePolicyAutomation({ ...good, repeats: 'HOURLY' }).repeats).toEqual({
      key: 'errors.validation.required',
    });
    expect(
      validatePolicyAutomation({ ...good, actionsetScheduleName: 'x'.repeat(101) }).actionsetScheduleName,
    ).toEqual({
      key: 'errors.validation.maxLength',
      params: { max: 100 },
    });
  });
  it('runs the same rules in the schema the server reads', () => {
    const parsed = policyAutomationSchema.safeParse({
      ...good,
      actionsetScheduleUid: '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      scriptId: null,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['scriptId', 'Required'],
    ]);
  });
});
