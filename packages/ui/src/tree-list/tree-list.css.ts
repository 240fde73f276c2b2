import { createVar, style } from '@vanilla-extract/css';
import * as bar from '../internal/toolbar.css';
import { vars } from '../theme/contract';

/** Height of one row (`rowHeight` prop). */
export const rowHeightVar = createVar();
/** Indentation per level (`indent` prop). */
export const indentVar = createVar();
/** 0-based depth of a row. */
export const depthVar = createVar();

/** The tree list: toolbar over the scrolling tree. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minHeight: 0,
  fontSize: vars.font.size.md,
});

/** Search field and Expand All / Collapse All. */
export const toolbar = bar.toolbar;

/** The search field. */
export const search = style([
  bar.searchInput,
  { flex: '1 1 180px', minWidth: 0, height: vars.density.controlHeight, fontSize: vars.font.size.md },
]);

/** The tree (`role="tree"`). */
export const tree = style({
  minHeight: 0,
  overflow: 'auto',
  paddingBlock: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});

/** One row (`role="treeitem"`, or the loading / error row). */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: rowHeightVar,
  paddingInlineStart: `calc(${vars.space.sm} + ${depthVar} * ${indentVar})`,
  paddingInlineEnd: vars.space.sm,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.surfaceSelected,
      fontWeight: vars.font.weight.medium,
    },
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
    '&[aria-disabled="true"]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    '&[data-kind="loading"], &[data-kind="error"]': { cursor: 'default', color: vars.color.textMuted },
    '&[data-kind="loading"]:hover, &[data-kind="error"]:hover': { backgroundColor: 'transparent' },
    '&[data-kind="error"]': { color: vars.color.danger },
  },
});

/** The expand / collapse chevron (a leaf gets an empty slot of the same width). */
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '20px',
  height: '20px',
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  transition: 'transform 120ms',
  selectors: {
    '&[data-expanded="true"]': { transform: 'rotate(90deg)' },
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** The label text. */
export const label = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/** The matching part of a label while searching. */
export const match = style({
  backgroundColor: vars.color.warningSubtle,
  color: 'inherit',
  fontWeight: vars.font.weight.bold,
});

/** 'No results' under an empty search. */
export const empty = style({
  margin: 0,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
});
