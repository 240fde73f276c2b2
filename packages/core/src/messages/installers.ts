/**
 * Agent installer texts (000 §2.8, §4.2, §8). Keys are `installers.<what>`. Texts marked "chosen"
 * are not given by the spec.
 * @example installerMessages['installers.generateError'] // 'Error generating installer. Please try again.'
 */
export const installerMessages = {
  /** 000 §8: generation failed, or the answer had no url. */
  'installers.generateError': 'Error generating installer. Please try again.',
  /** Chosen: a type this server cannot build (Mac without Apple's tools, a missing packager). */
  'installers.notAvailable': '{{installer}} installers are not available on this server.',
} as const;
