import { describe, expect, it } from 'vitest';
import { policyConditionSchema } from '../contract/entities/policy-condition';
import { validatePolicyCondition } from './policy-condition';

describe('validatePolicyCondition', () => {
  it('accepts a CPU condition and a service condition', () => {
    expect(
      validatePolicyCondition({ conditionName: 'Busy', type: 'CPU', threshold: 90, durationMinutes: 5 }),
    ).toEqual({});
    expect(
      validatePolicyCondition({
        conditionName: 'Spooler',
        type: 'SERVICE',
        durationMinutes: 1,
        target: 'Spooler',
      }),
    ).toEqual({});
  });

  it('refuses an empty name, a percent out of 1–100, a duration out of 1–1,440 and a missing service', () => {
    expect(
      validatePolicyCondition({ conditionName: ' ', type: 'MEMORY', threshold: 0, durationMinutes: 0 }),
    ).toEqual({
      conditionName: { key: 'errors.validation.required' },
      threshold: { key: 'errors.validation.between', params: { min: 1, max: 100 } },
      durationMinutes: { key: 'errors.validation.between', params: { min: 1, max: 1_440 } },
    });
    expect(
      validatePolicyCondition({ conditionName: 'x', type: 'PROCESS', durationMinutes: 2, target: '' }),
    ).toEqual({
      target: { key: 'errors.validation.required' },
    });
    expect(validatePolicyCondition({ conditionName: 'x', type: 'NOPE', durationMinutes: 2 })).toEqual({
      type: { key: 'errors.validation.required' },
    });
  });

  it('is the rule of the contract schema, with the catalogue texts', () => {
    const result = policyConditionSchema.safeParse({
      conditionUid: '5f0f3c56-8a43-4c55-9a43-2f1f4f1b2a01',
      conditionName: 'Disk',
      type: 'DISK_FREE_SPACE',
      threshold: 101,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['threshold', 'Must be between 1 and 100'],
    ]);
  });
});
