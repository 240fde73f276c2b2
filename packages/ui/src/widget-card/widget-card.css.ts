import { style } from '@vanilla-extract/css';
import * as bar from '../internal/toolbar.css';
import { vars } from '../theme/contract';

/** Largest height of the error area before it scrolls (002 §9: 252 px). */
export const WIDGET_ERROR_MAX_HEIGHT = '252px';

/** The card. It scrolls as a whole, so a sticky title can stay while the content moves. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  fontSize: vars.font.size.md,
});

/** Title row: title and secondary text, then search, filter and actions. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  minHeight: '48px',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-sticky="true"]': { position: 'sticky', top: 0, zIndex: 1 },
  },
});

/** Title and secondary text. */
export const titles = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  flex: '1 1 auto',
  minWidth: 0,
});

/** The title. */
export const title = style({
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

/** The optional secondary text next to the title. */
export const secondary = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** Search, filter and actions. */
export const tools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
});

/** The revealed search field. */
export const search = style([
  bar.searchInput,
  { width: '180px', height: vars.density.controlHeightSm, fontSize: vars.font.size.sm },
]);

/** Marks the filter button while a filter is applied. */
export const filterActive = style({
  color: vars.color.primary,
});

/** The content area. */
export const body = style({
  flex: '1 0 auto',
  padding: vars.space.lg,
});

/** The loading state. */
export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '96px',
});

/** The error area: an exclamation icon and the message, scrolling beyond 252 px. */
export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  maxHeight: WIDGET_ERROR_MAX_HEIGHT,
  overflow: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSubtle,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The exclamation icon of the error area. */
export const errorIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.danger,
  fontSize: vars.font.size.xl,
});
