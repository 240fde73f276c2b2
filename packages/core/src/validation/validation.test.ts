import { describe, expect, it } from 'vitest';
import { createTranslator } from '../messages';
import { isValidEmail, validateEmail } from './email';
import {
  ipTargetSize,
  ipv4ToNumber,
  isValidCidr,
  isValidIpTarget,
  isValidIpv4,
  isValidIpv4Range,
  parseIpTargets,
  parseIpv4Range,
  validateIpTargets,
} from './ip';
import { validateWholeNumberBetween } from './issue';
import { isValidPhone, normalizePhone, validatePhone } from './phone';

const t = createTranslator();

describe('IPv4 addresses', () => {
  it.each(['0.0.0.0', '10.0.0.1', '192.168.1.254', '255.255.255.255'])('accepts %s', (ip) => {
    expect(isValidIpv4(ip)).toBe(true);
  });
  it.each(['10.0.0', '10.0.0.1.2', '10.0.0.256', '10.0.0.01', '10.0.0.-1', 'a.b.c.d', '', ' 10.0.0.1'])(
    'refuses %j',
    (ip) => {
      expect(isValidIpv4(ip)).toBe(false);
    },
  );
  it('converts to a number', () => {
    expect(ipv4ToNumber('10.0.0.1')).toBe(167_772_161);
    expect(ipv4ToNumber('255.255.255.255')).toBe(4_294_967_295);
    expect(ipv4ToNumber('nope')).toBeUndefined();
  });
});

describe('IPv4 ranges', () => {
  it('accepts the full and the short form', () => {
    expect(parseIpv4Range('10.0.0.1-10.0.0.50')).toEqual({ start: '10.0.0.1', end: '10.0.0.50' });
    expect(parseIpv4Range('10.0.0.1-50')).toEqual({ start: '10.0.0.1', end: '10.0.0.50' });
    expect(isValidIpv4Range('10.0.0.9-10.0.1.3')).toBe(true);
    expect(isValidIpv4Range('10.0.0.7-7')).toBe(true);
  });
  it.each([
    '10.0.0.50-10.0.0.1',
    '10.0.0.50-1',
    '10.0.0.1-256',
    '10.0.0.1-',
    '-10.0.0.1',
    '10.0.0.1-2-3',
    '10.0.0.1-0x10',
  ])('refuses %s', (range) => {
    expect(isValidIpv4Range(range)).toBe(false);
  });
});

describe('CIDR subnets', () => {
  it.each(['10.0.0.0/8', '192.168.1.0/24', '192.168.1.7/32', '0.0.0.0/0'])('accepts %s', (cidr) => {
    expect(isValidCidr(cidr)).toBe(true);
  });
  it.each(['10.0.0.0/33', '10.0.0.0/', '10.0.0/24', '10.0.0.0/024', '10.0.0.0/2a', '10.0.0.0/24/1'])(
    'refuses %s',
    (cidr) => {
      expect(isValidCidr(cidr)).toBe(false);
    },
  );
});

describe('discovery targets (000 §5.3)', () => {
  it('splits on commas and newlines and removes spaces', () => {
    expect(parseIpTargets(' 10.0.0.1 ,10.0.0.2\n10.0.0.3-5\r\n\n10.1.0.0 / 16,,')).toEqual({
      entries: ['10.0.0.1', '10.0.0.2', '10.0.0.3-5', '10.1.0.0/16'],
      targets: ['10.0.0.1', '10.0.0.2', '10.0.0.3-5', '10.1.0.0/16'],
      invalid: [],
    });
  });

  it('returns the invalid entries in order', () => {
    const { targets, invalid } = parseIpTargets('10.0.0.1, printer.local, 10.0.0.300\n10.0.0.9-3');
    expect(targets).toEqual(['10.0.0.1']);
    expect(invalid).toEqual(['printer.local', '10.0.0.300', '10.0.0.9-3']);
  });

  it("answers 'Required' for an empty list", () => {
    const issue = validateIpTargets(' , \n ');
    expect(issue && t(issue.key, issue.params)).toBe('Required');
    expect(validateIpTargets(undefined)).toEqual({ key: 'errors.validation.required' });
  });

  it("answers 'Invalid IP(s): ' followed by the bad entries", () => {
    const issue = validateIpTargets('10.0.0.1, 10.0.0.999\nbad');
    expect(issue && t(issue.key, issue.params)).toBe('Invalid IP(s): 10.0.0.999, bad');
  });

  it('accepts a valid list', () => {
    expect(validateIpTargets('192.168.0.0/24, 10.0.0.1-10.0.0.20')).toBeUndefined();
    expect(isValidIpTarget('10.0.0.1')).toBe(true);
  });

  it('counts the addresses a target covers', () => {
    expect(ipTargetSize('10.0.0.1')).toBe(1);
    expect(ipTargetSize('10.0.0.1-50')).toBe(50);
    expect(ipTargetSize('10.0.0.250-10.0.1.4')).toBe(11);
    expect(ipTargetSize('10.0.0.0/24')).toBe(256);
    expect(ipTargetSize('10.0.0.0/32')).toBe(1);
    expect(ipTargetSize('nope')).toBe(0);
  });
});

describe('whole numbers in a range', () => {
  it("answers 'Must be between X and Y' outside the bounds", () => {
    const issue = validateWholeNumberBetween('1001', 1, 1000);
    expect(issue && t(issue.key, issue.params)).toBe('Must be between 1 and 1000');
    expect(validateWholeNumberBetween(0, 1, 255)).toEqual({
      key: 'errors.validation.between',
      params: { min: 1, max: 255 },
    });
    expect(validateWholeNumberBetween('2.5', 1, 5)?.key).toBe('errors.validation.between');
    expect(validateWholeNumberBetween('', 1, 5)?.key).toBe('errors.validation.required');
    expect(validateWholeNumberBetween(' 5 ', 1, 5)).toBeUndefined();
    expect(validateWholeNumberBetween(1, 1, 5)).toBeUndefined();
  });
});

describe('phone numbers', () => {
  it.each([
    '+15550104477',
    '+1 (555) 010-4477',
    '+44 20 7946 0958',
    '020 7946 0958',
    '5550104',
    '+61.2.9999.9999',
  ])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });
  it.each([
    '555-01',
    '+0 555 010 4477',
    '+1234567890123456',
    'call me',
    '555 010 4477 ext 2',
    '((555)) 0104477',
    ')555( 0104477',
    '++15550104477',
    '1+5550104477',
  ])('refuses %s', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
  it('normalizes separators away', () => {
    expect(normalizePhone(' +1 (555) 010-4477 ')).toBe('+15550104477');
    expect(normalizePhone('x')).toBeUndefined();
  });
  it("answers 'Invalid phone number' for a filled, bad field only", () => {
    const issue = validatePhone('12');
    expect(issue && t(issue.key)).toBe('Invalid phone number');
    expect(validatePhone('')).toBeUndefined();
    expect(validatePhone('   ')).toBeUndefined();
    expect(validatePhone(null)).toBeUndefined();
    expect(validatePhone('+1 555 010 4477')).toBeUndefined();
  });
});

describe('emails', () => {
  it('checks the address', () => {
    expect(isValidEmail(' tech@demo.console ')).toBe(true);
    expect(isValidEmail('tech@localhost')).toBe(false);
    expect(validateEmail('tech@demo')?.key).toBe('errors.validation.invalidEmail');
    expect(validateEmail('')?.key).toBe('errors.validation.required');
    expect(validateEmail('a@b.co')).toBeUndefined();
    const issue = validateEmail('nope');
    expect(issue && t(issue.key)).toBe('Please enter a valid email address');
  });
});
