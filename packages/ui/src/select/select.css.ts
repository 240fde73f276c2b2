import { style } from '@vanilla-extract/css';
import * as listbox from '../internal/listbox.css';
import { vars } from '../theme/contract';

/** The field label. */
export const label = style([listbox.label, { color: vars.color.text }]);

/** The button that shows the value and opens the list. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.density.controlHeight,
  paddingInline: vars.density.paddingX,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"]):not(:disabled)': { borderColor: vars.color.text },
    '&[data-focus-visible], &:focus-visible': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '1px',
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled, &[aria-disabled="true"]': {
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textDisabled,
      borderColor: vars.color.border,
      cursor: 'not-allowed',
    },
  },
});

/** The value text, cut with an ellipsis. */
export const value = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** Placeholder text when nothing is chosen. */
export const placeholder = style({ color: vars.color.textMuted });

/** The chevron. */
export const arrow = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.textMuted });

/** The list popover. */
export const popover = style([listbox.popover, { minWidth: 'var(--popover-anchor-width)', outline: 'none' }]);

/** One option; the outline shows only for keyboard focus. */
export const item = style([
  listbox.item,
  {
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    },
  },
]);
