import { vars } from '@console/ui';
import { style } from '@vanilla-extract/css';
import { HEADER_HEIGHT } from '../shell/shell.css';

/** Side navigation width (000 §2.1, §9). */
export const ADMIN_NAV_WIDTH = 300;

export const panel = style({
  width: ADMIN_NAV_WIDTH,
  minWidth: ADMIN_NAV_WIDTH,
  maxWidth: ADMIN_NAV_WIDTH,
  flexShrink: 0,
  overflowY: 'auto',
  // Stays in view under the sticky header while the page scrolls; scrolls on its own when long.
  position: 'sticky',
  top: HEADER_HEIGHT,
  alignSelf: 'flex-start',
  height: `calc(100vh - ${HEADER_HEIGHT}px)`,
  borderRight: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  paddingBlock: vars.space.md,
});

export const heading = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
  paddingInline: vars.space.lg,
  paddingBottom: vars.space.sm,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 36,
  paddingRight: vars.space.sm,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&[data-active="page"]': { backgroundColor: vars.color.surfaceSelected },
  },
});

export const link = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  alignSelf: 'stretch',
  color: vars.color.text,
  textDecoration: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-depth="0"]': { paddingLeft: vars.space.lg, fontWeight: vars.font.weight.medium },
    '&[data-depth="1"]': { paddingLeft: 32 },
    '&[data-depth="2"]': { paddingLeft: 48, fontSize: vars.font.size.sm },
    '&[data-active="trail"]': { fontWeight: vars.font.weight.bold },
    '&[data-active="page"]': { color: vars.color.primary, fontWeight: vars.font.weight.bold },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const badge = style({ flexShrink: 0 });

export const toggleIcon = style({
  display: 'inline-flex',
  transition: 'transform 120ms ease',
  selectors: { '&[data-state="closed"]': { transform: 'rotate(-90deg)' } },
});
