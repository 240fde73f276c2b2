import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract';

/** A full-screen shell (editor, wizard): a column of header and body filling the viewport or its parent. */
export const frame = style({
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
  },
});

/** The shell's header bar. */
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

/** The shell's title, the heading that takes focus when the shell opens. */
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

/** The scrolling body under the header. */
export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflow: 'auto',
});
