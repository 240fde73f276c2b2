import { useMessage } from '@console/core/react';
import { IconButton } from '@console/ui';
import { useThemeControl } from '../app-context';

function MoonIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M13.5 10.2A6 6 0 0 1 5.8 2.5a6 6 0 1 0 7.7 7.7Z" fill="currentColor" />
    </svg>
  );
}

function SunIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="3.2" fill="currentColor" />
      <path
        d="M8 1v2M8 13v2M1 8h2M13 8h2M3 3l1.4 1.4M11.6 11.6 13 13M3 13l1.4-1.4M11.6 4.4 13 3"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Switches the console between the light and dark themes. */
export function ThemeToggle() {
  const t = useMessage();
  const { theme, setTheme } = useThemeControl();
  const dark = theme === 'dark';
  return (
    <IconButton
      label={t(dark ? 'shell.header.useLightTheme' : 'shell.header.useDarkTheme')}
      icon={dark ? <SunIcon /> : <MoonIcon />}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
      tooltipPlacement="bottom"
      data-state={theme}
    />
  );
}
