import { style } from '@vanilla-extract/css';
import * as panel from '../internal/popover.css';
import { vars } from '../theme/contract';

/** The picker's root; its width is set inline (176 px by default). */
export const root = style({
  maxWidth: '100%',
});

/** The trigger showing the chosen time. */
export const trigger = style({
  justifyContent: 'space-between',
  gap: vars.space.sm,
  cursor: 'pointer',
  textAlign: 'start',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[aria-expanded="true"]': { borderColor: vars.color.focus },
  },
});

/** The placeholder text when no time is set. */
export const placeholder = style({
  color: vars.color.textMuted,
});

/** The trigger's clock icon. */
export const triggerIcon = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
  flexShrink: 0,
});

/** The popover with the hour and minute inputs. */
export const popover = style([
  panel.surface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.md,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
]);

/** Hour, separator, minute and AM/PM in one row. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** The hour and minute inputs. */
export const segment = style({
  width: '3.25rem',
  textAlign: 'center',
  paddingInline: vars.space.xs,
  fontVariantNumeric: 'tabular-nums',
});

/** The ':' between hour and minute. */
export const separator = style({
  fontWeight: vars.font.weight.bold,
});

/** The AM/PM buttons. */
export const periods = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
  marginInlineStart: vars.space.xs,
});

/** One AM/PM button; the pressed one is tinted (the text colour never changes, so contrast holds). */
export const period = style({
  selectors: {
    [`${periods} &[aria-pressed="true"]`]: {
      backgroundColor: vars.color.primarySubtle,
      borderColor: vars.color.primary,
      color: vars.color.text,
      fontWeight: vars.font.weight.bold,
    },
  },
});

/** The hour and minute error messages. */
export const errors = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
  color: vars.color.danger,
  selectors: {
    '&:empty': { display: 'none' },
  },
});
