import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract';

/** The raised panel of every popover (lists, menus, pickers, help cards), over the page. */
export const surface = style({
  zIndex: vars.zIndex.popover,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});
