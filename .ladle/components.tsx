import { type ThemeName, ThemeRoot } from '@console/ui';
import type { GlobalProvider } from '@ladle/react';
import { useEffect, useState } from 'react';

const darkQuery = '(prefers-color-scheme: dark)';

/** Follows the system colour scheme for Ladle's "auto" theme. */
function useSystemTheme(): ThemeName {
  const [dark, setDark] = useState(() => window.matchMedia(darkQuery).matches);
  useEffect(() => {
    const query = window.matchMedia(darkQuery);
    const onChange = () => setDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return dark ? 'dark' : 'light';
}

/**
 * Wraps every story in a themed widget root driven by Ladle's theme addon, so stories render the way
 * an embedding host sees them (portaled popups included, through `usePortalElement`).
 */
export const Provider: GlobalProvider = ({ children, globalState }) => {
  const system = useSystemTheme();
  const theme: ThemeName =
    globalState.theme === 'dark' ? 'dark' : globalState.theme === 'light' ? 'light' : system;
  return (
    <ThemeRoot theme={theme} style={{ minHeight: '100vh', padding: 16 }}>
      {children}
    </ThemeRoot>
  );
};
