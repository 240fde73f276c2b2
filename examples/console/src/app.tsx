import {
  addDeviceMessages,
  addMenuMessages,
  installerMessages,
  mobileMessages,
  unmanagedMessages,
} from '@console/add-menu';
import { automationMessages } from '@console/automation-library';
import { allMessages } from '@console/core';
import { MessageSection } from '@console/core/react';
import { deviceActionsMessages } from '@console/device-actions';
import {
  directoryDiscoveryMessages,
  discoveryMessages,
  networkDiscoveryMessages,
} from '@console/discovery-wizard';
import {
  backupWizardMessages,
  cloudMonitorMessages,
  imageManagerMessages,
  monitorWizardMessages,
  notificationChannelMessages,
  policyEditorMessages,
} from '@console/monitor-wizards';
import { terminalMessages } from '@console/terminal';
import { type ThemeName, ThemeRoot, ToastProvider } from '@console/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import * as styles from './app.css';
import { type AppServices, AppServicesContext, ThemeControlContext } from './app-context';
import { consoleMessages } from './messages';
import { consolePageMessages } from './messages-pages';
import type { ConsoleRouter } from './router';

const THEME_KEY = 'console.theme';

/**
 * Every text the console shows: core's catalogue, each widget package's own section (a page of
 * the console renders a widget's parts outside its self-registering component) and the console's.
 */
const CATALOGUE = {
  ...allMessages,
  ...addMenuMessages,
  ...addDeviceMessages,
  ...installerMessages,
  ...mobileMessages,
  ...unmanagedMessages,
  ...automationMessages,
  ...deviceActionsMessages,
  ...discoveryMessages,
  ...directoryDiscoveryMessages,
  ...networkDiscoveryMessages,
  ...backupWizardMessages,
  ...cloudMonitorMessages,
  ...imageManagerMessages,
  ...monitorWizardMessages,
  ...notificationChannelMessages,
  ...policyEditorMessages,
  ...terminalMessages,
  ...consoleMessages,
  ...consolePageMessages,
};

function initialTheme(): ThemeName {
  try {
    const stored = window.localStorage.getItem(THEME_KEY);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // Storage can be unavailable (privacy mode); fall back to the system preference.
  }
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The reference console: theme root, query client, services, one toast stack and the hash router. */
export function App({ services, router }: { services: AppServices; router: ConsoleRouter }) {
  const [theme, setThemeState] = useState<ThemeName>(initialTheme);
  const themeControl = useMemo(
    () => ({
      theme,
      setTheme: (next: ThemeName) => {
        setThemeState(next);
        try {
          window.localStorage.setItem(THEME_KEY, next);
        } catch {
          // Not persisted; the choice still applies to this page.
        }
      },
    }),
    [theme],
  );
  return (
    <QueryClientProvider client={services.queryClient}>
      <AppServicesContext.Provider value={services}>
        <ThemeControlContext.Provider value={themeControl}>
          <ThemeRoot theme={theme} className={styles.root}>
            {/* The console shows every area, so it reads every package's section. */}
            <MessageSection messages={CATALOGUE}>
              {/* One toast stack for the console: a widget's message outlives its dialog across a redirect. */}
              <ToastProvider>
                <RouterProvider router={router} />
              </ToastProvider>
            </MessageSection>
          </ThemeRoot>
        </ThemeControlContext.Provider>
      </AppServicesContext.Provider>
    </QueryClientProvider>
  );
}
