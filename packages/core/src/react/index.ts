/** React bindings for @console/core. */
export { MessageContext, useMessage } from './message-context';
