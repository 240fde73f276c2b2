import { style } from '@vanilla-extract/css';

/** The text input's root: fills its container unless the host sets a width. */
export const root = style({
  width: '100%',
});
