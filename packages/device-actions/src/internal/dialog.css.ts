/** Layout shared by the device action dialogs. */
import { vars } from '@console/ui/theme-contract';
import { style } from '@vanilla-extract/css';

/** Fields stacked with the form's rhythm. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** A fieldset that only groups: no frame. */
export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

/** A legend styled as a field label. */
export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

/** Checkboxes in two columns on wide dialogs. */
export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space.sm,
});

/** A muted note under a group. */
export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

/** The action row of a form dialog. */
export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

/** A plain list of names. */
export const names = style({ margin: 0, paddingInlineStart: vars.space.lg, fontSize: vars.font.size.sm });
