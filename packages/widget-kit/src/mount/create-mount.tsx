import type { ConsoleClient, Messages, RealtimeClient, Session } from '@console/core';
import { ConsoleProvider } from '@console/core/react';
import { type Density, type ThemeName, ThemeRoot } from '@console/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** What a non-React host gives every widget's `mount()`: the provider values and the theme. */
export interface MountHostProps {
  /** The API client (`createConsoleClient()`). */
  client: ConsoleClient;
  /** The signed-in session (`GET /ws/auth/session`). */
  session: Session;
  /** Navigation to a console route: the host decides what a route means on its page. */
  navigate: (route: string) => void;
  /** Host overrides of catalogue texts. */
  messages?: Messages;
  /** The product name. @default the session's */
  productName?: string;
  /** `en-us`, `en-gb` or `en-au`. @default 'en-us' */
  locale?: string;
  /** The realtime client (`createRealtimeClient()`), owned and closed by the host. */
  realtime?: RealtimeClient;
  /** A React Query client to share with the host. @default one of the mount's own */
  queryClient?: QueryClient;
  /** @default 'light' */
  theme?: ThemeName;
  /** @default 'comfortable' */
  density?: Density;
}

/** Props of a widget's `mount()`: the host's values plus the widget component's own props. */
export type MountProps<P> = MountHostProps & P;

/** A mounted widget: re-render it with new props, or take it off the page. */
export interface MountedWidget<P> {
  /** Merges `props` into the current ones and re-renders (pass only what changed). */
  update(props: Partial<P>): void;
  /** Unmounts the widget and empties the element. */
  unmount(): void;
}

/** A widget's `mount(element, props)`, as {@link createMount} builds it. */
export type MountFunction<P> = (element: Element, props: MountProps<P>) => MountedWidget<MountProps<P>>;

/** Options of {@link createMount}. */
export interface CreateMountOptions {
  /**
   * Makes the query client a mount uses when the host gives none.
   * @default a client without refetch on window focus and one retry
   */
  createQueryClient?: () => QueryClient;
}

const hostKeys = [
  'client',
  'session',
  'navigate',
  'messages',
  'productName',
  'locale',
  'realtime',
  'queryClient',
  'theme',
  'density',
] as const satisfies readonly (keyof MountHostProps)[];

/** Splits mount props into the host's values and the component's own props. */
export function splitMountProps<P>(props: MountProps<P>): { host: MountHostProps; own: P } {
  const own: Record<string, unknown> = { ...(props as Record<string, unknown>) };
  for (const key of hostKeys) delete own[key];
  return { host: props, own: own as P };
}

function defaultQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });
}

/**
 * Builds the `mount(element, props)` a widget exports for hosts that are not React apps. The
 * mounted tree is the widget inside one React Query provider (the host's `queryClient`, else one
 * made once per mount), a `ConsoleProvider` and a `ThemeRoot` (theme and density). `update()` merges
 * partial props; `unmount()` empties the element. The host imports `@console/ui/styles.css` and the
 * widget's `styles.css` once on the page.
 * @example
 * export const mount = createMount(GlobalSearch);
 * const search = mount(document.querySelector('#search')!, { client, session, navigate });
 * search.update({ theme: 'dark' });
 * search.unmount();
 */
export function createMount<P extends object>(
  Component: ComponentType<P>,
  options: CreateMountOptions = {},
): MountFunction<P> {
  return (element, props) => {
    const root = createRoot(element);
    let ownQueryClient: QueryClient | undefined;
    let current = props;
    const draw = () => {
      const { host, own } = splitMountProps<P>(current);
      if (!host.queryClient && !ownQueryClient) {
        ownQueryClient = (options.createQueryClient ?? defaultQueryClient)();
      }
      const queryClient = host.queryClient ?? (ownQueryClient as QueryClient);
      root.render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <ConsoleProvider
              client={host.client}
              session={host.session}
              navigate={host.navigate}
              messages={host.messages}
              productName={host.productName}
              locale={host.locale}
              realtime={host.realtime}
            >
              <ThemeRoot theme={host.theme ?? 'light'} density={host.density ?? 'comfortable'}>
                <Component {...own} />
              </ThemeRoot>
            </ConsoleProvider>
          </QueryClientProvider>
        </StrictMode>,
      );
    };
    draw();
    return {
      update(next) {
        current = { ...current, ...next };
        draw();
      },
      unmount() {
        root.unmount();
      },
    };
  };
}
