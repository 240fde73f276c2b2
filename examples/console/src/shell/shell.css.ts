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

/** The mark and product name, in the header and on the sign-in card. */
export const brandRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
});

export const brand = style([
  brandRow,
  { color: vars.color.text, textDecoration: 'none', whiteSpace: 'nowrap' },
]);

/** The product mark (◆) in its tile. */
export const brandMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 28,
  height: 28,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
});

export const logo = style([brandMark, { fontSize: vars.font.size.md }]);

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
