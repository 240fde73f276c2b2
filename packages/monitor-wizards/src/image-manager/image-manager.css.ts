import { vars } from '@console/ui/theme-contract';
import { style } from '@vanilla-extract/css';
import { cell as tableCell } from '../shared/wizard.css';

export {
  heading,
  /** A page or dialog form: its fields in one column. */
  page as stack,
  sectionHeader,
  /** Two fields side by side. */
  twoColumns as row,
} from '../shared/wizard.css';

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

/** The image manager settings: its sections one under another. */
export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.family,
});

/** A table cell: long paths and names wrap anywhere. */
export const cell = style([tableCell, { overflowWrap: 'anywhere' }]);

/** A row's buttons. */
export const actions = style({ display: 'flex', gap: vars.space.xs, justifyContent: 'flex-end' });

/** Muted note text (empty lists). */
export const note = style({ color: vars.color.textMuted, margin: 0 });

/** The dialog buttons, right-aligned. */
export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
