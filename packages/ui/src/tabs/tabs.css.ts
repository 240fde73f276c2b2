import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract';

/** The tab strip. */
export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

/** One tab; the selected one is underlined in the primary colour. */
export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.density.controlHeight,
  paddingInline: vars.density.paddingX,
  border: 'none',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': {
      color: vars.color.text,
      backgroundColor: vars.color.surfaceHover,
    },
    '&[aria-selected="true"]': { color: vars.color.primary },
    '&[aria-selected="true"]::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockEnd: '-1px',
      height: '2px',
      backgroundColor: vars.color.primary,
    },
    '&[aria-disabled="true"]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    '&[data-focus-visible], &:focus-visible': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
  },
});

/** A tab panel. */
export const panel = style({
  paddingBlock: vars.space.md,
  selectors: {
    '&[data-focus-visible], &:focus-visible': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});
