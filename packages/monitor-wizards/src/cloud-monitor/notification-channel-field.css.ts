import { vars } from '@console/ui/theme-contract';
import { style } from '@vanilla-extract/css';

/** The channel checkboxes under their legend. */
export const group = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

/** The hint and the empty state. */
export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
