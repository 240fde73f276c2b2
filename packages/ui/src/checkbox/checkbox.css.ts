import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract';

/** The box edge; the label's first line is centred on it. */
const boxSize = '16px';

/** The row of a checkbox or switch: the control, then the label and description. */
export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
});

/** The control's cell, one text line high, holding the native input and its drawn mark. */
export const controlCell = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  height: `calc(${vars.font.size.md} * ${vars.font.lineHeight.normal})`,
});

/** The label and the description under it. */
export const text = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

/** The label text; clicking it toggles the control. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xxs,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.normal,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    [`${row}[data-disabled] &`]: { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

/** The description under the label. */
export const description = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

/**
 * The native `<input type="checkbox">`, drawn as the box (`appearance: none`), so it keeps native
 * keyboard, form and label behaviour. Checked and mixed come from `:checked` / `:indeterminate`.
 */
export const box = style({
  appearance: 'none',
  display: 'block',
  flexShrink: 0,
  width: boxSize,
  height: boxSize,
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceRaised,
  cursor: 'pointer',
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.primary },
    '&:checked, &:indeterminate': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    '&:checked:hover:not(:disabled), &:indeterminate:hover:not(:disabled)': {
      backgroundColor: vars.color.primaryHover,
      borderColor: vars.color.primaryHover,
    },
    '&:focus-visible, &[data-focus-visible]': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': {
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      cursor: 'not-allowed',
    },
    '&:disabled:checked, &:disabled:indeterminate': {
      backgroundColor: vars.color.textDisabled,
      borderColor: vars.color.textDisabled,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** The drawn check mark or dash over the box; clicks go through to the input. */
export const mark = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: '50%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: boxSize,
  height: boxSize,
  transform: 'translateY(-50%)',
  color: vars.color.primaryText,
  pointerEvents: 'none',
  selectors: {
    [`${box}:disabled ~ &`]: { color: vars.color.bg },
  },
});

/** The dash of the mixed state. */
export const dash = style({
  display: 'block',
  width: '8px',
  height: '2px',
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
});
