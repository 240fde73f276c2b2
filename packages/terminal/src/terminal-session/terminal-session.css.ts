import { vars } from '@console/ui';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  background: vars.color.bg,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const title = style({
  margin: 0,
  marginRight: 'auto',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const status = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const screen = style({
  flex: 1,
  minHeight: 0,
  padding: '0 16px',
  background: '#000000',
  overflow: 'hidden',
  selectors: {
    '&[data-shell="powershell"]': { background: '#012456' },
  },
});

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
});

export const dialogText = style({
  margin: 0,
  overflowWrap: 'anywhere',
});
