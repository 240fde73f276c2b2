import { vars } from '@console/ui/theme-contract';
import { style } from '@vanilla-extract/css';

export const search = style({ marginBlockEnd: vars.space.sm });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  width: '100%',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const name = style({ fontWeight: vars.font.weight.medium });
export const meta = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const empty = style({ color: vars.color.textMuted, margin: 0 });
