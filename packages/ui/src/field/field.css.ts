import { style } from '@vanilla-extract/css';
import * as hidden from '../internal/visually-hidden.css';
import { vars } from '../theme/contract';

/** The field: label, description, control and error stacked. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

/** The label text. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  selectors: {
    [`${root}[data-disabled] &`]: { color: vars.color.textDisabled },
  },
});

/** The required asterisk (decorative; the visually hidden 'Required' is what is announced). */
export const asterisk = style({
  color: vars.color.danger,
  fontWeight: vars.font.weight.bold,
});

/** Hidden on screen, read by assistive technology. */
export const visuallyHidden = hidden.visuallyHidden;

/** Helper text under the label. */
export const description = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

/** The live region that holds the error once it shows. */
export const errorSlot = style({
  selectors: {
    '&:empty': { display: 'none' },
  },
});

/** The error message. */
export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.danger,
});

/** A row holding the control and, when counting, the counter under it. */
export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

/** The 'n/max' counter; danger colour once the limit is reached. */
export const counter = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-state="limit"]': { color: vars.color.danger, fontWeight: vars.font.weight.medium },
  },
});

const invalidSelector = '&[aria-invalid="true"], &:has([aria-invalid="true"])';

/**
 * The box of a text-like control (inputs, the tag input's frame, picker triggers). Invalid and
 * disabled states come from `aria-invalid` and `:disabled` / `data-disabled`.
 */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.density.controlHeight,
  paddingBlock: 0,
  paddingInline: vars.density.paddingX,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  transition: 'border-color 120ms, box-shadow 120ms',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled):not([data-disabled])': { borderColor: vars.color.text },
    '&:focus-visible, &:focus-within': {
      outline: 'none',
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 1px ${vars.color.focus}`,
    },
    [invalidSelector]: { borderColor: vars.color.danger },
    '&:disabled, &[data-disabled]': {
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textDisabled,
      borderColor: vars.color.border,
      cursor: 'not-allowed',
    },
  },
});

/** An input inside a {@link control} frame: no border of its own. */
export const bareInput = style({
  flex: '1 1 auto',
  minWidth: 0,
  height: `calc(${vars.density.controlHeight} - 2px)`,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus, &:focus-visible': { outline: 'none' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});
