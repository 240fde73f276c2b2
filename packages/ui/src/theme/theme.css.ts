import { assignVars, createTheme, globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract';
import { compactDensity, darkTokens, lightTokens } from './tokens';

/** Class that sets every variable to the light theme. */
export const lightThemeClass = createTheme(vars, lightTokens, 'console-light');
/** Class that sets every variable to the dark theme. */
export const darkThemeClass = createTheme(vars, darkTokens, 'console-dark');
/** Class that switches the density variables to compact. */
export const compactDensityClass = style(
  { vars: assignVars(vars.density, compactDensity) },
  'console-compact',
);

/**
 * The scoped reset: applied by class on the widget root (and on every portal container), never on
 * `:root`, `html` or `body`. Element rules are `:where()`-wrapped so they add no specificity and only
 * reach elements inside the root.
 */
export const rootClass = style(
  {
    fontFamily: vars.font.family,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text,
    backgroundColor: vars.color.bg,
    WebkitFontSmoothing: 'antialiased',
    textAlign: 'start',
  },
  'console-root',
);

globalStyle(`:where(.${rootClass}) :where(*, *::before, *::after), :where(.${rootClass})`, {
  boxSizing: 'border-box',
});
globalStyle(`:where(.${rootClass}) :where(button, input, select, textarea)`, {
  font: 'inherit',
  color: 'inherit',
  margin: 0,
});
globalStyle(`:where(.${rootClass}) :where(h1, h2, h3, h4, h5, h6, p, ul, ol, figure, dl, dd)`, {
  margin: 0,
});
globalStyle(`:where(.${rootClass}) :where(a)`, { color: vars.color.link });
globalStyle(`:where(.${rootClass}) :where(:focus-visible)`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
