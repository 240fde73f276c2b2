import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: every design token as a prefixed CSS variable (`--console-color-bg`, ...).
 * Hosts override these variables on (or above) the widget root; they never target class names.
 * This module emits no CSS, so widget packages can import it from `@console/ui/theme-contract`
 * without pulling the kit's stylesheet into their own.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      bg: null,
      surface: null,
      surfaceRaised: null,
      surfaceSunken: null,
      surfaceHover: null,
      surfaceSelected: null,
      border: null,
      borderStrong: null,
      text: null,
      textMuted: null,
      textDisabled: null,
      textInverse: null,
      primary: null,
      primaryHover: null,
      primaryActive: null,
      primaryText: null,
      primarySubtle: null,
      danger: null,
      dangerHover: null,
      dangerText: null,
      dangerSubtle: null,
      warning: null,
      warningSubtle: null,
      success: null,
      successSubtle: null,
      info: null,
      infoSubtle: null,
      focus: null,
      overlay: null,
      skeleton: null,
      link: null,
    },
    space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    radius: { sm: null, md: null, lg: null, full: null },
    font: {
      family: null,
      mono: null,
      size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
      weight: { normal: null, medium: null, bold: null },
      lineHeight: { tight: null, normal: null },
    },
    density: { controlHeight: null, controlHeightSm: null, rowHeight: null, paddingX: null },
    shadow: { sm: null, md: null, lg: null },
    zIndex: { popover: null, modal: null, toast: null, tooltip: null },
  },
  (_value, path) =>
    `console-${path.map((part) => part.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)).join('-')}`,
);
