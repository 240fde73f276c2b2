/** React bindings for @console/core. */
export {
  type ConsoleContextValue,
  ConsoleProvider,
  type ConsoleProviderProps,
  useCan,
  useConsole,
  useFeature,
  useLocale,
  useOptionalConsole,
  useSession,
} from './console-provider';
export { MessageContext, MessageSection, type MessageSectionProps, useMessage } from './message-context';
export {
  type ConsoleQueryOptions,
  endpointQueryKey,
  useConsoleMutation,
  useConsoleQuery,
} from './queries';
