import { vars } from '@console/ui';
import { style } from '@vanilla-extract/css';

export const app = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  backgroundColor: vars.color.bg,
});

/** Height of the sticky header, border included. */
export const HEADER_HEIGHT = 56;

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  height: HEADER_HEIGHT,
  paddingInline: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  position: 'sticky',
  top: 0,
  zIndex: 10,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

export const logo = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 28,
  height: 28,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: vars.font.size.md,
});

export const mainNav = style({ display: 'flex', alignItems: 'stretch', alignSelf: 'stretch' });

export const mainNavList = style({
  display: 'flex',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gap: vars.space.xs,
});

export const mainNavLink = style({
  display: 'flex',
  alignItems: 'center',
  height: '100%',
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  borderBottom: '2px solid transparent',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-status="active"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const slot = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const spacer = style({ flex: 1 });

export const banners = style({ display: 'flex', flexDirection: 'column' });

export const main = style({ flex: 1, display: 'flex', minHeight: 0, minWidth: 0 });
