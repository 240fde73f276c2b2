/**
 * The installer texts the server produces: the refusal of an installer it cannot build.
 * @example installerCoreMessages['installers.notAvailable']
 */
export const installerCoreMessages = {
  /** Chosen: a type this server cannot build (Mac without Apple's tools, a missing packager). */
  'installers.notAvailable': '{{installer}} installers are not available on this server.',
} as const;
