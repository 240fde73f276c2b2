import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract';
import { CHOICE_INPUT_SIZE, choiceInputStyle } from './choice-input';

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
export const box = style(
  choiceInputStyle({
    borderRadius: vars.radius.sm,
    picked: [':checked', ':indeterminate'],
    invalid: '&[aria-invalid="true"]',
  }),
);

/** The drawn check mark or dash over the box; clicks go through to the input. */
export const mark = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: '50%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: CHOICE_INPUT_SIZE,
  height: CHOICE_INPUT_SIZE,
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
