import { vars } from '@console/ui/theme-contract';
import { style } from '@vanilla-extract/css';

export {
  page,
  /** Two fields side by side. */
  twoColumns as pair,
} from '../shared/wizard.css';

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

/** The computed backups per day. */
export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
