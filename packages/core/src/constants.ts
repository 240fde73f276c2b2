/**
 * `@console/core/constants`: constant data without schemas or validators, for the part of a widget
 * that paints first: the feature flag and division configuration names, the installer constants,
 * the route tables and the catalogue sections a first paint renders. The same exports are also in
 * `@console/core`. A bundler that splits code keeps in a widget's first load every module its lazy
 * parts use that the first load can reach by an import statement: through the main entry, that is
 * all of core (the validators with libphonenumber and ipaddr.js...); from here, only these modules.
 * @packageDocumentation
 */

export {
  INSTALLER_TYPES,
  type InstallerOs,
  type InstallerType,
  installerNodeClasses,
  installerOs,
  LINUX_ARCHITECTURES,
  type LinuxArchitecture,
  linuxInstallerType,
} from './contract/entities/installer-constants';
export { routes } from './contract/routes';
export { topicRoutes } from './contract/topic-routes';
export {
  DEFAULT_USER_INACTIVITY_TIMEOUT,
  DIVISION_CONFIG,
  DIVISION_SETTINGS,
  FEATURE_FLAGS,
  type FeatureFlag,
} from './permissions/constants';
