import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract';

/** The list (stacked or inline). */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: {
    '&[data-layout="inline"]': { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.xs },
  },
});

/** One entry; inline entries are separated by commas. */
export const item = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: {
    [`${list}[data-layout="inline"] > &:not(:last-child)::after`]: { content: '","' },
  },
});

/** The '+N more' / 'Show less' toggle. */
export const toggle = style({
  padding: 0,
  border: 'none',
  backgroundColor: 'transparent',
  color: vars.color.link,
  font: 'inherit',
  cursor: 'pointer',
  textAlign: 'start',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.sm,
    },
  },
});

/** The count when it cannot expand. */
export const count = style({ color: vars.color.textMuted });
