import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract';

/** The edge of a checkbox box and of a radio; the label's first line is centred on it. */
export const CHOICE_INPUT_SIZE = '16px';

/** What a drawn choice input (checkbox box, radio circle) sets apart from the others. */
export interface ChoiceInputLook {
  /** The corner radius (a square box or a circle). */
  borderRadius: string;
  /** The pseudo-classes of a picked input, e.g. `[':checked', ':indeterminate']`. */
  picked: readonly string[];
  /** The selector marking it invalid (on the input itself or on its group). */
  invalid: string;
  /** More declarations of a picked input (a radio's dot). */
  pickedExtra?: StyleRule;
  /** More declarations of a picked, disabled input. */
  disabledPickedExtra?: StyleRule;
}

/**
 * The style of a native checkbox or radio drawn by the kit (`appearance: none`, so it keeps native
 * keyboard, form and label behaviour): the bordered square or circle, primary fill when picked,
 * the focus ring, danger border when invalid and the dimmed disabled look.
 */
export function choiceInputStyle({
  borderRadius,
  picked,
  invalid,
  pickedExtra,
  disabledPickedExtra,
}: ChoiceInputLook): StyleRule {
  const each = (prefix: string, suffix = '') =>
    picked.map((state) => `${prefix}${state}${suffix}`).join(', ');
  return {
    appearance: 'none',
    display: 'block',
    flexShrink: 0,
    width: CHOICE_INPUT_SIZE,
    height: CHOICE_INPUT_SIZE,
    margin: 0,
    padding: 0,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius,
    backgroundColor: vars.color.surfaceRaised,
    cursor: 'pointer',
    transition: 'background-color 120ms, border-color 120ms',
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.primary },
      [each('&')]: {
        backgroundColor: vars.color.primary,
        borderColor: vars.color.primary,
        ...pickedExtra,
      },
      [each('&', ':hover:not(:disabled)')]: {
        backgroundColor: vars.color.primaryHover,
        borderColor: vars.color.primaryHover,
      },
      '&:focus-visible, &[data-focus-visible]': {
        outline: `2px solid ${vars.color.focus}`,
        outlineOffset: '2px',
      },
      [invalid]: { borderColor: vars.color.danger },
      '&:disabled': {
        backgroundColor: vars.color.surfaceSunken,
        borderColor: vars.color.border,
        cursor: 'not-allowed',
      },
      [each('&:disabled')]: {
        backgroundColor: vars.color.textDisabled,
        borderColor: vars.color.textDisabled,
        ...disabledPickedExtra,
      },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  };
}
