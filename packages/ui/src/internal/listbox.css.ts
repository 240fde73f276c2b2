import { style } from '@vanilla-extract/css';
import * as fieldStyles from '../field/field.css';
import { vars } from '../theme/contract';
import * as panel from './popover.css';
import * as hidden from './visually-hidden.css';

/** Label, control, description and error stacked. */
export const field = fieldStyles.root;

/** The field label. */
export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

/** Hidden visually, still read by assistive technology. */
export const visuallyHidden = hidden.visuallyHidden;

/** The options popover. */
export const popover = style([
  panel.surface,
  {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: 'min(240px, var(--popover-available-height, 240px))',
    overflowY: 'auto',
    padding: vars.space.xs,
  },
]);

/** One option; each widget adds how the active option shows its focus. */
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
    '&[data-active-item]': { backgroundColor: vars.color.surfaceHover },
    '&[aria-selected="true"]': { fontWeight: vars.font.weight.medium },
    '&[aria-disabled="true"]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

/** The check mark slot of an option; visible when selected. */
export const check = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1em',
  color: vars.color.primary,
  visibility: 'hidden',
  selectors: { [`${item}[aria-selected="true"] &`]: { visibility: 'visible' } },
});

/** Help text under the control. */
export const description = fieldStyles.description;

/** The error message under the control. */
export const error = fieldStyles.error;
