import { createVar, style } from '@vanilla-extract/css';
import * as bar from '../internal/toolbar.css';
import * as hidden from '../internal/visually-hidden.css';
import { vars } from '../theme/contract';

/** The grid tracks of every row (select column, data columns, actions column). */
export const columnsVar = createVar();
/** The sum of the columns' minimum widths: below it the table scrolls sideways. */
export const minWidthVar = createVar();
/** Height of a body row. */
export const rowHeightVar = createVar();
/** Height of the scroll area in the virtual scroll mode. */
export const heightVar = createVar();

/** The whole table: toolbar, scroll area, footer. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text,
  fontSize: vars.font.size.md,
});

/** Toolbar over the table. */
export const toolbar = bar.toolbar;

/** Host content at the start of the toolbar. */
export const toolbarStart = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineEnd: 'auto',
});

/** The global search field. */
export const search = style([
  bar.searchInput,
  { width: '240px', maxWidth: '100%', height: vars.density.controlHeight, fontSize: vars.font.size.md },
]);

/** A labelled checkbox in the toolbar (auto refresh). */
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
});

/** Text in the toolbar and footer (selected count, range). */
export const meta = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
});

/** The scroll container of the table. */
export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  selectors: {
    '&[data-scroll-mode="virtual"]': { height: heightVar },
  },
});

/** The table element, laid out as a grid of rows so virtual rows can be positioned. */
export const table = style({
  display: 'grid',
  width: '100%',
  minWidth: minWidthVar,
  margin: 0,
  border: 'none',
  borderCollapse: 'collapse',
  borderSpacing: 0,
});

/** Header row group: stays on top while the body scrolls. */
export const head = style({
  display: 'grid',
  position: 'sticky',
  top: 0,
  zIndex: 1,
  backgroundColor: vars.color.surface,
});

/** Body row group. */
export const body = style({
  display: 'grid',
  selectors: {
    '&[data-scroll-mode="virtual"]': { display: 'block', position: 'relative' },
  },
});

/** A row: the shared column tracks. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: columnsVar,
  alignItems: 'stretch',
  width: '100%',
  borderBottom: `1px solid ${vars.color.border}`,
  outline: 'none',
});

/** A body row; its state shows as `data-state` and `aria-selected`. */
export const bodyRow = style([
  row,
  {
    position: 'relative',
    height: rowHeightVar,
    backgroundColor: vars.color.surfaceRaised,
    selectors: {
      '&[data-clickable="true"]': { cursor: 'pointer' },
      '&:hover': { backgroundColor: vars.color.surfaceHover },
      '&[data-selected="true"]': { backgroundColor: vars.color.surfaceSelected },
      '&[data-state="disabled"]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
      '&[data-state="disabled"]:hover': { backgroundColor: vars.color.surfaceRaised },
      '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
      [`${body}[data-scroll-mode="virtual"] > &`]: { position: 'absolute', top: 0, left: 0 },
    },
  },
]);

/** The transparent layer over a disabled row that anchors its tooltip. */
export const disabledLayer = style({
  position: 'absolute',
  inset: 0,
  zIndex: 0,
});

/** Lifts a cell above the disabled-row layer (the row actions stay usable). */
export const raised = style({
  position: 'relative',
  zIndex: 1,
});

/** A header cell. */
export const headerCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  minHeight: vars.density.controlHeight,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  border: 'none',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  textAlign: 'start',
  selectors: {
    '&[data-align="end"]': { justifyContent: 'flex-end' },
  },
});

/** The sort button filling a sortable header. */
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  margin: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xxs,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  fontWeight: 'inherit',
  letterSpacing: 'normal',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

/** Text of a header, truncated. */
export const headerText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The sort direction arrow. */
export const sortIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  selectors: {
    '&[data-direction="asc"]': { transform: 'rotate(180deg)' },
    '&[data-direction="none"]': { visibility: 'hidden' },
  },
});

/** Marks a column filter button while its filter is applied. */
export const filterActive = style({
  color: vars.color.primary,
});

/** A body cell. */
export const cell = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  paddingBlock: 0,
  paddingInline: vars.space.sm,
  border: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-align="end"]': { justifyContent: 'flex-end' },
  },
});

/** Text inside a body cell, truncated with an ellipsis. */
export const cellText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The cell of the selection checkbox and of the row actions. */
export const controlCell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 0,
  paddingBlock: 0,
  paddingInline: vars.space.xxs,
  border: 'none',
});

/** Selection checkboxes. */
export const checkbox = style({
  width: '16px',
  height: '16px',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The full-width row of the empty and loading states. */
export const messageCell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gridColumn: '1 / -1',
  minHeight: '96px',
  padding: vars.space.lg,
  border: 'none',
  color: vars.color.textMuted,
});

/** Footer: range and page buttons. */
export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

/** Text that only assistive technology reads. */
export const visuallyHidden = hidden.visuallyHidden;
