import { style } from '@vanilla-extract/css';
import * as frame from '../internal/shell-frame.css';
import { vars } from '../theme/contract';

/** The shell: a column of header and body filling the viewport (or its parent). */
export const shell = style([frame.frame, { selectors: { '&:focus-visible': { outline: 'none' } } }]);

/** The header bar: logo, title, actions. */
export const header = frame.header;

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
export const title = frame.title;

/** Extra header content and the Save / Close buttons. */
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
});

/** The scrolling body under the header. */
export const body = frame.body;
