/**
 * @console/core — the contract and the rules, shared by the server and every widget. No React here;
 * React bindings live in `@console/core/react`.
 * @packageDocumentation
 */
export * from './contract/define';
export * from './contract/entities/session';
export { formatBytes, formatLinkSpeed } from './format/bytes';
export {
  createTranslator,
  defaultMessages,
  formatMessage,
  type MessageKey,
  type MessageParams,
  type Messages,
  type Translate,
} from './messages';
export { isValidEmail } from './validation/email';
export { isValidIpv4, isValidPort } from './validation/ip';
