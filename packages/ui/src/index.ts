/**
 * @console/ui — the primitives every console widget is built from: Ariakit behaviour,
 * vanilla-extract styles scoped under a themed root.
 * @packageDocumentation
 */

export * from './exports/basics';
export * from './exports/fields';
export * from './exports/layout';
export { vars } from './theme/contract';
export {
  type Density,
  type ThemeName,
  ThemeRoot,
  type ThemeRootProps,
  usePortalElement,
} from './theme/theme-root';
