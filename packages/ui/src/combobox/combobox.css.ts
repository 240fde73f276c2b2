import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract';

/** Label, control, description and error stacked. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

/** The field label. */
export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

/** Hidden visually, still read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

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
export const popover = style({
  zIndex: vars.zIndex.popover,
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 'min(240px, var(--popover-available-height, 240px))',
  overflowY: 'auto',
  padding: vars.space.xs,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

/** One option. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.density.controlHeight,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  scrollMarginBlock: vars.space.xs,
  selectors: {
    '&[data-active-item]': {
      backgroundColor: vars.color.surfaceHover,
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
    '&[aria-selected="true"]': { fontWeight: vars.font.weight.medium },
    '&[aria-disabled="true"]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

/** The check mark slot; visible on the selected option. */
export const check = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1em',
  color: vars.color.primary,
  visibility: 'hidden',
  selectors: { [`${item}[aria-selected="true"] &`]: { visibility: 'visible' } },
});

/** The option's secondary line. */
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

/** Help text under the control. */
export const description = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** The error under the control. */
export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
});
