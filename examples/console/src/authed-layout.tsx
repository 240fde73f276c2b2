import { AddMenu } from '@console/add-menu';
import { createRealtimeClient, type RealtimeClient } from '@console/core';
import { ConsoleProvider } from '@console/core/react';
import { searchMessages } from '@console/search';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useAppServices } from './app-context';
import { MfaDialog } from './mfa/mfa-dialog';
import { ConsoleSearch } from './search/console-search';
import { clearSession, sessionQueryOptions } from './session/session-query';
import { Shell } from './shell/shell';

/** The widgets' sections the console's own pages also read (result type names on record pages). */
const CONSOLE_SECTIONS = [searchMessages];

/**
 * Everything behind sign-in: the ConsoleProvider (client, session, navigation, realtime) around
 * the shell and the page, and the MFA dialog for calls that need a code.
 */
export function AuthedLayout() {
  const services = useAppServices();
  const router = useRouter();
  const { data: session } = useQuery(sessionQueryOptions(services.client));
  const [realtime, setRealtime] = useState<RealtimeClient | undefined>();

  const sessionKey = session ? `${session.user.id}:${session.division.uid}` : undefined;
  const productName = session?.division.productName || 'Console';
  useEffect(() => {
    document.title = productName;
  }, [productName]);
  useEffect(() => {
    if (!sessionKey) return;
    const client = createRealtimeClient();
    setRealtime(client);
    return () => {
      client.close();
      setRealtime(undefined);
    };
  }, [sessionKey]);

  const navigate = useCallback(
    (route: string) => {
      // Widgets hand over routes with their query (`/search?searchValue=…`): navigate by href.
      void router.navigate(route.includes('?') ? { href: route } : { to: route });
    },
    [router],
  );

  const onLoggedOut = useCallback(() => {
    clearSession(services.queryClient);
    void router.navigate({ to: '/login', search: { redirect: undefined }, replace: true });
  }, [router, services.queryClient]);

  if (!session) return null;
  return (
    <ConsoleProvider
      client={services.client}
      session={session}
      navigate={navigate}
      realtime={realtime}
      sections={CONSOLE_SECTIONS}
    >
      <Shell
        search={<ConsoleSearch />}
        addMenu={<AddMenu />}
        onAccountSwitched={services.reloadToRoot}
        onLoggedOut={onLoggedOut}
      >
        <Outlet />
      </Shell>
      <MfaDialog store={services.mfa} />
    </ConsoleProvider>
  );
}
