import { vars } from '@console/ui/theme-contract';
import { style } from '@vanilla-extract/css';

/** The header slot: wide enough for names, IP and MAC addresses. */
export const slot = style({ width: 'clamp(220px, 28vw, 420px)' });

/** The results page frame, as the other pages. */
export const page = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.lg,
  overflowY: 'auto',
});
