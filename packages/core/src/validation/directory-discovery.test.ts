import { describe, expect, it } from 'vitest';
import {
  type DiscoveryJobScope,
  domainOfDn,
  findDiscoveryJobConflict,
  isDescendantDn,
  isOuPathSyntax,
  normalizeDn,
  parseDn,
  validateDiscoverySchedule,
  validateStatusAndLocation,
} from './directory-discovery';

describe('OU paths', () => {
  it('parses distinguished names with escapes', () => {
    expect(parseDn('OU=Sales\\, EMEA,DC=corp,DC=test')).toEqual([
      { type: 'OU', value: 'Sales, EMEA' },
      { type: 'DC', value: 'corp' },
      { type: 'DC', value: 'test' },
    ]);
    expect(parseDn('OU=,DC=x')).toBeUndefined();
    expect(parseDn('nonsense')).toBeUndefined();
    expect(parseDn('OU=a\\')).toBeUndefined();
  });

  it('accepts OU paths above domain components only', () => {
    expect(isOuPathSyntax('OU=Berlin,OU=Workstations,DC=corp,DC=test')).toBe(true);
    expect(isOuPathSyntax('dc=corp,dc=test')).toBe(true);
    expect(isOuPathSyntax('CN=Computers,DC=corp,DC=test')).toBe(true);
    expect(isOuPathSyntax('OU=Berlin')).toBe(false);
    expect(isOuPathSyntax('DC=corp,OU=Berlin')).toBe(false);
    expect(isOuPathSyntax('corp.test/Berlin')).toBe(false);
    expect(isOuPathSyntax(`OU=${'a'.repeat(3000)},DC=x`)).toBe(false);
  });

  it('reads the domain of a path and compares paths loosely', () => {
    expect(domainOfDn('OU=Servers,DC=corp,DC=test')).toBe('corp.test');
    expect(normalizeDn('OU=Servers, DC=Corp, DC=Test')).toBe('ou=servers,dc=corp,dc=test');
    expect(
      isDescendantDn('OU=London,OU=Workstations,DC=corp,DC=test', 'ou=workstations,dc=corp,dc=test'),
    ).toBe(true);
    expect(isDescendantDn('OU=Workstations,DC=corp,DC=test', 'OU=Workstations,DC=corp,DC=test')).toBe(false);
  });
});

describe('conflicts (002 §5.3)', () => {
  const saved: DiscoveryJobScope[] = [
    {
      id: 1,
      jobType: 'SCHEDULED',
      domainControllerId: 7,
      ouPath: 'OU=London,OU=WS,DC=c,DC=t',
      recursive: false,
    },
    { id: 2, jobType: 'SCHEDULED', domainControllerId: 7, ouPath: 'OU=Servers,DC=c,DC=t', recursive: true },
  ];
  const job = (ouPath: string, over: Partial<DiscoveryJobScope> = {}): DiscoveryJobScope => ({
    jobType: 'SCHEDULED',
    domainControllerId: 7,
    ouPath,
    recursive: false,
    ...over,
  });

  it('refuses a second job on the same OU path of the same domain controller', () => {
    expect(findDiscoveryJobConflict(job('ou=london,ou=ws,dc=c,dc=t'), saved)).toBe('sameOuPath');
    expect(
      findDiscoveryJobConflict(job('OU=London,OU=WS,DC=c,DC=t', { domainControllerId: 8 }), saved),
    ).toBeUndefined();
    expect(findDiscoveryJobConflict(job('OU=London,OU=WS,DC=c,DC=t', { id: 1 }), saved)).toBeUndefined();
  });

  it('refuses a recursive job above scheduled jobs', () => {
    expect(findDiscoveryJobConflict(job('OU=WS,DC=c,DC=t', { recursive: true }), saved)).toBe(
      'recursiveChildren',
    );
    expect(findDiscoveryJobConflict(job('OU=WS,DC=c,DC=t'), saved)).toBeUndefined();
  });

  it('refuses a scheduled job below a recursive scheduled job', () => {
    expect(findDiscoveryJobConflict(job('OU=EU,OU=Servers,DC=c,DC=t'), saved)).toBe('recursiveParent');
    expect(
      findDiscoveryJobConflict(job('OU=EU,OU=Servers,DC=c,DC=t', { jobType: 'AD_HOC' }), saved),
    ).toBeUndefined();
  });
});

describe('status, location and schedule rules', () => {
  it('needs a status, and a location unless the status is NEW or REJECTED', () => {
    expect(validateStatusAndLocation(null, null)).toEqual({
      field: 'status',
      key: 'errors.validation.required',
    });
    expect(validateStatusAndLocation('APPROVED', null)).toEqual({
      field: 'location',
      key: 'errors.validation.required',
    });
    expect(validateStatusAndLocation('PENDING', 3)).toBeUndefined();
    expect(validateStatusAndLocation('NEW', null)).toBeUndefined();
    expect(validateStatusAndLocation('REJECTED', null)).toBeUndefined();
  });

  it('offers only daily, hourly, weekly and monthly schedules without end', () => {
    expect(validateDiscoverySchedule(null)).toEqual({ key: 'errors.validation.required' });
    expect(validateDiscoverySchedule({ repeats: 'DAILY', end: { type: 'NEVER' } })).toBeUndefined();
    expect(validateDiscoverySchedule({ repeats: 'RUN_ONCE', end: { type: 'NEVER' } })?.key).toBe(
      'directoryDiscovery.validation.scheduleRepeat',
    );
    expect(validateDiscoverySchedule({ repeats: 'WEEKLY', end: { type: 'AFTER' } })?.key).toBe(
      'directoryDiscovery.validation.scheduleRepeat',
    );
  });
});
