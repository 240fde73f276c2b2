import { vars } from '@console/ui';
import { style } from '@vanilla-extract/css';

export const layout = style({ display: 'flex', flex: 1, minWidth: 0, minHeight: 'calc(100vh - 57px)' });

export const content = style({ flex: 1, minWidth: 0, display: 'flex' });

export const trail = style({
  display: 'flex',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  selectors: {},
});

export const trailItem = style({
  selectors: { '&:not(:last-child)::after': { content: '"›"', marginLeft: vars.space.xs } },
});
