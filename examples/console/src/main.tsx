// First: no `eval` under the strict CSP (./zod-jitless.ts).
import './zod-jitless';
import { createConsoleClient, isUnauthenticatedError } from '@console/core';
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import type { AppServices } from './app-context';
import { createMfaPromptStore } from './mfa/mfa-prompt-store';
import { createConsoleRouter } from './router';
import { clearSession, sessionQueryKey } from './session/session-query';

// The page's own margin; set through the CSSOM so no global stylesheet (or inline style) is needed.
document.body.style.margin = '0';

const mfa = createMfaPromptStore();
const client = createConsoleClient({
  onMfaRequired: ({ path }) => mfa.prompt({ path }),
  getRouteName: () => window.location.hash.replace(/^#/, '') || '/',
  onError: (error, context) => {
    // The reference console's error report: the browser console (a real host sends it to its
    // error-reporting service).
    console.error('[console] request failed', context, error);
  },
});

let router: ReturnType<typeof createConsoleRouter> | undefined;
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => !isUnauthenticatedError(error) && failureCount < 2,
    },
  },
  queryCache: new QueryCache({
    onError: (error, query) => {
      // A session that ended elsewhere (logout of all sessions, expiry): back to sign-in.
      if (!isUnauthenticatedError(error) || query.queryKey === sessionQueryKey || !router) return;
      const current = router.state.location.href;
      clearSession(queryClient);
      void router.navigate({ to: '/login', search: { redirect: current }, replace: true });
    },
  }),
});

const services: AppServices = {
  client,
  queryClient,
  mfa,
  reloadToRoot: () => {
    window.location.hash = '#/';
    window.location.reload();
  },
};
router = createConsoleRouter(services);

const container = document.getElementById('root');
if (!container) throw new Error('The console needs a #root element');
createRoot(container).render(
  <StrictMode>
    <App services={services} router={router} />
  </StrictMode>,
);
