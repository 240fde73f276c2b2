import {
  type ConsoleClient,
  createConsoleClient,
  type MessageSectionTexts,
  type Messages,
  type MfaPromptContext,
  type RealtimeClient,
  type Session,
} from '@console/core';
import { ConsoleProvider } from '@console/core/react';
import { ThemeRoot, type ThemeRootProps } from '@console/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { testSections } from './package-sections';
import { createTestSession } from './session';

/** What {@link renderWithProviders} puts in its ConsoleProvider. */
export interface ConsoleRenderOptions {
  /** The session. @default createTestSession(): a sysadmin with no feature flags */
  session?: Session;
  /** The client. @default a client over `fetch` with CSRF token 'test-csrf' */
  client?: ConsoleClient;
  /**
   * The fetch of the default client (see {@link createTestFetch}). Without one, any request fails
   * the test with a console error naming it.
   */
  fetch?: typeof fetch;
  /** The default client's MFA prompt. */
  onMfaRequired?: (context: MfaPromptContext) => Promise<string>;
  /** Navigation. @default a `vi.fn()`, returned as `consoleProps.navigate` */
  navigate?: (route: string) => void;
  messages?: Messages;
  /**
   * Sections of default texts besides the ones every test reads: core's catalogue and the sections
   * of the package the test belongs to (`src/messages.ts`), so a test that renders one page or
   * dialog of a widget (not its public, self-registering component) still reads its texts.
   */
  sections?: readonly MessageSectionTexts[];
  productName?: string;
  locale?: string;
  realtime?: RealtimeClient;
}

/** Options of {@link renderWithProviders}. */
export interface RenderOptions {
  /** Theme of the widget root. @default 'light' */
  theme?: ThemeRootProps['theme'];
  /** Query client; a fresh one without retries by default. */
  queryClient?: QueryClient;
  /** Extra providers wrapped outside the theme root. */
  wrapper?: (props: { children: ReactNode }) => ReactNode;
  /** Wraps the tree in a ConsoleProvider (test session, client over the test's fetch). */
  console?: ConsoleRenderOptions;
}

/** A query client for tests: no retries, no refetch on focus. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

/** A recorded request of {@link createTestFetch}. */
export interface TestRequest {
  method: string;
  /** Path and query, as sent (`/ws/client/list?page=1`). */
  url: string;
  /** Path without the query. */
  path: string;
  headers: Record<string, string>;
  /** The parsed JSON body, if any. */
  body: unknown;
}

/** An answer of {@link createTestFetch}: a JSON body (status 200), a Response, or a function of the request. */
export type TestRoute =
  | unknown
  | Response
  | ((request: TestRequest) => unknown | Response | Promise<unknown>);

/**
 * A fetch answering from a table of `'METHOD /path'` routes (path without query). Plain values are
 * sent as JSON with status 200; return a `Response` (see {@link jsonResponse}) for other statuses.
 * An unknown route logs a console error, which fails the test, and answers 404. Requests are
 * recorded in `requests`.
 * @example
 * const fetch = createTestFetch({ 'GET /ws/client/list': { organizations: [] } });
 * await renderWithProviders(<Widget />, { console: { fetch } });
 * expect(fetch.requests).toHaveLength(1);
 */
export function createTestFetch(
  routes: Record<string, TestRoute>,
): typeof fetch & { requests: TestRequest[] } {
  const requests: TestRequest[] = [];
  const handler = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split('?')[0] ?? url;
    const text = typeof init.body === 'string' ? init.body : undefined;
    const request: TestRequest = {
      method,
      url: url.replace(/^[a-z]+:\/\/[^/]+/i, ''),
      path,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: text === undefined ? undefined : JSON.parse(text),
    };
    requests.push(request);
    const key = `${method} ${path}`;
    if (!(key in routes)) {
      console.error(`createTestFetch: no route for ${key}`);
      return jsonResponse({ resultCode: 'NOT_FOUND', errorMessage: `No test route for ${key}` }, 404);
    }
    const route = routes[key];
    const answer = typeof route === 'function' ? await route(request) : route;
    return answer instanceof Response ? answer : jsonResponse(answer);
  };
  return Object.assign(handler as typeof fetch, { requests });
}

/**
 * A JSON Response for test fetches.
 * @example jsonResponse({ resultCode: 'MFA_REQUIRED' }, 403)
 */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(status === 204 || body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * The server's 400 VALIDATION_ERROR answer with one issue on `path` (a dotted field path).
 * @example createTestFetch({ 'POST /ws/maintenance': () => validationErrorResponse('schedule', 'Required') })
 */
export function validationErrorResponse(path: string, message: string): Response {
  return jsonResponse(
    { resultCode: 'VALIDATION_ERROR', errorMessage: message, issues: [{ path, message }] },
    400,
  );
}

const unexpectedFetch: typeof fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const message = `renderWithProviders: ${init?.method ?? 'GET'} ${url} was called but the test gave no fetch`;
  console.error(message);
  throw new Error(message);
};

/** What {@link renderWithProviders} put in its ConsoleProvider, for assertions. */
export interface ConsoleRenderHandles {
  session: Session;
  client: ConsoleClient;
  navigate: (route: string) => void;
}

/**
 * Renders `ui` inside the providers every widget expects: a React Query client, a themed root and,
 * with the `console` option, a ConsoleProvider. Returns vitest-browser-react's screen helpers, plus
 * `consoleProps` (session, client, navigate) when a ConsoleProvider was added. `rerender` keeps the
 * same providers.
 * @example
 * const screen = await renderWithProviders(<AddMenu />, { console: { fetch } });
 * await screen.getByRole('button', { name: 'Add' }).click();
 * expect(screen.consoleProps?.navigate).toHaveBeenCalledWith('/editor/customer');
 */
export async function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const Wrapper = options.wrapper ?? (({ children }: { children: ReactNode }) => children);
  const c = options.console;
  const sections = c ? [...(c.sections ?? []), ...(await testSections())] : [];
  const consoleProps: ConsoleRenderHandles | undefined = c && {
    session: c.session ?? createTestSession(),
    client:
      c.client ??
      createConsoleClient({
        fetch: c.fetch ?? unexpectedFetch,
        getCsrfToken: () => 'test-csrf',
        onMfaRequired: c.onMfaRequired,
      }),
    navigate: c.navigate ?? vi.fn(),
  };
  const wrap = (node: ReactNode) => {
    const themed = <ThemeRoot theme={options.theme ?? 'light'}>{node}</ThemeRoot>;
    return (
      <QueryClientProvider client={queryClient}>
        <Wrapper>
          {c && consoleProps ? (
            <ConsoleProvider
              {...consoleProps}
              messages={c.messages}
              sections={sections}
              productName={c.productName}
              locale={c.locale}
              realtime={c.realtime}
            >
              {themed}
            </ConsoleProvider>
          ) : (
            themed
          )}
        </Wrapper>
      </QueryClientProvider>
    );
  };
  const screen = await render(wrap(ui));
  const rerender = screen.rerender;
  // Re-render inside the same providers, as the first render.
  screen.rerender = (next) => rerender(wrap(next));
  return Object.assign(screen, { consoleProps });
}
