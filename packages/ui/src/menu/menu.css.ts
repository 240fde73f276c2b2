import { style } from '@vanilla-extract/css';
import * as panel from '../internal/popover.css';
import { vars } from '../theme/contract';

/** The menu popover (top level and submenus). */
export const menu = style([
  panel.surface,
  {
    display: 'flex',
    flexDirection: 'column',
    minWidth: '180px',
    maxWidth: 'min(360px, calc(100vw - 16px))',
    outline: 'none',
    fontSize: vars.font.size.md,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    },
  },
]);

/**
 * The scrolling list inside the popover. It is not positioned, so a submenu (rendered inside its
 * parent menu and positioned against the popover) is not clipped by this scroll container.
 */
export const scroller = style({
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 'min(480px, var(--popover-available-height, 480px))',
  overflowY: 'auto',
  padding: vars.space.xs,
});

/** One row: menu item, checkbox item, radio item, submenu trigger. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.density.controlHeight,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  scrollMarginBlock: vars.space.xs,
  selectors: {
    '&[data-active-item], &[aria-expanded="true"]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
    '&[aria-disabled="true"]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

/** The leading icon of an item. */
export const itemIcon = style({ display: 'inline-flex', flexShrink: 0, fontSize: '1.1em' });

/** The check mark slot of checkbox and radio items; the mark shows only when checked. */
export const check = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1em',
  visibility: 'hidden',
  color: vars.color.primary,
  selectors: {
    [`${item}[aria-checked="true"] &`]: { visibility: 'visible' },
  },
});

/** The text column of an item (label over description). */
export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minWidth: 0,
});

/** The secondary line under an item's label. */
export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  selectors: {
    [`${item}[aria-disabled="true"] &`]: { color: vars.color.textDisabled },
  },
});

/** The chevron at the end of a submenu trigger. */
export const submenuArrow = style({
  display: 'inline-flex',
  marginInlineStart: 'auto',
  paddingInlineStart: vars.space.md,
  color: vars.color.textMuted,
});

/** A group of items. */
export const group = style({ display: 'flex', flexDirection: 'column' });

/** A group's heading. */
export const groupLabel = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

/** A horizontal rule between items or groups. */
export const separator = style({
  height: 0,
  marginBlock: vars.space.xs,
  marginInline: 0,
  border: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});
