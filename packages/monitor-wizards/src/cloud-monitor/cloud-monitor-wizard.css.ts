import { vars } from '@console/ui/theme-contract';
import { style } from '@vanilla-extract/css';

export { actions, cell, heading, page, table } from '../shared/wizard.css';

/** Two fields side by side (host and port). */
export const pair = style({ display: 'grid', gridTemplateColumns: '2fr 1fr', gap: vars.space.md });

/** A key/value row of the request page. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr auto',
  gap: vars.space.sm,
  alignItems: 'end',
});

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
