import { style } from '@vanilla-extract/css';
import * as panel from '../internal/popover.css';
import { vars } from '../theme/contract';

/** The default trigger: a small round help icon button. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '20px',
  height: '20px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  verticalAlign: 'middle',
  selectors: {
    '&:hover, &[aria-expanded="true"]': {
      color: vars.color.primary,
      backgroundColor: vars.color.surfaceHover,
    },
    '&:focus-visible, &[data-focus-visible]': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '1px',
    },
  },
});

/** The help card (400 px wide by default, 002 §9). */
export const card = style([
  panel.surface,
  {
    width: 'var(--console-hover-help-width, 400px)',
    maxWidth: 'calc(100vw - 16px)',
    maxHeight: 'var(--popover-available-height, 480px)',
    overflowY: 'auto',
    padding: vars.space.md,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    },
  },
]);

/** The card's heading. */
export const heading = style({
  margin: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});
