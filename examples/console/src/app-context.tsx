import type { ConsoleClient, RealtimeClient } from '@console/core';
import type { ThemeName } from '@console/ui';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { MfaPromptStore } from './mfa/mfa-prompt-store';

/** What the reference console's own pages share (widgets get theirs from ConsoleProvider). */
export interface AppServices {
  client: ConsoleClient;
  queryClient: QueryClient;
  mfa: MfaPromptStore;
  /** Realtime client, connected lazily on the first subscription. */
  realtime?: RealtimeClient;
  /** Reloads the whole console at its root (after an account switch, 001 §4). */
  reloadToRoot: () => void;
}

/** The router's context: the services, read by loaders and `beforeLoad`. */
export type RouterContext = AppServices;

export const AppServicesContext = createContext<AppServices | null>(null);

/** The console's services. */
export function useAppServices(): AppServices {
  const value = useContext(AppServicesContext);
  if (!value) throw new Error('useAppServices() needs the console App above it');
  return value;
}

/** The colour scheme and its setter, for the header's toggle. */
export interface ThemeControl {
  theme: ThemeName;
  setTheme: (theme: ThemeName) => void;
}

export const ThemeControlContext = createContext<ThemeControl>({ theme: 'light', setTheme: () => {} });

export function useThemeControl(): ThemeControl {
  return useContext(ThemeControlContext);
}
