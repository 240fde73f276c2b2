import { vars } from '@console/ui/theme-contract';
import { style } from '@vanilla-extract/css';

export { heading, page, section, twoColumns as pair } from '../shared/wizard.css';

/** A read-only value with its label (role, NMS role). */
export const readOnly = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

/** A read-only value's label, above it like a field's label. */
export const readOnlyLabel = style({ fontWeight: vars.font.weight.medium });

/** A read-only value, at the size of a field's text. */
export const readOnlyValue = style({ fontSize: vars.font.size.md });

/** The save row under a form. */
export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
