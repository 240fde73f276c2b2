import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract';

const trackWidth = '32px';
const trackHeight = '18px';
const thumbSize = '14px';
/** The thumb's inset from the track's edge. */
const gap = '2px';

/**
 * The native `<input type="checkbox" role="switch">`, drawn as the track (`appearance: none`), so
 * it keeps native keyboard, form and label behaviour. On and off come from `:checked`.
 */
export const track = style({
  appearance: 'none',
  display: 'block',
  flexShrink: 0,
  width: trackWidth,
  height: trackHeight,
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  cursor: 'pointer',
  transition: 'background-color 120ms',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.textMuted },
    '&:checked': { backgroundColor: vars.color.primary },
    '&:checked:hover:not(:disabled)': { backgroundColor: vars.color.primaryHover },
    '&:focus-visible, &[data-focus-visible]': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '&[aria-invalid="true"]': { boxShadow: `0 0 0 1px ${vars.color.danger}` },
    '&:disabled': { backgroundColor: vars.color.border, cursor: 'not-allowed' },
    '&:disabled:checked': { backgroundColor: vars.color.textDisabled },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** The thumb over the track: at the start when off, at the end when on. Clicks go through. */
export const thumb = style({
  position: 'absolute',
  top: '50%',
  insetInlineStart: gap,
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.bg,
  boxShadow: vars.shadow.sm,
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  transition: 'inset-inline-start 120ms',
  selectors: {
    [`${track}:checked ~ &`]: {
      insetInlineStart: `calc(${trackWidth} - ${thumbSize} - ${gap})`,
      backgroundColor: vars.color.primaryText,
    },
    [`${track}:disabled ~ &`]: { backgroundColor: vars.color.surfaceSunken, boxShadow: 'none' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
