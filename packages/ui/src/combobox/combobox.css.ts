import { style } from '@vanilla-extract/css';
import * as listbox from '../internal/listbox.css';
import { vars } from '../theme/contract';

/** The text input. */
export const input = style({
  width: '100%',
  minHeight: vars.density.controlHeight,
  paddingInline: vars.density.paddingX,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible, &[data-focus-visible]': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '1px',
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': {
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textDisabled,
      borderColor: vars.color.border,
      cursor: 'not-allowed',
    },
  },
});

/** The options popover. */
export const popover = listbox.popover;

/** One option; the active one is outlined, as focus stays in the input. */
export const item = style([
  listbox.item,
  {
    selectors: {
      '&[data-active-item]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    },
  },
]);

/** The option's label and secondary line. */
export const itemText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

/** The option's secondary line. */
export const itemDescription = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** The loading and empty messages. */
export const message = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.density.controlHeight,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
});
