import { describe, expect, it } from 'vitest';
import { isParentPolicyEnabled, policyCreateBody, validatePolicyCreate } from './policy';

describe('the Create policy rules (002 §5.5)', () => {
  it('needs a trimmed name of at most 100 and a role', () => {
    expect(validatePolicyCreate({ name: '   ', nodeClass: null })).toEqual({
      name: { key: 'errors.validation.required' },
      nodeClass: { key: 'errors.validation.required' },
    });
    expect(validatePolicyCreate({ name: ` ${'a'.repeat(100)} `, nodeClass: 'MAC' })).toEqual({});
    expect(validatePolicyCreate({ name: 'a'.repeat(101), nodeClass: 'MAC' }).name).toEqual({
      key: 'errors.validation.maxLength',
      params: { max: 100 },
    });
  });

  it('allows a description of at most 250', () => {
    expect(validatePolicyCreate({ name: 'P', description: 'd'.repeat(250), nodeClass: 'MAC' })).toEqual({});
    expect(
      validatePolicyCreate({ name: 'P', description: 'd'.repeat(251), nodeClass: 'MAC' }).description,
    ).toEqual({
      key: 'errors.validation.maxLength',
      params: { max: 250 },
    });
  });

  it('needs an NMS role when the role is NMS', () => {
    expect(validatePolicyCreate({ name: 'P', nodeClass: 'NMS' }).nodeRoleId).toEqual({
      key: 'errors.validation.required',
    });
    expect(validatePolicyCreate({ name: 'P', nodeClass: 'NMS', nodeRoleId: 20 })).toEqual({});
  });

  it('disables the parent policy for NMS and until a role is chosen', () => {
    expect(isParentPolicyEnabled(null)).toBe(false);
    expect(isParentPolicyEnabled('NMS')).toBe(false);
    expect(isParentPolicyEnabled('WINDOWS_SERVER')).toBe(true);
  });

  it('sends the name trimmed, an empty description as null, and only the fields of the role', () => {
    expect(
      policyCreateBody({
        name: ' Kiosk ',
        description: '  ',
        nodeClass: 'WINDOWS_WORKSTATION',
        nodeRoleId: 3,
        parentPolicyId: 2,
      }),
    ).toEqual({
      name: 'Kiosk',
      description: null,
      nodeClass: 'WINDOWS_WORKSTATION',
      nodeRoleId: null,
      parentPolicyId: 2,
    });
    expect(
      policyCreateBody({
        name: 'Net',
        description: ' core ',
        nodeClass: 'NMS',
        nodeRoleId: 20,
        parentPolicyId: 2,
      }),
    ).toEqual({
      name: 'Net',
      description: 'core',
      nodeClass: 'NMS',
      nodeRoleId: 20,
      parentPolicyId: null,
    });
  });
});
