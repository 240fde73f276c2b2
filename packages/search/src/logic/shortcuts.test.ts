import { createPermissions } from '@console/core';
import { createTestSession } from '@console/testing/session';
import { describe, expect, it } from 'vitest';
import { limitedTechnicianOptions, searchSessionOptions } from '../fixtures/search-data';
import { parseShortcut, SHORTCUT_PREFIXES } from './shortcuts';

const sysadmin = createPermissions(createTestSession(searchSessionOptions));

describe('shortcut prefixes (001 §2.1)', () => {
  it("selects the filter of 'devices:' and keeps the rest", () => {
    expect(parseShortcut('devices:', sysadmin)).toEqual({ filter: 'devices', text: '' });
    expect(parseShortcut('devices: DESKTOP-12', sysadmin)).toEqual({ filter: 'devices', text: 'DESKTOP-12' });
    expect(parseShortcut('  Devices:desk', sysadmin)).toEqual({ filter: 'devices', text: 'desk' });
  });

  it('answers to every filter name', () => {
    for (const filter of new Set(Object.values(SHORTCUT_PREFIXES)))
      expect(parseShortcut(`${filter}:x`, sysadmin)).toEqual({ filter, text: 'x' });
    expect(parseShortcut('kb: vpn', sysadmin)?.filter).toBe('kb_document');
    expect(parseShortcut('admin:tech', sysadmin)?.filter).toBe('administration');
  });

  it('leaves unknown words, values and unavailable filters as text', () => {
    expect(parseShortcut('devices', sysadmin)).toBeNull();
    expect(parseShortcut('00:1a:2b:3c:4d:5e', sysadmin)).toBeNull();
    expect(parseShortcut('ab:cd:ef:01:02:03', sysadmin)).toBeNull();
    expect(parseShortcut('https://x', sysadmin)).toBeNull();
    expect(
      parseShortcut('groups: servers', createPermissions(createTestSession(limitedTechnicianOptions))),
    ).toBeNull();
  });
});
