/** Layout of a device's running jobs. */
import { vars } from '@console/ui/theme-contract';
import { style } from '@vanilla-extract/css';

/** The section: title, notice, table. */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

/** The section title: the size and weight of the console's other card titles. */
export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

/** A muted line (loading, none). */
export const muted = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

/** The jobs table. */
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });

/** A header or body cell. */
export const cell = style({
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

/** The action cell: the button at the end. */
export const actions = style([cell, { textAlign: 'end', whiteSpace: 'nowrap' }]);
