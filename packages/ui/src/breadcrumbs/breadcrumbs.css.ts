import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract';

/** The breadcrumb bar. */
export const nav = style({
  minWidth: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

/** The ordered list of items. */
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One item with its trailing separator. */
export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
});

/** An earlier, reachable item. */
export const link = style({
  color: vars.color.link,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** An item that cannot be followed. */
export const disabled = style({
  color: vars.color.textDisabled,
  cursor: 'not-allowed',
});

/** The current page. */
export const current = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
});

/** The chevron between items. */
export const separator = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
});
