import { describe, expect, it } from 'vitest';
import {
  commonTimeZoneIds,
  formatUtcOffset,
  getTimeZoneOffset,
  getTimeZoneOption,
  guessTimeZone,
  isSpecialTimeZoneId,
  isValidTimeZoneId,
  listCommonTimeZones,
  listTimeZoneIds,
  listTimeZones,
  modernTimeZoneId,
  resolveTimeZoneId,
  searchTimeZones,
  TIME_ZONE_CURRENT_LOCATION,
  TIME_ZONE_DIVISION,
  TIME_ZONE_LOCAL,
  timeZoneQuickDials,
} from './time-zones';

const winter = new Date('2024-01-15T12:00:00Z');
const summer = new Date('2024-07-15T12:00:00Z');

describe('getTimeZoneOffset', () => {
  it('computes offsets through Intl, daylight saving included', () => {
    expect(getTimeZoneOffset('America/New_York', winter)).toBe(-300);
    expect(getTimeZoneOffset('America/New_York', summer)).toBe(-240);
    expect(getTimeZoneOffset('Europe/London', winter)).toBe(0);
    expect(getTimeZoneOffset('Europe/London', summer)).toBe(60);
    expect(getTimeZoneOffset('Asia/Kolkata', winter)).toBe(330);
    expect(getTimeZoneOffset('Asia/Kathmandu', winter)).toBe(345);
    expect(getTimeZoneOffset('UTC', winter)).toBe(0);
    expect(getTimeZoneOffset('America/Phoenix', summer)).toBe(-420);
  });
});

describe('formatUtcOffset', () => {
  it('pads hours and minutes', () => {
    expect(formatUtcOffset(-480)).toBe('GMT-08:00');
    expect(formatUtcOffset(0)).toBe('GMT+00:00');
    expect(formatUtcOffset(345)).toBe('GMT+05:45');
    expect(formatUtcOffset(-210)).toBe('GMT-03:30');
  });
});

describe('getTimeZoneOption', () => {
  it('splits the id into a name and a region', () => {
    expect(getTimeZoneOption('America/Argentina/Buenos_Aires', winter)).toEqual({
      timeZoneId: 'America/Argentina/Buenos_Aires',
      name: 'Buenos Aires',
      region: 'America / Argentina',
      offset: -180,
      offsetLabel: 'GMT-03:00',
    });
    expect(getTimeZoneOption('UTC', winter)).toMatchObject({ name: 'UTC', region: '', offset: 0 });
  });
});

describe('the lists', () => {
  it('lists every supported zone with UTC and current names', () => {
    const ids = listTimeZoneIds();
    expect(ids.length).toBeGreaterThan(300);
    expect(ids).toContain('UTC');
    expect(ids).toContain('Asia/Kolkata');
    expect(ids).not.toContain('Asia/Calcutta');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives the common locations sorted by offset', () => {
    const common = listCommonTimeZones(winter);
    expect(common.map((z) => z.timeZoneId)).toEqual(expect.arrayContaining([...commonTimeZoneIds]));
    const offsets = common.map((z) => z.offset);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    expect(common[0]?.timeZoneId).toBe('Pacific/Honolulu');
  });

  it('leaves the common locations and their aliases out of the full list when asked', () => {
    const rest = listTimeZones(winter, { exclude: commonTimeZoneIds }).map((z) => z.timeZoneId);
    expect(rest).not.toContain('America/New_York');
    expect(rest).not.toContain('Asia/Kolkata');
    expect(rest).not.toContain('Asia/Calcutta');
    expect(rest).toContain('America/Detroit');
  });

  it('sorts the full list by offset then name', () => {
    const all = listTimeZones(winter);
    for (let i = 1; i < all.length; i += 1) {
      const [a, b] = [all[i - 1]!, all[i]!];
      expect(a.offset < b.offset || (a.offset === b.offset && a.name.localeCompare(b.name) <= 0)).toBe(true);
    }
  });
});

describe('searchTimeZones', () => {
  const all = listTimeZones(winter);

  it('matches names with spaces, ignoring case and underscores', () => {
    expect(searchTimeZones(all, 'new york').map((z) => z.timeZoneId)).toEqual(['America/New_York']);
    expect(searchTimeZones(all, 'LOS_ANGELES').map((z) => z.timeZoneId)).toEqual(['America/Los_Angeles']);
  });

  it('matches regions and offsets', () => {
    expect(searchTimeZones(all, 'australia').every((z) => z.region === 'Australia')).toBe(true);
    expect(searchTimeZones(all, '+05:45').map((z) => z.timeZoneId)).toContain('Asia/Kathmandu');
    expect(searchTimeZones(all, 'gmt-5').map((z) => z.timeZoneId)).toContain('America/New_York');
  });

  it('returns everything for an empty query and nothing for nonsense', () => {
    expect(searchTimeZones(all, '  ')).toHaveLength(all.length);
    expect(searchTimeZones(all, 'atlantis')).toEqual([]);
  });
});

describe('special ids and quick dials', () => {
  it('recognises the special ids', () => {
    expect(isSpecialTimeZoneId('current_location')).toBe(true);
    expect(isSpecialTimeZoneId('_Local')).toBe(true);
    expect(isSpecialTimeZoneId('_Division')).toBe(true);
    expect(isSpecialTimeZoneId('Europe/Paris')).toBe(false);
  });

  it('resolves special ids', () => {
    expect(resolveTimeZoneId(TIME_ZONE_CURRENT_LOCATION)).toBe(guessTimeZone());
    expect(resolveTimeZoneId(TIME_ZONE_DIVISION, { divisionTimeZone: 'Europe/Paris' })).toBe('Europe/Paris');
    expect(resolveTimeZoneId(TIME_ZONE_LOCAL)).toBeUndefined();
    expect(resolveTimeZoneId('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(resolveTimeZoneId('Not/AZone')).toBeUndefined();
  });

  it('guesses a valid zone', () => {
    expect(isValidTimeZoneId(guessTimeZone())).toBe(true);
  });

  it('has the five quick dials in the spec order, all valid', () => {
    expect(timeZoneQuickDials.map((q) => q.key)).toEqual([
      'sanFrancisco',
      'denver',
      'chicago',
      'newYork',
      'currentLocation',
    ]);
    for (const dial of timeZoneQuickDials.slice(0, 4)) expect(isValidTimeZoneId(dial.timeZoneId)).toBe(true);
  });

  it('modernises renamed cities', () => {
    expect(modernTimeZoneId('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(modernTimeZoneId('Europe/Paris')).toBe('Europe/Paris');
  });
});
