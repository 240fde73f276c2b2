import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { ConsoleClient } from '../client/client';
import type { RealtimeClient } from '../client/realtime';
import type { Session } from '../contract/entities/session';
import { type ConsoleLocale, normalizeLocale } from '../format/date';
import { createTranslator, type MessageSectionTexts, type Messages } from '../messages';
import { createPermissions, type Permissions } from '../permissions/permissions';
import { MessageContext } from './message-context';

/**
 * Everything a widget gets from its host through {@link ConsoleProvider}.
 * @example const { client, session, navigate }: ConsoleContextValue = useConsole();
 */
export interface ConsoleContextValue {
  /** The typed API client. */
  client: ConsoleClient;
  /** Who is signed in, with feature flags and division configuration. */
  session: Session;
  /** Goes to a console route (`/deviceDashboard/7/overview`); the host maps it to its router. */
  navigate: (route: string) => void;
  /** The realtime client, when the host has one. */
  realtime: RealtimeClient | undefined;
  /** The locale for dates and the hour format. */
  locale: ConsoleLocale;
  /** The branded product name. */
  productName: string;
  /** The session's permissions, computed once per session. */
  permissions: Permissions;
}

const ConsoleContext = createContext<ConsoleContextValue | undefined>(undefined);
ConsoleContext.displayName = 'ConsoleContext';

/**
 * Props of {@link ConsoleProvider}.
 * @example <ConsoleProvider client={client} session={session} navigate={navigate} locale="en-au" />
 */
export interface ConsoleProviderProps {
  /** The API client (`createConsoleClient()`). */
  client: ConsoleClient;
  /** The signed-in session (`GET /ws/auth/session`). */
  session: Session;
  /** Navigation to a console route. Widgets never touch `window.location`. */
  navigate: (route: string) => void;
  /** Host overrides of catalogue texts (partial). */
  messages?: Messages;
  /**
   * Packages' sections of default texts (`searchMessages`...), for hosts that render a package's
   * keys outside its widgets. Sections registered above the provider (`<MessageSection>`) are kept.
   */
  sections?: readonly MessageSectionTexts[];
  /**
   * The product name shown wherever the spec quotes the source product's name.
   * @default session.division.productName, else 'Console'
   */
  productName?: string;
  /** A React Query client; when given, the provider also provides it. Otherwise the host must. */
  queryClient?: QueryClient;
  /** The realtime client (`createRealtimeClient()`), owned and closed by the host. */
  realtime?: RealtimeClient;
  /**
   * Locale for dates and the hour format: `en-us`, `en-gb` or `en-au`.
   * @default 'en-us'
   */
  locale?: string;
  children?: ReactNode;
}

/**
 * Gives widgets the client, session, permissions, navigation, realtime client, locale and message
 * catalogue (with the host's overrides and product name, read by `useMessage()`).
 * @example
 * <ConsoleProvider client={client} session={session} navigate={(route) => router.navigate({ to: route })}
 *   queryClient={queryClient} messages={{ 'errors.generic': 'Oops.' }}>
 *   <GlobalSearch />
 * </ConsoleProvider>
 */
export function ConsoleProvider(props: ConsoleProviderProps): ReactNode {
  const { client, session, navigate, messages, queryClient, realtime, children } = props;
  const productName = props.productName || session.division.productName || 'Console';
  const locale = normalizeLocale(props.locale);
  const permissions = useMemo(() => createPermissions(session), [session]);
  const outer = useContext(MessageContext).sections;
  const sections = props.sections;
  const translate = useMemo(
    () =>
      createTranslator({
        overrides: messages,
        productName,
        sections: [...(sections ?? []), ...(outer ?? [])],
      }),
    [messages, productName, sections, outer],
  );
  const value = useMemo<ConsoleContextValue>(
    () => ({ client, session, navigate, realtime, locale, productName, permissions }),
    [client, session, navigate, realtime, locale, productName, permissions],
  );
  const tree = (
    <ConsoleContext.Provider value={value}>
      <MessageContext.Provider value={translate}>{children}</MessageContext.Provider>
    </ConsoleContext.Provider>
  );
  return queryClient ? <QueryClientProvider client={queryClient}>{tree}</QueryClientProvider> : tree;
}

/**
 * The console context, or `undefined` outside a {@link ConsoleProvider} (for components that also
 * work without one).
 * @example const console = useOptionalConsole(); const locale = console?.locale ?? 'en-us';
 */
export function useOptionalConsole(): ConsoleContextValue | undefined {
  return useContext(ConsoleContext);
}

/**
 * The client, session, navigate, realtime client and locale. Throws outside a ConsoleProvider.
 * @example
 * const { client, navigate } = useConsole();
 * await client.call(endpoints.policy.create, { body });
 * navigate(`/editor/policy/${policyId}`);
 */
export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('useConsole() needs a <ConsoleProvider> above it');
  return value;
}

/**
 * The signed-in session.
 * @example const { user } = useSession();
 */
export function useSession(): Session {
  return useConsole().session;
}

/**
 * The permissions of the session (memoized per session): every `can*` flag and per-entity check.
 * @example
 * const can = useCan();
 * {can.canDeleteDevices(device) && <MenuItem>Erase device</MenuItem>}
 */
export function useCan(): Permissions {
  return useConsole().permissions;
}

/**
 * True when the feature flag is on for the division.
 * @example const discovery = useFeature('nms_network_discovery');
 */
export function useFeature(flag: string): boolean {
  return useConsole().permissions.hasFeature(flag);
}

/**
 * The locale for dates and the hour format (`en-us`, `en-gb`, `en-au`); `en-us` outside a provider.
 * @example formatDateTime(date, { locale: useLocale() })
 */
export function useLocale(): ConsoleLocale {
  return useOptionalConsole()?.locale ?? 'en-us';
}
