import { vars } from '@console/ui/theme-contract';
import { style } from '@vanilla-extract/css';

export { actions, cell, heading, page, sectionHeader, table, twoColumns as pair } from '../shared/wizard.css';

/** A policy editor section: heading, notice, fields or table. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.family,
});

/** A read-only value with its label (role, NMS role). */
export const readOnly = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text });

/** A read-only value's label. */
export const readOnlyLabel = style({ fontWeight: vars.font.weight.medium, marginInlineEnd: vars.space.xs });

/** The save row under a form. */
export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
