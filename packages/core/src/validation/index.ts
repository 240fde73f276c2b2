/**
 * `@console/core/validation`: the pure validators the forms and the server share (IP targets,
 * destination paths, phone, email, tags, automation names, files, parameters). No zod, no React:
 * a form imports them without the contract. Each returns the spec's message key for a refusal.
 * @example
 * import { validateIpTargets } from '@console/core/validation';
 * validateIpTargets('10.0.0.1, 10.0.0.999'); // { key: 'errors.validation.invalidIps', params: { entries: '10.0.0.999' } }
 * @packageDocumentation
 */

// `export *`, never named re-exports: a bundler then keeps each module in the chunk that uses it
// (a named re-export would pull a lazily used module, and its dependencies, into the first load).
export * from './automation';
export * from './automation-parameters';
export * from './backup-wizards';
export * from './cloud-monitor';
export * from './cloud-monitor-constants';
// Both cloud monitors and VM hosts define it (253, the DNS limit): the cloud monitors' one is public.
export { HOSTNAME_MAX } from './cloud-monitor-constants';
export * from './destination-path';
export * from './device-actions';
export * from './directory-discovery';
export * from './discovery';
export * from './email';
export * from './image-manager';
export * from './ip';
export * from './ipv6';
export * from './issue';
export * from './maintenance';
export * from './mobile-enrollment';
export * from './monitor-targets';
export * from './nms-device';
export * from './notification-channel';
export * from './phone';
export * from './policy';
export * from './policy-automation';
export * from './policy-condition';
export * from './policy-monitor';
export * from './tag-rules';
export * from './unmanaged-device';
export * from './vm-host';
