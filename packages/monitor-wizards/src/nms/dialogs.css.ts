import { style } from '@vanilla-extract/css';

/** The dialog form: fields stacked. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: 12 });
