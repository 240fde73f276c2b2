/** Styles of the unmanaged device dialogs. */
import { vars } from '@console/ui/theme-contract';
import { style } from '@vanilla-extract/css';

/** A preview cell that breaks a rule: its error shows on hover or focus. */
export const errorCell = style({
  display: 'inline-block',
  minWidth: '2ch',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  padding: `0 ${vars.space.xxs}`,
  color: vars.color.dangerText,
  cursor: 'help',
  background: 'none',
  border: 'none',
  borderBottom: `2px dotted ${vars.color.dangerText}`,
  font: 'inherit',
  textAlign: 'start',
});

/** The file input behind Re-upload (opened by its button). */
export const hiddenInput = style({ display: 'none' });

/** The two preview messages, one per line. */
export const messages = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/** The chosen role and its Add button. */
export const roleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

/** The import's action row (Download Template beside the file). */
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

/** Download Template as a link styled like a button. */
export const templateLink = style({
  color: vars.color.link,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});
