/**
 * The console's shell routes: the root, the sign-in page and the signed-in layout every other page
 * hangs under (router.tsx assembles the tree).
 */
import { useMessage } from '@console/core/react';
import { useQueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  type ErrorComponentProps,
  Outlet,
  redirect,
  useNavigate,
  useRouterState,
} from '@tanstack/react-router';
import type { RouterContext } from '../app-context';
import { AuthedLayout } from '../authed-layout';
import * as page from '../pages/page.css';
import { Page } from '../pages/page-state';
import { NotFoundPage } from '../pages/placeholder-page';
import { SignInPage } from '../pages/sign-in/sign-in-page';
import { loadSession, sessionQueryKey } from '../session/session-query';

/** The page everything lands on after sign-in. */
export const HOME_ROUTE = '/systemDashboard/overview';

/** Only same-console hash paths may be a sign-in redirect target. */
function safeRedirect(target: unknown): string | undefined {
  return typeof target === 'string' &&
    target.startsWith('/') &&
    !target.startsWith('//') &&
    !target.startsWith('/login')
    ? target
    : undefined;
}

function RouteError({ error, reset }: ErrorComponentProps) {
  const t = useMessage();
  return (
    <Page title={t('errors.generic')}>
      <div className={page.notice} role="alert" data-state="error">
        <p className={page.errorText}>{error instanceof Error ? error.message : String(error)}</p>
        <button type="button" onClick={reset}>
          {t('shell.page.retry')}
        </button>
      </div>
    </Page>
  );
}

/** The not-found page of the current path. */
export function NotFound() {
  const path = useRouterState({ select: (state) => state.location.pathname });
  return <NotFoundPage path={path} />;
}

/** The root: every page, the sign-in page included. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

/** #/login?redirect= (000 §2.1). */
export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: (search: Record<string, unknown>): { redirect?: string | undefined } => ({
    redirect: safeRedirect(search.redirect),
  }),
  beforeLoad: async ({ context, search }) => {
    const session = await loadSession(context.queryClient, context.client);
    if (session) throw redirect({ to: search.redirect ?? HOME_ROUTE });
  },
  component: function LoginRoute() {
    const { redirect: target } = loginRoute.useSearch();
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    return (
      <SignInPage
        onSignedIn={(session) => {
          queryClient.setQueryData(sessionQueryKey, session);
          void navigate({ to: target ?? HOME_ROUTE, replace: true });
        }}
      />
    );
  },
});

/** Every page behind sign-in, in the console's shell. */
export const authedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'authed',
  beforeLoad: async ({ context, location }) => {
    const session = await loadSession(context.queryClient, context.client);
    if (!session) {
      const target = safeRedirect(location.href);
      throw redirect({ to: '/login', search: { redirect: target === HOME_ROUTE ? undefined : target } });
    }
  },
  component: AuthedLayout,
});

/** A route's numeric id, or undefined when it is not a positive integer. */
export const parseId = (value: string): number | undefined => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};
