import { ConsoleProvider, type ConsoleProviderProps } from '@console/core/react';
import { type ThemeName, ThemeRoot } from '@console/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AutomationLibrary, type AutomationLibraryProps } from './library/automation-library';

/** Props of {@link mount}: the ConsoleProvider's values, the theme and the library's own props. */
export interface MountAutomationLibraryProps
  extends Omit<ConsoleProviderProps, 'children' | 'queryClient'>,
    AutomationLibraryProps {
  /** @default 'light' */
  theme?: ThemeName;
  /** A React Query client to share with the host. @default a new one */
  queryClient?: QueryClient;
}

/** What {@link mount} answers. */
export interface MountedAutomationLibrary {
  /** Renders again with new props (e.g. another tab). */
  update(props: MountAutomationLibraryProps): void;
  /** Unmounts and releases the element. */
  unmount(): void;
}

/**
 * Mounts the automation library into a plain element, for hosts that are not React apps. The host
 * still imports `@console/ui/styles.css` and `@console/automation-library/styles.css` once.
 * @example
 * const library = mount(document.getElementById('library')!, { client, session, navigate: (route) => location.assign(`/#${route}`) });
 * library.update({ client, session, navigate, tab: 'underReview' });
 */
export function mount(element: Element, props: MountAutomationLibraryProps): MountedAutomationLibrary {
  const root = createRoot(element);
  const ownQueryClient = new QueryClient();
  const render = (next: MountAutomationLibraryProps) => {
    const {
      theme = 'light',
      queryClient = ownQueryClient,
      client,
      session,
      navigate,
      messages,
      productName,
      realtime,
      locale,
      ...library
    } = next;
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <ConsoleProvider
            client={client}
            session={session}
            navigate={navigate}
            messages={messages}
            productName={productName}
            realtime={realtime}
            locale={locale}
            queryClient={queryClient}
          >
            <ThemeRoot theme={theme}>
              <AutomationLibrary {...library} />
            </ThemeRoot>
          </ConsoleProvider>
        </QueryClientProvider>
      </StrictMode>,
    );
  };
  render(props);
  return {
    update: render,
    unmount: () => root.unmount(),
  };
}
