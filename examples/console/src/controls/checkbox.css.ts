import { vars } from '@console/ui';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  cursor: 'pointer',
});

export const input = style({
  width: 16,
  height: 16,
  marginTop: 3,
  flexShrink: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
});

export const text = style({ display: 'flex', flexDirection: 'column' });

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
