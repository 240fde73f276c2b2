import { style } from '@vanilla-extract/css';

/** The terminal fills the window below the console's header. */
export const fill = style({
  display: 'flex',
  flexDirection: 'column',
  height: 'calc(100vh - 120px)',
  minHeight: 320,
});
