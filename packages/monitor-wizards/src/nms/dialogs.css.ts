import { style } from '@vanilla-extract/css';

/** The dialog form: fields stacked. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: 12 });
/** The dialog buttons, right-aligned. */
export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: 8 });
