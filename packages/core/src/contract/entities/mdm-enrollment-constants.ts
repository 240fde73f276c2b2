/**
 * The mobile enrollment contract's zod-free constants (000 §3.7), apart from its schemas: a widget
 * that reads one does not bundle the schema module (and zod) with it.
 */

/** Android usage types (000 §3.7). */
export const ANDROID_USAGE_TYPES = [
  'PERSONAL_USAGE_ALLOWED',
  'PERSONAL_USAGE_DISALLOWED',
  'PERSONAL_USAGE_DISALLOWED_USERLESS',
] as const;
/** One of {@link ANDROID_USAGE_TYPES}. */
export type AndroidUsageType = (typeof ANDROID_USAGE_TYPES)[number];

/** The device classes a mobile enrollment creates. */
export const MDM_DEVICE_CLASSES = ['ANDROID', 'APPLE_IOS', 'APPLE_IPADOS', 'MAC'] as const;
