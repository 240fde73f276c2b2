/**
 * Core's sections, one module each, re-exported with `export *` so a bundler keeps only the ones a
 * widget imports (`"sideEffects": false`): the admin pages' names and, per area, the texts core's
 * validators and the server produce (`<area>CoreMessages`). A widget registers the one of its
 * area with its own section; core's shared sections are already every translator's defaults.
 */
export * from './add-menu-devices';
export * from './add-menu-mobile';
export * from './add-menu-unmanaged';
export * from './admin-nav';
export * from './agent';
export * from './all';
export * from './automation';
export * from './backup-wizards';
export * from './cloud-monitors';
export * from './device-operations';
export * from './directory-discovery';
export * from './image-manager';
export * from './installers';
export * from './mdm';
export * from './network-discovery';
export * from './notification-channels';
export * from './terminal';
export * from './text';
