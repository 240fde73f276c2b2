import type { ConsoleClient, Messages, RealtimeClient, Session } from '@console/core';
import { ConsoleProvider } from '@console/core/react';
import { type Density, type ThemeName, ThemeRoot } from '@console/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GlobalSearch, type GlobalSearchProps } from './global-search/global-search';
import { SearchResultsPage, type SearchResultsPageProps } from './results-page/search-results-page';

/** What a non-React host gives {@link mount}: the provider values, the theme and the widget's props. */
export interface MountHostOptions {
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
  realtime?: RealtimeClient;
  /** A React Query client to share; a new one by default. */
  queryClient?: QueryClient;
  /** @default 'light' */
  theme?: ThemeName;
  /** @default 'comfortable' */
  density?: Density;
}

/** Props of {@link mount}: host options plus the `GlobalSearch` props. */
export type MountProps = MountHostOptions & GlobalSearchProps;

/** Props of {@link mountSearchResultsPage}: host options plus the `SearchResultsPage` props. */
export type MountResultsPageProps = MountHostOptions & SearchResultsPageProps;

/** A mounted widget: re-render it with new props, or take it off the page. */
export interface MountedWidget<P> {
  /** Merges `props` into the current ones and re-renders. */
  update(props: Partial<P>): void;
  /** Unmounts the widget and empties the element. */
  unmount(): void;
}

function mountWith<P extends MountHostOptions>(
  element: Element,
  props: P,
  render: (props: P) => ReactNode,
): MountedWidget<P> {
  const root = createRoot(element);
  const queryClient =
    props.queryClient ??
    new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });
  let current = props;
  const draw = () => {
    const { client, session, navigate, messages, productName, locale, realtime, theme, density } = current;
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <ConsoleProvider
            client={client}
            session={session}
            navigate={navigate}
            messages={messages}
            productName={productName}
            locale={locale}
            realtime={realtime}
          >
            <ThemeRoot theme={theme ?? 'light'} density={density ?? 'comfortable'}>
              {render(current)}
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
}

function widgetProps<P extends MountHostOptions>(props: P): Omit<P, keyof MountHostOptions> {
  const {
    client: _client,
    session: _session,
    navigate: _navigate,
    messages: _messages,
    productName: _productName,
    locale: _locale,
    realtime: _realtime,
    queryClient: _queryClient,
    theme: _theme,
    density: _density,
    ...rest
  } = props;
  return rest;
}

/**
 * Mounts `GlobalSearch` into a plain element, for hosts that are not React apps. Import
 * `@console/ui/styles.css` and `@console/search/styles.css` once on the page.
 * @example
 * const search = mount(document.querySelector('#search')!, { client, session, navigate: (route) => open(route) });
 * search.update({ theme: 'dark' });
 * search.unmount();
 */
export function mount(element: Element, props: MountProps): MountedWidget<MountProps> {
  return mountWith(element, props, (current) => <GlobalSearch {...widgetProps(current)} />);
}

/**
 * Mounts `SearchResultsPage` into a plain element (a portal's own results view for Enter).
 * @example mountSearchResultsPage(el, { client, session, navigate, search: { searchValue: 'desk', searchFilter: 'all' } })
 */
export function mountSearchResultsPage(
  element: Element,
  props: MountResultsPageProps,
): MountedWidget<MountResultsPageProps> {
  return mountWith(element, props, (current) => <SearchResultsPage {...widgetProps(current)} />);
}
