import { describe, expect, it } from 'vitest';
import { readRole } from './config';

describe('the server role', () => {
  it('is all by default', () => {
    expect(readRole([], {})).toBe('all');
  });
  it('reads CONSOLE_ROLE, and --role before it (either form)', () => {
    expect(readRole([], { CONSOLE_ROLE: 'api' })).toBe('api');
    expect(readRole(['--role=worker'], { CONSOLE_ROLE: 'api' })).toBe('worker');
    expect(readRole(['--role', 'api'], {})).toBe('api');
  });
  it('refuses an unknown role', () => {
    expect(() => readRole(['--role=cron'], {})).toThrow(
      '--role (CONSOLE_ROLE) must be api, worker or all, got "cron"',
    );
  });
});
