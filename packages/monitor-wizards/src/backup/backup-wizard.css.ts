import { vars } from '@console/ui/theme-contract';
import { style } from '@vanilla-extract/css';

/** A wizard page: its fields in one column. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: 720,
  fontFamily: vars.font.family,
});

/** A group of checkboxes (week days, days of the month) under its legend. */
export const group = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** A group's legend. */
export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

/** The checkboxes of a group, wrapped in rows. */
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}` });

/** The days of the month: seven to a row. */
export const days = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(3.5rem, auto))',
  gap: `${vars.space.xs} ${vars.space.sm}`,
});

/** A group's error under it. */
export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.dangerText });

/** Two fields side by side. */
export const pair = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.md });

/** The computed backups per day. */
export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

/** The policy's backup jobs section. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.family,
});

/** The section's heading row with its Add button. */
export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

/** The section's heading. */
export const heading = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, margin: 0 });

/** The jobs table. */
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });

/** A table cell. */
export const cell = style({
  textAlign: 'start',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** A row's buttons. */
export const actions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
