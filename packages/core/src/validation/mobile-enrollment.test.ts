import { describe, expect, it } from 'vitest';
import { createTranslator } from '../messages';
import { allMessages } from '../messages/all';
import {
  canGenerateMobileQr,
  deliveryOptions,
  MAX_ENROLLMENT_RECIPIENTS,
  type MobileGenerateState,
  splitRecipients,
  toE164Phone,
  validateEmailList,
  validatePhoneList,
  validateProfileEmail,
} from './mobile-enrollment';

const t = createTranslator({ sections: [allMessages] });

describe('phone numbers for SMS', () => {
  it.each([
    ['+1 415 555 0132', '+14155550132'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+49 30 901820', '+4930901820'],
  ])('accepts %s as %s', (input, e164) => {
    expect(toE164Phone(input)).toBe(e164);
  });

  it.each(['12', '555-01', '+1 000', 'call me', '+999 1234567', `+1${'5'.repeat(60)}`])(
    'refuses %s',
    (input) => {
      expect(toE164Phone(input)).toBeUndefined();
    },
  );

  it("answers 'Invalid phone number' when one entry is bad", () => {
    const issue = validatePhoneList(['+1 415 555 0132', '12']);
    expect(issue && t(issue.key, issue.params)).toBe('Invalid phone number');
    expect(validatePhoneList(['+1 415 555 0132'])).toBeUndefined();
    expect(validatePhoneList([])).toBeUndefined();
  });
});

describe('recipient lists', () => {
  it('splits on commas, semicolons and lines, dropping blanks', () => {
    expect(splitRecipients(' a@x.io, b@x.io;\n\nc@x.io ,')).toEqual(['a@x.io', 'b@x.io', 'c@x.io']);
  });

  it('checks every email and the recipient cap', () => {
    const bad = validateEmailList(['tech@demo.console', 'nope']);
    expect(bad && t(bad.key)).toBe('Please enter a valid email address');
    expect(validateEmailList(['tech@demo.console'])).toBeUndefined();
    const many = validateEmailList(
      Array.from({ length: MAX_ENROLLMENT_RECIPIENTS + 1 }, (_, i) => `u${i}@x.io`),
    );
    expect(many && t(many.key, many.params)).toBe(
      `Send to at most ${MAX_ENROLLMENT_RECIPIENTS} recipients at a time.`,
    );
  });

  it('needs at least one user for the Mac profile email', () => {
    const issues = validateProfileEmail({ uids: [], emails: ['bad'] });
    expect(issues.uids && t(issues.uids.key)).toBe('Select at least one user');
    expect(issues.emails && t(issues.emails.key)).toBe('Please enter a valid email address');
    expect(validateProfileEmail({ uids: ['u'], emails: [] })).toEqual({});
  });
});

describe('Generate QR code', () => {
  const ready: MobileGenerateState = {
    platform: 'ANDROID',
    organizationId: 1,
    locationId: 2,
    pending: false,
    approvalMode: 'AUTOMATIC',
    appEnabled: true,
    usageType: 'PERSONAL_USAGE_ALLOWED',
    connectionId: 3,
  };

  it('is enabled when everything is chosen', () => {
    expect(canGenerateMobileQr(ready)).toBe(true);
    expect(canGenerateMobileQr({ ...ready, platform: 'APPLE', usageType: null })).toBe(true);
  });

  it.each<[string, Partial<MobileGenerateState>]>([
    ['no organization', { organizationId: null }],
    ['no location', { locationId: null }],
    ['a pending save', { pending: true }],
    ['an organization that rejects devices', { approvalMode: 'REJECT' }],
    ['the MDM app disabled', { appEnabled: false }],
    ['Android without usage type', { usageType: null }],
    ['no connection', { connectionId: null }],
  ])('is disabled with %s', (_, change) => {
    expect(canGenerateMobileQr({ ...ready, ...change })).toBe(false);
  });

  it('offers Download for Apple only and SMS for Apple or personal Android', () => {
    expect(deliveryOptions('APPLE', null)).toEqual(['download', 'email', 'sms']);
    expect(deliveryOptions('ANDROID', 'PERSONAL_USAGE_ALLOWED')).toEqual(['email', 'sms']);
    expect(deliveryOptions('ANDROID', 'PERSONAL_USAGE_DISALLOWED')).toEqual(['email']);
  });
});
