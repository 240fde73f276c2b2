import { style } from '@vanilla-extract/css';

/** The number input's root. */
export const root = style({
  width: '100%',
});

/** The `<input type="number">`: numbers line up. */
export const input = style({
  fontVariantNumeric: 'tabular-nums',
});
