import { describe, expect, it } from 'vitest';
import { isTypedConfirmation, warningConfirmed, warningsLoaded } from './delete-organization-steps';

describe('organization deletion steps (002 §4.6)', () => {
  const warnings = [
    { code: 'TICKETING_TICKET_OPEN', message: 'There are open tickets.' },
    { code: 'OTHER', message: 'Other.' },
  ];

  it('confirms each warning, then asks for DELETE only when backup data goes too', () => {
    const first = warningsLoaded(warnings, true);
    expect(first).toEqual({ step: 'warning', warnings, index: 0 });
    if (first.step !== 'warning') throw new Error('expected a warning');
    const second = warningConfirmed(first, true);
    expect(second).toEqual({ step: 'warning', warnings, index: 1 });
    if (second.step !== 'warning') throw new Error('expected a warning');
    expect(warningConfirmed(second, true)).toEqual({ step: 'typed' });
    expect(warningConfirmed(second, false)).toEqual({ step: 'deleting' });
    expect(warningsLoaded([], false)).toEqual({ step: 'deleting' });
  });

  it('accepts exactly DELETE', () => {
    expect(isTypedConfirmation('DELETE')).toBe(true);
    expect(isTypedConfirmation('delete')).toBe(false);
    expect(isTypedConfirmation('')).toBe(false);
  });
});
