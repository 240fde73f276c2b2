import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract';

/** The radio's edge, the same as the checkbox box; the label's first line is centred on it. */
const radioSize = '16px';
/** The dot of the picked radio. */
const dotRadius = '3px';

/** The choices: stacked (`data-orientation="vertical"`) or on one wrapping line. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: {
    '&[data-orientation="horizontal"]': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.lg,
    },
  },
});

/**
 * The native `<input type="radio">`, drawn as a circle (`appearance: none`) like the checkbox box,
 * so it keeps native form and label behaviour; the picked one is filled with a dot in its middle.
 */
export const radio = style({
  appearance: 'none',
  display: 'block',
  flexShrink: 0,
  width: radioSize,
  height: radioSize,
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceRaised,
  cursor: 'pointer',
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.primary },
    '&:checked': {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.primary,
      backgroundImage: `radial-gradient(circle, ${vars.color.primaryText} 0 ${dotRadius}, transparent calc(${dotRadius} + 0.5px))`,
    },
    '&:checked:hover:not(:disabled)': {
      borderColor: vars.color.primaryHover,
      backgroundColor: vars.color.primaryHover,
    },
    '&:focus-visible, &[data-focus-visible]': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '[aria-invalid="true"] &': { borderColor: vars.color.danger },
    '&:disabled': {
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      cursor: 'not-allowed',
    },
    '&:disabled:checked': {
      backgroundColor: vars.color.textDisabled,
      borderColor: vars.color.textDisabled,
      backgroundImage: `radial-gradient(circle, ${vars.color.bg} 0 ${dotRadius}, transparent calc(${dotRadius} + 0.5px))`,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
