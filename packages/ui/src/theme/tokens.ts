import type { vars } from './contract';

type Tokens<T> = { [K in keyof T]: T[K] extends string ? string : Tokens<T[K]> };
type ContractTokens = Tokens<typeof vars>;

const shared = {
  space: { none: '0', xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  radius: { sm: '3px', md: '6px', lg: '10px', full: '9999px' },
  font: {
    family:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "DejaVu Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace',
    size: { xs: '11px', sm: '12px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
    weight: { normal: '400', medium: '500', bold: '600' },
    lineHeight: { tight: '1.25', normal: '1.5' },
  },
  density: { controlHeight: '34px', controlHeightSm: '28px', rowHeight: '40px', paddingX: '12px' },
  zIndex: { popover: '1000', modal: '1100', toast: '1200', tooltip: '1300' },
} satisfies Omit<ContractTokens, 'color' | 'shadow'>;

/** Light theme tokens (text contrast ≥ 4.5:1 on every surface). */
export const lightTokens: ContractTokens = {
  ...shared,
  color: {
    bg: '#ffffff',
    surface: '#f6f7f9',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#eceff3',
    surfaceHover: '#eef2f8',
    surfaceSelected: '#e1ebfb',
    border: '#d3d8df',
    borderStrong: '#8c96a3',
    text: '#1b2130',
    textMuted: '#4d5767',
    textDisabled: '#737c8a',
    textInverse: '#ffffff',
    primary: '#1558c4',
    primaryHover: '#0f4aa8',
    primaryActive: '#0b3c8a',
    primaryText: '#ffffff',
    primarySubtle: '#e6efff',
    danger: '#b3261e',
    dangerHover: '#961f18',
    dangerText: '#ffffff',
    dangerSubtle: '#fdecea',
    warning: '#855600',
    warningSubtle: '#fff4de',
    success: '#1c7338',
    successSubtle: '#e5f5ea',
    info: '#1558c4',
    infoSubtle: '#e6efff',
    focus: '#1558c4',
    overlay: 'rgba(15, 20, 30, 0.45)',
    skeleton: '#e3e7ec',
    link: '#1451b5',
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
};

/** Dark theme tokens. */
export const darkTokens: ContractTokens = {
  ...shared,
  color: {
    bg: '#13161b',
    surface: '#1a1e25',
    surfaceRaised: '#222731',
    surfaceSunken: '#0f1216',
    surfaceHover: '#2a303b',
    surfaceSelected: '#23365a',
    border: '#353c48',
    borderStrong: '#667080',
    text: '#e7eaf0',
    textMuted: '#adb5c1',
    textDisabled: '#858e9b',
    textInverse: '#0c1118',
    primary: '#7aa9ff',
    primaryHover: '#93b9ff',
    primaryActive: '#aac8ff',
    primaryText: '#0b1322',
    primarySubtle: '#1d2b45',
    danger: '#ff8b80',
    dangerHover: '#ffa59c',
    dangerText: '#1d0b09',
    dangerSubtle: '#3a1d1b',
    warning: '#f1c163',
    warningSubtle: '#3a2e14',
    success: '#73d491',
    successSubtle: '#16301f',
    info: '#7aa9ff',
    infoSubtle: '#1d2b45',
    focus: '#7aa9ff',
    overlay: 'rgba(0, 0, 0, 0.6)',
    skeleton: '#2b313b',
    link: '#8db6ff',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.55)',
  },
};

/** Compact density overrides. */
export const compactDensity: ContractTokens['density'] = {
  controlHeight: '28px',
  controlHeightSm: '24px',
  rowHeight: '32px',
  paddingX: '8px',
};
