import { vars } from '@console/ui';
import { style } from '@vanilla-extract/css';

export const list = style({ display: 'flex', flexDirection: 'column' });

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.text,
});

export const message = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  overflowWrap: 'anywhere',
});

export const error = style({ color: vars.color.danger, fontSize: vars.font.size.sm });
