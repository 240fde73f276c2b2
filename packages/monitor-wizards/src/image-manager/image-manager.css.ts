import { vars } from '@console/ui/theme-contract';
import { style } from '@vanilla-extract/css';

/** A page or dialog form: its fields in one column. */
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: 720,
  fontFamily: vars.font.family,
});

/** A group of fields under a legend (folder credentials, default folder credentials). */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
});

/** A group's legend. */
export const legend = style({ fontWeight: vars.font.weight.bold, padding: `0 ${vars.space.xs}` });

/** Two fields side by side. */
export const row = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.md });

/** The image manager settings: its sections one under another. */
export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.family,
});

/** A section's heading row: title, then its buttons. */
export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

/** A section heading. */
export const heading = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, margin: 0 });

/** A list table. */
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });

/** A table cell. */
export const cell = style({
  textAlign: 'start',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

/** A row's buttons. */
export const actions = style({ display: 'flex', gap: vars.space.xs, justifyContent: 'flex-end' });

/** Muted note text (empty lists). */
export const note = style({ color: vars.color.textMuted, margin: 0 });

/** The dialog buttons, right-aligned. */
export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
