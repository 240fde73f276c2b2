import { style } from '@vanilla-extract/css';
import * as panel from '../internal/popover.css';
import { vars } from '../theme/contract';

/** The date picker's root. */
export const root = style({
  width: '100%',
  maxWidth: '220px',
});

/** The frame holding the typed input and the calendar button. */
export const frame = style({
  paddingInlineEnd: vars.space.xxs,
  gap: vars.space.xxs,
});

/** The calendar popover. */
export const popover = style([
  panel.surface,
  {
    padding: vars.space.md,
  },
]);

/** The calendar: month header and day grid. */
export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** Previous month, month name, next month. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** The month and year. */
export const heading = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

/** The day grid. */
export const grid = style({
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
});

/** A weekday column header. */
export const weekday = style({
  width: '36px',
  height: '28px',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
});

/** A day cell. */
export const cell = style({
  padding: '1px',
  textAlign: 'center',
});

/** A day button; state through `aria-*` and `data-*` attributes. */
export const day = style({
  width: '34px',
  height: '34px',
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-outside]': { color: vars.color.textMuted },
    '&[aria-current="date"]': { borderColor: vars.color.borderStrong, fontWeight: vars.font.weight.bold },
    '&[data-selected]': {
      backgroundColor: vars.color.primary,
      color: vars.color.primaryText,
      fontWeight: vars.font.weight.bold,
    },
    '&[data-selected]:hover': { backgroundColor: vars.color.primaryHover },
    '&[aria-disabled="true"]': {
      color: vars.color.textDisabled,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
  },
});

/** Date and time side by side in the date-time picker. */
export const dateTimeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});
