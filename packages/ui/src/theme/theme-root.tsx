import {
  type ComponentPropsWithoutRef,
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useMemo,
} from 'react';
import { compactDensityClass, darkThemeClass, lightThemeClass, rootClass } from './theme.css';

/** The colour scheme of a widget root. */
export type ThemeName = 'light' | 'dark';
/** The spacing density of a widget root. */
export type Density = 'comfortable' | 'compact';

interface ThemeRootContextValue {
  theme: ThemeName;
  density: Density;
  /** Classes that make an element a themed, reset widget root (used by portals). */
  className: string;
}

const ThemeRootContext = /* @__PURE__ */ createContext<ThemeRootContextValue | null>(null);

/** The layer portals opened here belong to: `modal` inside a dialog, `null` on the page. */
type PortalLayer = 'modal' | null;
const PortalLayerContext = /* @__PURE__ */ createContext<PortalLayer>(null);

/**
 * Marks the portals opened inside it (menus, selects, comboboxes, popovers) as part of a modal
 * layer: their container carries `data-console-layer="modal"`, which lifts the popover surface over
 * the dialog (the dialog sits at `zIndex.modal`, above `zIndex.popover`). Used by the Dialog.
 */
export const PortalLayerProvider = PortalLayerContext.Provider;

/** Props of {@link ThemeRoot}. */
export interface ThemeRootProps extends ComponentPropsWithoutRef<'div'> {
  /**
   * Colour scheme applied to the root through the theme contract's variables.
   * @default 'light'
   */
  theme?: ThemeName;
  /**
   * Spacing density.
   * @default 'comfortable'
   */
  density?: Density;
}

/** Returns the classes that turn an element into a themed widget root. */
export function themeRootClassName(theme: ThemeName = 'light', density: Density = 'comfortable'): string {
  return [
    rootClass,
    theme === 'dark' ? darkThemeClass : lightThemeClass,
    density === 'compact' && compactDensityClass,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The root of every embedded widget: sets the theme variables and the scoped reset on itself, so
 * nothing leaks into the host page and nothing from the host's element rules is needed.
 *
 * @example
 * ```tsx
 * <ThemeRoot theme="dark"><SearchBox /></ThemeRoot>
 * ```
 */
export const ThemeRoot = /* @__PURE__ */ forwardRef<HTMLDivElement, ThemeRootProps>(function ThemeRoot(
  { theme = 'light', density = 'comfortable', className, children, ...props },
  ref,
) {
  const rootClassName = themeRootClassName(theme, density);
  const value = useMemo(
    () => ({ theme, density, className: rootClassName }),
    [theme, density, rootClassName],
  );
  return (
    <ThemeRootContext.Provider value={value}>
      <div
        ref={ref}
        data-console-root=""
        data-theme={theme}
        className={className ? `${rootClassName} ${className}` : rootClassName}
        {...props}
      >
        {children}
      </div>
    </ThemeRootContext.Provider>
  );
});

/** The nearest {@link ThemeRoot}'s theme, density and root classes (light defaults outside one). */
export function useThemeRoot(): ThemeRootContextValue {
  return (
    useContext(ThemeRootContext) ?? {
      theme: 'light',
      density: 'comfortable',
      className: themeRootClassName(),
    }
  );
}

/**
 * A memoized Ariakit `portalElement` callback: the portal container Ariakit creates gets the root's
 * theme and reset classes, so dialogs, popovers, menus and toasts rendered into `document.body`
 * keep the widget's theme without any global CSS.
 */
export function usePortalElement(): (element: HTMLElement) => HTMLElement {
  const { className, theme } = useThemeRoot();
  const layer = useContext(PortalLayerContext);
  return useCallback(
    (element: HTMLElement) => {
      const portal = element.ownerDocument.createElement('div');
      portal.className = className;
      portal.setAttribute('data-console-root', '');
      portal.setAttribute('data-console-portal', '');
      portal.setAttribute('data-theme', theme);
      // Opened from inside a dialog: the popover must paint over the dialog (see PortalLayerProvider).
      if (layer) portal.setAttribute('data-console-layer', layer);
      // Ariakit appends an unconnected portal element itself and removes it on unmount.
      return portal;
    },
    [className, theme, layer],
  );
}
