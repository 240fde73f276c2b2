import { style } from '@vanilla-extract/css';
import * as hidden from '../internal/visually-hidden.css';
import { vars } from '../theme/contract';

/** Button and messages in a row. */
export const wrapper = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

/** The copied state colours the button's icon. */
export const copiedIcon = style({ color: vars.color.success, display: 'inline-flex' });

/** The failure message. */
export const error = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
});

/** Read by assistive technology only. */
export const visuallyHidden = hidden.visuallyHidden;
