import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract';

/** A wrapping row of controls over a list or table. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/**
 * The box of a list's search input (tables, trees, widget cards); each widget sets its width,
 * height and font size.
 */
export const searchInput = style({
  margin: 0,
  paddingBlock: 0,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: 'inherit',
  letterSpacing: 'normal',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
