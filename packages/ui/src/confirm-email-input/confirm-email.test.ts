import { describe, expect, it } from 'vitest';
import { checkConfirmEmail } from './confirm-email';

describe('checkConfirmEmail', () => {
  it('accepts the expected email in any case, ignoring surrounding spaces', () => {
    expect(checkConfirmEmail('ops@example.com', 'ops@example.com')).toBe('valid');
    expect(checkConfirmEmail(' OPS@Example.COM ', 'ops@example.com')).toBe('valid');
    expect(checkConfirmEmail('ops@example.com', 'Ops@Example.com')).toBe('valid');
  });

  it('flags a malformed or empty entry as an invalid format', () => {
    expect(checkConfirmEmail('', 'ops@example.com')).toBe('invalidFormat');
    expect(checkConfirmEmail('ops', 'ops@example.com')).toBe('invalidFormat');
    expect(checkConfirmEmail('ops@example', 'ops@example.com')).toBe('invalidFormat');
  });

  it('flags a valid email that is someone else’s as a mismatch', () => {
    expect(checkConfirmEmail('other@example.com', 'ops@example.com')).toBe('mismatch');
    expect(checkConfirmEmail('ops@example.co', 'ops@example.com')).toBe('mismatch');
  });
});
