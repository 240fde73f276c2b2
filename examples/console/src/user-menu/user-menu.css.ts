import { vars } from '@console/ui';
import { style } from '@vanilla-extract/css';

/** The user menu is at least 250 px wide (001 §2.5, §9). */
export const USER_MENU_MIN_WIDTH = 250;

export const menu = style({ minWidth: USER_MENU_MIN_WIDTH });

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  position: 'relative',
});

export const trigger = style({ height: 44, paddingInline: vars.space.sm });

export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 30,
  height: 30,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  lineHeight: vars.font.lineHeight.tight,
  maxWidth: 200,
  overflow: 'hidden',
});

export const name = style({ fontWeight: vars.font.weight.medium, whiteSpace: 'nowrap' });

export const account = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: '100%',
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.xs,
});

export const email = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const error = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  right: 0,
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  whiteSpace: 'nowrap',
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.danger,
  backgroundColor: vars.color.dangerSubtle,
  border: `1px solid ${vars.color.danger}`,
  boxShadow: vars.shadow.md,
});

export const logoutBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const dialogError = style({ color: vars.color.danger });
