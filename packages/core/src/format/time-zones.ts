/**
 * Time zones for pickers and schedules (000 §3.2, 001 §3, 002 §2.3): the IANA list from
 * `Intl.supportedValuesOf('timeZone')`, UTC offsets computed through `Intl.DateTimeFormat`, the
 * common locations shown first, the quick-dial shortcuts and the special ids.
 */

/** Special id: the zone guessed from the user's device ('Current Location'). */
export const TIME_ZONE_CURRENT_LOCATION = 'current_location';
/** Special id: each managed device's own clock ('Local Device Time'). */
export const TIME_ZONE_LOCAL = '_Local';
/** Special id: the division's configured zone ('System'). */
export const TIME_ZONE_DIVISION = '_Division';

/** One of the special time zone ids. */
export type SpecialTimeZoneId =
  | typeof TIME_ZONE_CURRENT_LOCATION
  | typeof TIME_ZONE_LOCAL
  | typeof TIME_ZONE_DIVISION;

/** The special ids, in display order. */
export const specialTimeZoneIds: readonly SpecialTimeZoneId[] = [
  TIME_ZONE_CURRENT_LOCATION,
  TIME_ZONE_LOCAL,
  TIME_ZONE_DIVISION,
];

/**
 * True for `current_location`, `_Local` and `_Division`.
 * @example isSpecialTimeZoneId('_Local') // true
 */
export function isSpecialTimeZoneId(id: string): id is SpecialTimeZoneId {
  return (specialTimeZoneIds as readonly string[]).includes(id);
}

/** A time zone option: the spec's `timeZoneId`, `name` and `offset`, plus display helpers. */
export interface TimeZoneOption {
  /** IANA id, e.g. `America/New_York`. */
  timeZoneId: string;
  /** The location's name, e.g. `New York`. */
  name: string;
  /** The area before the location, e.g. `America` (empty for `UTC`). */
  region: string;
  /** Minutes east of UTC at the reference date (`-300` for New York in winter). */
  offset: number;
  /** The offset as shown, e.g. `GMT-05:00`. */
  offsetLabel: string;
}

/**
 * The common locations shown before 'Show More Locations': one well-known city per widely used
 * offset, US zones first. The spec does not list them; this is the choice written down here.
 */
export const commonTimeZoneIds: readonly string[] = [
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Phoenix',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Halifax',
  'America/Sao_Paulo',
  'UTC',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Africa/Johannesburg',
  'Europe/Moscow',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
];

/** A quick-dial shortcut: the catalogue key of its label and the zone it selects. */
export interface TimeZoneQuickDial {
  /** Names the label: `ui.timeZone.<key>` in the message catalogue. */
  key: 'sanFrancisco' | 'denver' | 'chicago' | 'newYork' | 'currentLocation';
  /** The zone the shortcut selects. */
  timeZoneId: string;
}

/** Quick-dial shortcuts: San Francisco, Denver, Chicago, New York, Current Location (000 §3.2). */
export const timeZoneQuickDials: readonly TimeZoneQuickDial[] = [
  { key: 'sanFrancisco', timeZoneId: 'America/Los_Angeles' },
  { key: 'denver', timeZoneId: 'America/Denver' },
  { key: 'chicago', timeZoneId: 'America/Chicago' },
  { key: 'newYork', timeZoneId: 'America/New_York' },
  { key: 'currentLocation', timeZoneId: TIME_ZONE_CURRENT_LOCATION },
];

/** Renamed cities that some ICU versions still list under their old id. */
const modernIds: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'America/Godthab': 'America/Nuuk',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Enderbury': 'Pacific/Kanton',
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function offsetFormatter(timeZoneId: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZoneId);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: timeZoneId, timeZoneName: 'longOffset' });
    formatters.set(timeZoneId, formatter);
  }
  return formatter;
}

/**
 * True when the engine knows `timeZoneId` as an IANA zone.
 * @example isValidTimeZoneId('Europe/Paris') // true
 */
export function isValidTimeZoneId(timeZoneId: string): boolean {
  try {
    offsetFormatter(timeZoneId);
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone's offset from UTC in minutes at `date` (daylight saving included), through Intl.
 * @example getTimeZoneOffset('Asia/Kolkata') // 330
 * @example getTimeZoneOffset('America/New_York', new Date('2024-07-01')) // -240
 */
export function getTimeZoneOffset(timeZoneId: string, date: Date = new Date()): number {
  const part = offsetFormatter(timeZoneId)
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = part?.match(/^GMT([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/);
  if (!match) return 0; // 'GMT' alone: UTC and its aliases
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * Formats minutes east of UTC the way the list shows them.
 * @example formatUtcOffset(-480) // 'GMT-08:00'
 * @example formatUtcOffset(345) // 'GMT+05:45'
 */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0');
  return `GMT${sign}${hours}:${String(absolute % 60).padStart(2, '0')}`;
}

/**
 * The zone the device is set to (the 'current location' guess), `UTC` when unknown.
 * @example guessTimeZone() // 'Europe/Berlin'
 */
export function guessTimeZone(): string {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZoneId(zone) ? zone : 'UTC';
}

/**
 * The id with renamed cities brought up to date (`Asia/Calcutta` becomes `Asia/Kolkata`).
 * @example modernTimeZoneId('Europe/Kiev') // 'Europe/Kyiv'
 */
export function modernTimeZoneId(timeZoneId: string): string {
  const modern = modernIds[timeZoneId];
  return modern && isValidTimeZoneId(modern) ? modern : timeZoneId;
}

/** The engine's canonical id, used to find aliases of the same zone. */
function canonicalId(timeZoneId: string): string {
  return modernTimeZoneId(offsetFormatter(timeZoneId).resolvedOptions().timeZone);
}

/**
 * Every IANA zone the engine supports, with current names, sorted, `UTC` included.
 * @example listTimeZoneIds().includes('America/Denver') // true
 */
export function listTimeZoneIds(): string[] {
  const supported =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : commonTimeZoneIds;
  const ids = new Set(supported.map(modernTimeZoneId));
  ids.add('UTC');
  return [...ids].sort();
}

/**
 * One zone as a list option.
 * @example getTimeZoneOption('America/New_York', new Date('2024-01-15')).offsetLabel // 'GMT-05:00'
 */
export function getTimeZoneOption(timeZoneId: string, date: Date = new Date()): TimeZoneOption {
  const slash = timeZoneId.lastIndexOf('/');
  const city = slash === -1 ? timeZoneId : timeZoneId.slice(slash + 1);
  const region = slash === -1 ? '' : timeZoneId.slice(0, slash).replace(/_/g, ' ').replace(/\//g, ' / ');
  const offset = getTimeZoneOffset(timeZoneId, date);
  return {
    timeZoneId,
    name: city.replace(/_/g, ' '),
    region,
    offset,
    offsetLabel: formatUtcOffset(offset),
  };
}

function byOffsetThenName(a: TimeZoneOption, b: TimeZoneOption): number {
  return a.offset - b.offset || a.name.localeCompare(b.name) || a.region.localeCompare(b.region);
}

/**
 * The common locations, sorted by offset.
 * @example listCommonTimeZones()[0]?.timeZoneId // 'Pacific/Honolulu'
 */
export function listCommonTimeZones(date: Date = new Date()): TimeZoneOption[] {
  return commonTimeZoneIds
    .filter(isValidTimeZoneId)
    .map((id) => getTimeZoneOption(id, date))
    .sort(byOffsetThenName);
}

/**
 * The full list, sorted by offset then name. With `exclude`, zones that are the same zone as one of
 * those ids (aliases included) are left out, so the common locations do not appear twice.
 * @example listTimeZones(new Date(), { exclude: commonTimeZoneIds })
 */
export function listTimeZones(
  date: Date = new Date(),
  options: { exclude?: readonly string[] } = {},
): TimeZoneOption[] {
  const excluded = new Set((options.exclude ?? []).filter(isValidTimeZoneId).map(canonicalId));
  return listTimeZoneIds()
    .filter((id) => !excluded.has(canonicalId(id)))
    .map((id) => getTimeZoneOption(id, date))
    .sort(byOffsetThenName);
}

/**
 * Filters options by a query matched, case-insensitively and ignoring `_` and `/`, against the name,
 * the region, the id and the offset label (`gmt+5`, `+05:30` and `new york` all work).
 * @example searchTimeZones(listTimeZones(), 'new york')[0]?.timeZoneId // 'America/New_York'
 */
export function searchTimeZones(options: readonly TimeZoneOption[], query: string): TimeZoneOption[] {
  const words = fold(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((option) => {
    const hours = Math.trunc(Math.abs(option.offset) / 60);
    const sign = option.offset < 0 ? '-' : '+';
    const haystack = fold(
      `${option.name} ${option.region} ${option.timeZoneId} ${option.offsetLabel} gmt${sign}${hours} utc${sign}${hours} ${option.offsetLabel.replace('GMT', 'UTC')}`,
    );
    return words.every((word) => haystack.includes(word));
  });
}

function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[_/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Where the special ids point to, for {@link resolveTimeZoneId}. */
export interface TimeZoneContext {
  /** The division's zone, for `_Division`. */
  divisionTimeZone?: string | undefined;
  /** The managed device's zone, for `_Local`; unknown until the device reports it. */
  deviceTimeZone?: string | undefined;
}

/**
 * The IANA zone an id stands for: `current_location` is the guessed zone, `_Division` the
 * division's and `_Local` the device's (`undefined` when that is not known here).
 * @example resolveTimeZoneId('_Division', { divisionTimeZone: 'Europe/Paris' }) // 'Europe/Paris'
 */
export function resolveTimeZoneId(timeZoneId: string, context: TimeZoneContext = {}): string | undefined {
  switch (timeZoneId) {
    case TIME_ZONE_CURRENT_LOCATION:
      return guessTimeZone();
    case TIME_ZONE_DIVISION:
      return context.divisionTimeZone;
    case TIME_ZONE_LOCAL:
      return context.deviceTimeZone;
    default:
      return isValidTimeZoneId(timeZoneId) ? timeZoneId : undefined;
  }
}
