/**
 * @console/core — the contract and the rules, shared by the server and every widget. No React here;
 * React bindings live in `@console/core/react`.
 * @packageDocumentation
 */

export * from './client';
export * from './contract';
export { formatBytes, formatLinkSpeed } from './format/bytes';
export {
  type ConsoleLocale,
  type DateFormatOptions,
  type DateInput,
  DEFAULT_LOCALE,
  formatDate,
  formatDateTime,
  formatRelativeTime,
  formatTime,
  fromEpochSeconds,
  normalizeLocale,
  type RelativeTimeOptions,
  SUPPORTED_LOCALES,
  uses24HourClock,
} from './format/date';
export {
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
  type SpecialTimeZoneId,
  searchTimeZones,
  specialTimeZoneIds,
  TIME_ZONE_CURRENT_LOCATION,
  TIME_ZONE_DIVISION,
  TIME_ZONE_LOCAL,
  type TimeZoneContext,
  type TimeZoneOption,
  type TimeZoneQuickDial,
  timeZoneQuickDials,
} from './format/time-zones';
export {
  createTranslator,
  defaultMessages,
  formatMessage,
  type MessageKey,
  type MessageParams,
  type Messages,
  type Translate,
} from './messages';
export * from './permissions';
export { isValidEmail, validateEmail } from './validation/email';
export {
  type IpTargets,
  ipTargetSize,
  ipv4ToNumber,
  isValidCidr,
  isValidIpTarget,
  isValidIpv4,
  isValidIpv4Range,
  isValidPort,
  parseIpTargets,
  parseIpv4Range,
  validateIpTargets,
} from './validation/ip';
export { type ValidationIssue, validateWholeNumberBetween } from './validation/issue';
export { isValidPhone, normalizePhone, validatePhone } from './validation/phone';
export {
  type AddTagOptions,
  type AddTagOutcome,
  type AddTagResult,
  addTag,
  addTags,
  DEFAULT_TAG_MAX,
  isValidTag,
  MAX_VOLUME_LENGTH,
  normalizeTag,
  removeTag,
  type TagRestriction,
  tagErrorMessageKey,
  tagRestrictions,
} from './validation/tag-rules';
