import { vars } from '@console/ui/theme-contract';
import { style } from '@vanilla-extract/css';

/** A wizard page or dialog form: its fields in one column. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: 720,
  fontFamily: vars.font.family,
});

/** Two fields side by side, equally wide. */
export const twoColumns = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.md });

/** A section of a page or editor: heading, notice, fields or table. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.family,
});

/** A section's heading row: title, then its buttons. */
export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

/** A section or group heading. */
export const heading = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, margin: 0 });

/** A list table. */
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });

/** A table cell. */
export const cell = style({
  textAlign: 'start',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** A row's buttons, wrapping when narrow. */
export const actions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

/** A dialog form's buttons, right-aligned. */
export const dialogFooter = style({ display: 'flex', justifyContent: 'flex-end', gap: 8 });

/** A fieldset of checkboxes (week days, notification channels) under its legend, unframed. */
export const checkboxGroup = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** A checkbox group's legend, at a field label's size. */
export const checkboxLegend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});
