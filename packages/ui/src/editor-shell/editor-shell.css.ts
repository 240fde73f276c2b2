import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract';

/** The shell: a column of header and body filling the viewport (or its parent). */
export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  backgroundColor: vars.color.bg,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  selectors: {
    '&[data-layout="fullscreen"]': {
      position: 'fixed',
      inset: 0,
      // Below popovers and dialogs (portaled to the body) so menus opened inside stay visible.
      zIndex: `calc(${vars.zIndex.popover} - 1)`,
    },
    '&[data-layout="fill"]': { width: '100%', height: '100%' },
    '&:focus-visible': { outline: 'none' },
  },
});

/** The header bar: logo, title, actions. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexShrink: 0,
  minHeight: '56px',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

/** The logo link to the system dashboard. */
export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  paddingInlineEnd: vars.space.md,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The default logo mark. */
export const logoMark = style({
  display: 'inline-block',
  width: '20px',
  height: '20px',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.primary,
});

/** The page title. */
export const title = style({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  selectors: { '&:focus-visible': { outline: 'none' } },
});

/** Extra header content and the Save / Close buttons. */
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
});

/** The scrolling body under the header. */
export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflow: 'auto',
});
