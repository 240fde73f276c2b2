import { Dialog } from '@ariakit/react/dialog';
import type { HTMLAttributes, ReactNode, RefObject } from 'react';
import { usePortalElement } from '../theme/theme-root';

/** Props of {@link ShellFrame}: the shell element's attributes (`aria-*`, `data-*`) plus these. */
export interface ShellFrameProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** `fullscreen` is a modal layer over the viewport; `fill` is a `<section>` filling its parent. */
  layout: 'fullscreen' | 'fill';
  /** Escape in the full-screen layout: ask the shell to close. */
  onClose: () => void;
  /** What takes focus when the full-screen layout opens. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  children: ReactNode;
}

/**
 * The outer element of a full-screen shell ({@link EditorShell}, {@link WizardShell}): a non-dismissable
 * modal `Dialog` portaled with the theme, or a plain `<section>` for hosts that route to the shell as
 * a page. `data-layout` tells the two apart for the styles.
 * @internal
 */
export function ShellFrame({ layout, onClose, initialFocus, children, ...props }: ShellFrameProps) {
  const portalElement = usePortalElement();
  if (layout === 'fill') {
    return (
      <section {...props} data-layout="fill">
        {children}
      </section>
    );
  }
  return (
    <Dialog
      open
      onClose={onClose}
      backdrop={false}
      hideOnInteractOutside={false}
      initialFocus={initialFocus}
      portalElement={portalElement}
      {...props}
      data-layout="fullscreen"
    >
      {children}
    </Dialog>
  );
}
