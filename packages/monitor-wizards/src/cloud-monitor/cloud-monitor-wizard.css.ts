import { vars } from '@console/ui/theme-contract';
import { style } from '@vanilla-extract/css';

/** A page: its fields in one column. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: 720,
  fontFamily: vars.font.family,
});

/** Two fields side by side (host and port). */
export const pair = style({ display: 'grid', gridTemplateColumns: '2fr 1fr', gap: vars.space.md });

/** A key/value row of the request page. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr auto',
  gap: vars.space.sm,
  alignItems: 'end',
});

/** A group heading. */
export const heading = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, margin: 0 });

/** The conditions table. */
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });

/** A table cell. */
export const cell = style({
  textAlign: 'start',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** A row's buttons. */
export const actions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

/** The confirm page's list. */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

/** A term of the confirm page. */
export const term = style({ color: vars.color.textMuted });

/** A value of the confirm page. */
export const value = style({
  margin: 0,
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  overflowWrap: 'anywhere',
});

/** Muted note text. */
export const note = style({ color: vars.color.textMuted, margin: 0 });
