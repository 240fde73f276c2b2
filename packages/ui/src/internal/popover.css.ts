import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract';

/**
 * The raised panel of every popover (lists, menus, pickers, help cards), over the page; opened
 * from inside a dialog (its portal marked `data-console-layer="modal"`), over the dialog too.
 */
export const surface = style({
  zIndex: vars.zIndex.popover,
  selectors: {
    '[data-console-layer="modal"] &': { zIndex: `calc(${vars.zIndex.modal} + 1)` },
  },
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});
