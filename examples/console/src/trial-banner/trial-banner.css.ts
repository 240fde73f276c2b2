import { vars } from '@console/ui';
import { style } from '@vanilla-extract/css';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
  minHeight: 44,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.infoSubtle,
  color: vars.color.text,
  selectors: {
    '&[data-state="ending-soon"]': { backgroundColor: vars.color.warningSubtle },
  },
});

export const text = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  flex: 1,
});

export const headline = style({ fontWeight: vars.font.weight.bold });

export const days = style({ color: vars.color.text });

export const actions = style({ display: 'flex', gap: vars.space.sm });

export const contact = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const error = style({ color: vars.color.danger });
