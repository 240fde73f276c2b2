import { ThemeRoot, type ThemeRootProps } from '@console/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { render } from 'vitest-browser-react';

/** Options of {@link renderWithProviders}. */
export interface RenderOptions {
  /** Theme of the widget root. @default 'light' */
  theme?: ThemeRootProps['theme'];
  /** Query client; a fresh one without retries by default. */
  queryClient?: QueryClient;
  /** Extra providers wrapped outside the theme root (e.g. a ConsoleProvider). */
  wrapper?: (props: { children: ReactNode }) => ReactNode;
}

/** A query client for tests: no retries, no refetch on focus. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

/**
 * Renders `ui` inside the providers every widget expects: a React Query client and a themed root.
 * Returns vitest-browser-react's screen helpers.
 */
export async function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const Wrapper = options.wrapper ?? (({ children }: { children: ReactNode }) => children);
  return render(
    <QueryClientProvider client={queryClient}>
      <Wrapper>
        <ThemeRoot theme={options.theme ?? 'light'}>{ui}</ThemeRoot>
      </Wrapper>
    </QueryClientProvider>,
  );
}
